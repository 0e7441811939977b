import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A rotation is UIKit's animated bounds change (Apple, prepare(forAnimatedBoundsChange:): "The collection view
/// calls this method before performing any animated changes to the view's bounds"): the layout is asked whether
/// the new bounds invalidate it, laid out again (a flow layout answers true to a size change), told the old bounds,
/// then `finalizeAnimatedBoundsChange()`.
/// Nested in DeviceTests, which is serialized: UIScreen.main is one per process (the device sets it).
extension DeviceTests {
    @Suite struct AnimatedBoundsChangeTests {
        final class BoundsLoggingLayout: UICollectionViewFlowLayout {
            var log: [String] = []
            override init() {
                super.init()
                itemSize = CGSize(width: 100, height: 100)
            }
            required init?(coder: NSCoder) { fatalError("not used") }
            override func prepare() {
                super.prepare()
                log.append("prepare \(Int(collectionView?.bounds.width ?? 0))")
            }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                let answer = super.shouldInvalidateLayout(forBoundsChange: newBounds)
                log.append("should-invalidate \(Int(newBounds.width))x\(Int(newBounds.height)) \(answer)")
                return answer
            }
            override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
                super.prepare(forAnimatedBoundsChange: oldBounds)
                log.append("animated-bounds-change from \(Int(oldBounds.width))x\(Int(oldBounds.height))")
            }
            override func finalizeAnimatedBoundsChange() {
                super.finalizeAnimatedBoundsChange()
                log.append("finalize-animated-bounds-change")
            }
        }

        @Test func aRotationIsAnAnimatedBoundsChange() throws {
            let layout = BoundsLoggingLayout()
            var p = try DeviceTests.playground({ layout }, device: "iphone-se", items: 12)
            _ = p.advance(to: 0)
            playgroundOnMainActor { layout.log = [] }
            p.handle(InputEvent(time: 1, .keyDown("r")))
            let log = playgroundOnMainActor { layout.log }
            // Asked about the new size (true: a flow layout relayouts), prepared at it, then told the old bounds.
            let asked = try #require(log.firstIndex(of: "should-invalidate 667x375 true"))
            let prepared = try #require(log.firstIndex(of: "prepare 667"))
            let told = try #require(log.firstIndex(of: "animated-bounds-change from 375x667"))
            #expect(asked < prepared && prepared < told)
            #expect(log.last == "finalize-animated-bounds-change" && told == log.count - 2)
            // A free resize of the window is not animated: not told.
            playgroundOnMainActor { layout.log = [] }
            p.handle(InputEvent(time: 2, .resize(Size(width: 500, height: 400))))
            _ = p.advance(to: 2.1)
            #expect(!playgroundOnMainActor { layout.log }.contains { $0.hasPrefix("animated") })
        }
    }
}
