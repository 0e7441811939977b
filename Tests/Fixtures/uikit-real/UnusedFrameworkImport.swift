import UIKit
import AVFoundation

/// A flow layout importing an Apple framework it uses nothing of (as a chat library's layout imports AVFoundation):
/// 100 × 40 items, spacing 10 and 10.
final class UnusedFrameworkImportLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 40)
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
