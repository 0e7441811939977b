import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// Full-width 50-point rows: the width is the collection view's at each prepare (the handler runs before the new
/// size is in place, as UIKit sends traits before the size).
final class FullWidthRows: UICollectionViewFlowLayout {
    override func prepare() {
        itemSize = CGSize(width: collectionView?.bounds.width ?? 0, height: 50)
        minimumLineSpacing = 0
        super.prepare()
    }
}

/// A controller that shows a grid of 100-point squares in portrait and swaps to a list of full-width 50-point rows
/// when its vertical size class turns compact (landscape), with `setCollectionViewLayout(_:animated:)` from its
/// trait-change handler — a common iOS pattern.
final class SwappingController: UICollectionViewController {
    static func grid() -> UICollectionViewFlowLayout {
        let f = UICollectionViewFlowLayout()
        f.itemSize = CGSize(width: 100, height: 100)
        f.minimumLineSpacing = 0
        f.minimumInteritemSpacing = 0
        return f
    }

    init() { super.init(collectionViewLayout: Self.grid()) }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            if self.traitCollection.verticalSizeClass == .compact {
                self.collectionView.setCollectionViewLayout(FullWidthRows(), animated: true)
            } else {
                self.collectionView.setCollectionViewLayout(Self.grid(), animated: true)
            }
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
        -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
}

/// The window shows a hosted collection view's current layout: a swap from a trait-change handler during a rotation
/// is what the rotation shows (UIKitLayoutAdapter.followHostedLayout).
/// Nested in DeviceTests, which is serialized: UIScreen.main is one per process (the device sets it).
extension DeviceTests {
    @Suite struct HostedLayoutSwapTests {
        @Test func aLayoutSwappedOnRotationIsTheOneShown() throws {
            let raw = uikitHostPlugin(name: "swap", parameters: [], entries: [.hosted("Swapping", { SwappingController() })])
            let plugin = Unmanaged<LayoutPlugin>.fromOpaque(raw).takeRetainedValue()
            var layout = try plugin.make(ParameterValues([:], specs: plugin.parameters, layout: "swap"))
            let portrait = try #require(DevicePreset.named("iphone-16"))
            var context = LayoutContext(viewport: portrait.size, itemCount: 6)
            context.traits = ScreenTraits(device: portrait)
            layout.prepare(context)
            let item1 = PlaygroundCore.IndexPath(section: 0, item: 1)
            #expect(layout.attributes(forItem: item1)?.frame.size == Size(width: 100, height: 100))
            // Landscape (852 × 393): the handler swaps to the list; item 1 is the second 852 × 50 row.
            context.viewport = portrait.landscape.size
            context.traits = ScreenTraits(device: portrait.landscape)
            layout.prepare(context)
            let row = try #require(layout.attributes(forItem: item1)?.frame)
            #expect(layout.contentSize.width == 852)
            #expect(row.size == Size(width: 852, height: 50) && row.minY == 50)
            // Back to portrait: the grid again.
            context.viewport = portrait.size
            context.traits = ScreenTraits(device: portrait)
            layout.prepare(context)
            #expect(layout.attributes(forItem: item1)?.frame.size == Size(width: 100, height: 100))
        }
    }
}

/// A hosted controller whose layout answers false to bounds changes (ResizeTests' FullWidthRowsLayout) keeps its
/// stale frames across a rotation, as on a device: its rows stay 393 points wide in an 852-point landscape, and a
/// warning names the size change.
final class StaleRowsController: UICollectionViewController {
    init() { super.init(collectionViewLayout: FullWidthRowsLayout()) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
        -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
}

/// Nested in DeviceTests, which is serialized: UIScreen.main is one per process (the device sets it).
extension DeviceTests {
    @Suite struct HostedStaleFramesTests {
        @Test func aHostedLayoutAnsweringFalseKeepsItsFramesAcrossARotation() throws {
            let raw = uikitHostPlugin(name: "stale", parameters: [], entries: [.hosted("Stale", { StaleRowsController() })])
            let plugin = Unmanaged<LayoutPlugin>.fromOpaque(raw).takeRetainedValue()
            var layout = try plugin.make(ParameterValues([:], specs: plugin.parameters, layout: "stale"))
            let portrait = try #require(DevicePreset.named("iphone-16"))
            var context = LayoutContext(viewport: portrait.size, itemCount: 4)
            context.traits = ScreenTraits(device: portrait)
            layout.prepare(context)
            let item1 = PlaygroundCore.IndexPath(section: 0, item: 1)
            #expect(layout.attributes(forItem: item1)?.frame == Rect(x: 0, y: 50, width: 393, height: 50))
            _ = layout.takeNotices()
            context.viewport = portrait.landscape.size
            context.traits = ScreenTraits(device: portrait.landscape)
            layout.prepare(context)
            #expect(layout.attributes(forItem: item1)?.frame == Rect(x: 0, y: 50, width: 393, height: 50))
            let notices = layout.takeNotices()
            #expect(notices.contains { $0.state == LayoutNotice.warning && $0.message.contains("393×852 → 852×393") },
                    "\(notices.map(\.line))")
        }
    }
}
