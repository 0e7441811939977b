import UIKit
import Combine

/// A flow layout whose item side a subject publishes (Combine's subject, sink and cancellables, as MVVM code writes
/// them): Combine's subset is the SwiftUI module's here, and a UIKit file's `import Combine` imports it.
final class CombineDrivenLayout: UICollectionViewFlowLayout {
    private let sides = PassthroughSubject<CGFloat, Never>()
    private var bag = Set<AnyCancellable>()

    override init() {
        super.init()
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
        sides.sink { [weak self] side in self?.itemSize = CGSize(width: side, height: side) }.store(in: &bag)
        sides.send(80)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
