import UIKit

// A menu that makes its screens, a cell and a layout from metatypes, as an iOS app does with the Objective-C
// runtime (issue 32). Its item count says what was made: 4 per screen made (2 screens), 1 for the cell of the right
// class, 1 for the layout, 1 for a cell a generic function makes (`T(frame:)`, T: TagCell): 11.

final class RedScreen: UIViewController {
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .red }
}

final class TagCell: UICollectionViewCell {
    let tagLabel = UILabel()
}

final class TallLayout: UICollectionViewFlowLayout {
    override init() { super.init(); itemSize = CGSize(width: 40, height: 90) }
    required init?(coder: NSCoder) { fatalError("not used") }
}

final class MetatypeMenuController: UICollectionViewController {
    var made: [UIViewController] = []
    var cellClass: UICollectionViewCell.Type = TagCell.self
    let screens: [UIViewController.Type] = [RedScreen.self, UIViewController.self]
    var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        for type in screens { made.append(type.init()) }
        count = 4 * made.filter { $0 is RedScreen || type(of: $0) == UIViewController.self }.count
        let cell = cellClass.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        if cell is TagCell && cell.frame.width == 10 { count += 1 }
        let layoutClass: UICollectionViewLayout.Type = TallLayout.self
        if let layout = layoutClass.self.init() as? TallLayout, layout.itemSize.height == 90 { count += 1 }
        let built: TagCell = build()
        if built.frame.width == 5 { count += 1 }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    }

    func build<T: TagCell>() -> T { T(frame: CGRect(x: 0, y: 0, width: 5, height: 5)) }

    override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    override func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell {
        cv.dequeueReusableCell(withReuseIdentifier: "c", for: ip)
    }
}
