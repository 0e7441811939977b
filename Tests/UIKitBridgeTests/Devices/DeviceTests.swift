import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A view controller that writes down what a rotation tells it, in order.
final class RotationLoggingController: UIViewController {
    var log: [String] = []

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition \(Int(size.width))x\(Int(size.height)) animated \(coordinator.isAnimated) "
            + "\(coordinator.transitionDuration)")
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            log.append("alongside \(Int(view.bounds.width))x\(Int(view.bounds.height))")
        }, completion: { [unowned self] _ in log.append("completion") })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange \(previousTraitCollection?.verticalSizeClass == .regular ? "regular" : "compact")"
            + " → \(traitCollection.verticalSizeClass == .regular ? "regular" : "compact")")
    }
}

/// Devices, rotation and right-to-left (docs/devices.md): worked examples with the frames written out.
@Suite(.serialized) struct DeviceTests {
    typealias CorePath = PlaygroundCore.IndexPath

    static func playground(_ make: @escaping @Sendable @MainActor () -> UICollectionViewLayout, device: String? = nil,
                           viewport: Size = Size(width: 375, height: 667), items: Int,
                           direction: InterfaceDirection = .leftToRight) throws -> Playground {
        let plugin = UIKitLayoutAdapter.plugin(name: "uikit", make: { _ in make() })
        var config = PlaygroundConfig(viewport: viewport, layoutName: "uikit", itemCount: items,
                                      layouts: LayoutRegistry.all + [plugin.descriptor(name: "uikit", source: "test")])
        if let device, let preset = DevicePreset.named(device) {
            config.traits.device = preset
            config.viewport = preset.size
        }
        config.traits.layoutDirection = direction
        return try Playground(config: config)
    }

    @Test func thePresetsAreApplesFigures() throws {
        let p = try #require(DevicePreset.named("iphone-16-pro-max-landscape"))
        #expect(p.size == Size(width: 956, height: 440) && p.scale == 3)
        #expect(p.safeArea == Insets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(p.horizontalSizeClass == .regular && p.verticalSizeClass == .compact)
        #expect(DevicePreset.named("iphone-16-landscape")?.horizontalSizeClass == .compact)
        #expect(DevicePreset.named("ipad-pro-13-landscape")?.verticalSizeClass == .regular)
        #expect(DevicePreset.named("iphone-se")?.rotated.name == "iphone-se-landscape")
        #expect(DevicePreset.named("iphone-se-landscape")?.rotated.name == "iphone-se")
        #expect(DevicePreset.all.count == 10)
        #expect(throws: ParameterError.self) { try DevicePreset.resolve("iphone-3g") }
    }

