import UIKit

#if targetEnvironment(simulator)
@_silgen_name("UIAnimationDragCoefficient") func UIAnimationDragCoefficient() -> Float
#endif

/// Code written for the simulator scales by UIKit's private "Slow Animations" factor (1 when they are off): here the
/// item side, 80 points times the factor.
final class SimulatorDragCoefficient: UICollectionViewFlowLayout {
    override func prepare() {
        #if targetEnvironment(simulator)
        let factor = CGFloat(UIAnimationDragCoefficient())
        #else
        let factor: CGFloat = 2
        #endif
        itemSize = CGSize(width: 80 * factor, height: 80 * factor)
        super.prepare()
    }
}
