//
//  A file of a framework target: it imports nothing, and sees UIKit through its framework's umbrella header on iOS.
//

public class FrameworkFileWithoutImport: UICollectionViewFlowLayout {
    public override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 50)
    }

    public required init?(coder: NSCoder) { fatalError() }
}