    /// iPhone 16 portrait (393×852) turned to landscape (852×393): the layout answers false to the bounds change,
    /// so its rows keep the 393-point width they had, as iOS shows them; the traits, safe area and screen follow.
    @Test func aRotationKeepsTheStaleFramesOfALayoutAnsweringFalse() throws {
        var p = try Self.playground({ FullWidthRowsLayout() }, device: "iphone-16", items: 3)
        _ = p.advance(to: 0)
        #expect(p.layout().attributes(forItem: CorePath(section: 0, item: 1))?.frame
            == Rect(x: 0, y: 50, width: 393, height: 50))
        p.handle(InputEvent(time: 1, .keyDown("r")))
        #expect(p.viewport == Size(width: 852, height: 393))
        _ = p.advance(to: 1.1)
        #expect(p.transition != nil)  // the size change animates over the rotation's 0.3 s
        _ = p.advance(to: 1.4)
        #expect(p.transition == nil)
        #expect(p.layout().attributes(forItem: CorePath(section: 0, item: 1))?.frame
            == Rect(x: 0, y: 50, width: 393, height: 50))
        #expect(p.notices.all.contains { $0.message.contains("393×852 → 852×393") })
        let adapter = try #require(p.layout() as? UIKitLayoutAdapter)
        let cv = adapter.collectionView
        let (bounds, traits, safe, adjusted, screen, scale) = playgroundOnMainActor {
            (cv.bounds.size, cv.traitCollection, cv.safeAreaInsets, cv.adjustedContentInset,
             UIScreen.main.bounds.size, UIScreen.main.scale)
        }
        #expect(bounds == CGSize(width: 852, height: 393))
        #expect(traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact)
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 3)
        #expect(safe == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        // .automatic: the top and bottom of a vertical scroll view; the sides only when it scrolls sideways.
        #expect(adjusted == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(screen == CGSize(width: 852, height: 393) && scale == 3)
        // A flow layout answers true: relaid out for the new width.
        var flow = try Self.playground({ Self.flow(side: 131) }, device: "iphone-16", items: 6)
        _ = flow.advance(to: 0)
        #expect(flow.layout().contentSize == Size(width: 393, height: 262))
        flow.handle(InputEvent(time: 0, .device("iphone-16-landscape")))
        _ = flow.advance(to: 1)
        #expect(flow.layout().contentSize == Size(width: 852, height: 131))
    }

    static func flow(side: CGFloat, horizontal: Bool = false) -> UICollectionViewFlowLayout {
        let f = UICollectionViewFlowLayout()
        f.itemSize = CGSize(width: side, height: side)
        f.minimumInteritemSpacing = 0
        f.minimumLineSpacing = 0
        if horizontal { f.scrollDirection = .horizontal }
        return f
    }

    /// Three 125-point items fill a 375-point row. Left-to-right, item 0 is at x 0; right-to-left, UIKit mirrors the
    /// flow layout about its content width: x → 375 − maxX.
    @Test func theFlowLayoutMirrorsExactlyRightToLeft() throws {
        var ltr = try Self.playground({ Self.flow(side: 125) }, items: 5)
        var rtl = try Self.playground({ Self.flow(side: 125) }, items: 5, direction: .rightToLeft)
        _ = ltr.advance(to: 0)
        _ = rtl.advance(to: 0)
        func frames(_ p: Playground) -> [Rect] {
            (0..<5).compactMap { p.layout().attributes(forItem: CorePath(section: 0, item: $0))?.frame }
        }
        #expect(frames(ltr) == [Rect(x: 0, y: 0, width: 125, height: 125), Rect(x: 125, y: 0, width: 125, height: 125),
                                Rect(x: 250, y: 0, width: 125, height: 125), Rect(x: 0, y: 125, width: 125, height: 125),
                                Rect(x: 125, y: 125, width: 125, height: 125)])
        #expect(frames(rtl) == [Rect(x: 250, y: 0, width: 125, height: 125), Rect(x: 125, y: 0, width: 125, height: 125),
                                Rect(x: 0, y: 0, width: 125, height: 125), Rect(x: 250, y: 125, width: 125, height: 125),
                                Rect(x: 125, y: 125, width: 125, height: 125)])
        #expect(rtl.layout().mirrorsHorizontally && !ltr.layout().mirrorsHorizontally)
        // The rect query gives the same mirrored frames.
        let queried = rtl.layout().attributes(in: Rect(x: 0, y: 0, width: 375, height: 667)).map(\.frame)
        #expect(Set(queried.map { "\($0)" }) == Set(frames(rtl).map { "\($0)" }))
        // The layout itself sees left-to-right coordinates and is told the direction.
        let cv = try #require(rtl.layout() as? UIKitLayoutAdapter).collectionView
        #expect(playgroundOnMainActor { cv.effectiveUserInterfaceLayoutDirection } == .rightToLeft)
        #expect(playgroundOnMainActor { cv.collectionViewLayout.developmentLayoutDirection } == .leftToRight)
    }

    /// A horizontal flow layout, 20 items of 125 points in five rows of a 667-point height: four columns, content
    /// 500 wide. Right-to-left, item 0 is at x 500 − 125 = 375 and the content starts at its right end (offset
    /// 500 − 375 = 125), so item 0 shows at the window's right edge.
    @Test func aHorizontalListStartsAtTheRight() throws {
        var p = try Self.playground({ Self.flow(side: 125, horizontal: true) }, items: 20, direction: .rightToLeft)
        _ = p.advance(to: 0)
        #expect(p.layout().contentSize == Size(width: 500, height: 667))
        #expect(p.layout().attributes(forItem: CorePath(section: 0, item: 0))?.frame
            == Rect(x: 375, y: 0, width: 125, height: 125))
        #expect(p.contentOffset == Point(x: 125, y: 0))
        // Switching back to left-to-right keeps the same items on screen: the offset is mirrored within its range.
        p.handle(InputEvent(time: 0, .layoutDirection(.leftToRight)))
        _ = p.advance(to: 0.1)
        #expect(p.contentOffset == Point(x: 0, y: 0))
        #expect(p.layout().attributes(forItem: CorePath(section: 0, item: 0))?.frame
            == Rect(x: 0, y: 0, width: 125, height: 125))
    }

    /// A compositional list of two columns with a 16-point leading inset (NSDirectionalEdgeInsets) in a 400-point
    /// view: left-to-right the items are at x 16 and 208 (192 wide); right-to-left the leading inset is on the
    /// right: x 192 and 0.
    @Test func aCompositionalListMirrorsExactlyRightToLeft() throws {
        let make: @Sendable @MainActor () -> UICollectionViewLayout = {
            let item = UIKit.NSCollectionLayoutItem(layoutSize: UIKit.NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = UIKit.NSCollectionLayoutGroup.horizontal(layoutSize: UIKit.NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let section = UIKit.NSCollectionLayoutSection(group: group)
            section.contentInsets = UIKit.NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
            return UICollectionViewCompositionalLayout(section: section)
        }
        var ltr = try Self.playground(make, viewport: Size(width: 400, height: 600), items: 4)
        var rtl = try Self.playground(make, viewport: Size(width: 400, height: 600), items: 4, direction: .rightToLeft)
        _ = ltr.advance(to: 0)
        _ = rtl.advance(to: 0)
        func frames(_ p: Playground) -> [Rect] {
            (0..<4).compactMap { p.layout().attributes(forItem: CorePath(section: 0, item: $0))?.frame }
        }
        #expect(frames(ltr) == [Rect(x: 16, y: 0, width: 192, height: 44), Rect(x: 208, y: 0, width: 192, height: 44),
                                Rect(x: 16, y: 44, width: 192, height: 44), Rect(x: 208, y: 44, width: 192, height: 44)])
        #expect(frames(rtl) == [Rect(x: 192, y: 0, width: 192, height: 44), Rect(x: 0, y: 0, width: 192, height: 44),
                                Rect(x: 192, y: 44, width: 192, height: 44), Rect(x: 0, y: 44, width: 192, height: 44)])
    }

    /// A custom layout keeps UIKit's default (flipsHorizontallyInOppositeLayoutDirection false): not mirrored.
    @Test func aCustomLayoutIsNotMirroredByDefault() throws {
        var p = try Self.playground({ FullWidthRowsLayout() }, items: 2, direction: .rightToLeft)
        _ = p.advance(to: 0)
        #expect(!p.layout().mirrorsHorizontally)
        #expect(p.layout().attributes(forItem: CorePath(section: 0, item: 1))?.frame
            == Rect(x: 0, y: 50, width: 375, height: 50))
    }

    /// A hosted view controller turned from iPhone 16 portrait to landscape: viewWillTransition(to:with:) with an
    /// animated coordinator of 0.3 s, the traits (vertical regular → compact), then the new size, then the
    /// coordinator's alongside block (seeing the new size) and its completion.
    @Test func aHostedViewControllerIsToldOfTheRotation() throws {
        let portrait = try #require(DevicePreset.named("iphone-16"))
        let host = UIKitHostedController(viewport: portrait.size) { RotationLoggingController() }
        let controller = try #require(host.viewController as? RotationLoggingController)
        let landscape = portrait.landscape
        host.transition(to: landscape.size, traits: ScreenTraits(device: landscape),
                        duration: Playground.rotationDuration(for: landscape))
        let log = playgroundOnMainActor { controller.log }
        #expect(log.first == "viewWillTransition 852x393 animated true 0.3")
        #expect(log.contains("traitCollectionDidChange regular → compact"))
        #expect(Array(log.suffix(2)) == ["alongside 852x393", "completion"])
        #expect(playgroundOnMainActor { controller.view.safeAreaInsets }
            == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }
}
