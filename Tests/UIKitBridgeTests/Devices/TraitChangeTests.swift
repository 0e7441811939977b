import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A view controller and its view that register for trait changes (iOS 17, registerForTraitChanges), writing down
/// each call: the vertical size class (the controller, handler with `Self`), the layout direction (the view), and
/// the display scale (the controller, a selector).
final class TraitRegisteringController: UIViewController {
    var log: [String] = []
    var directionRegistration: (any UITraitChangeRegistration)?

    static func name(_ c: UIUserInterfaceSizeClass) -> String { c == .compact ? "compact" : c == .regular ? "regular" : "unspecified" }

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
            self.log.append("vertical \(Self.name(previous.verticalSizeClass)) → \(Self.name(self.traitCollection.verticalSizeClass))")
        }
        directionRegistration = view.registerForTraitChanges([UITraitLayoutDirection.self]) { [unowned self] (view: UIView, _: UITraitCollection) in
            self.log.append("view direction \(view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "rtl" : "ltr")")
        }
        registerForTraitChanges([UITraitDisplayScale.self], action: Selector(scaleChanged))
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange")
    }

    func scaleChanged() { log.append("scale \(Int(traitCollection.displayScale))") }
}

/// The registrations run when the playground turns a hosted controller's window or switches the layout direction
/// (UIKitHostedController.transition), after `traitCollectionDidChange(_:)`, only for traits whose value changed.
/// Nested in DeviceTests, which is serialized: UIScreen.main is one per process (the device sets it).
extension DeviceTests {
    @Suite struct TraitChangeTests {
        @Test func registrationsRunForTheTraitsThatChanged() throws {
            let portrait = try #require(DevicePreset.named("iphone-16"))
            let host = UIKitHostedController(viewport: portrait.size) { TraitRegisteringController() }
            let controller = try #require(host.viewController as? TraitRegisteringController)
            host.transition(to: portrait.size, traits: ScreenTraits(device: portrait), duration: 0)
            playgroundOnMainActor { controller.log = [] }
            // Portrait → landscape: the vertical size class turns compact (iPhone 16: regular → compact); the scale (3)
            // and the direction stay.
            let landscape = portrait.landscape
            host.transition(to: landscape.size, traits: ScreenTraits(device: landscape), duration: 0.3)
            #expect(playgroundOnMainActor { controller.log } == ["traitCollectionDidChange", "vertical regular → compact"])
            // Right-to-left: only the view's registration.
            playgroundOnMainActor { controller.log = [] }
            host.transition(to: landscape.size, traits: ScreenTraits(device: landscape, layoutDirection: .rightToLeft),
                            duration: 0)
            #expect(playgroundOnMainActor { controller.log } == ["traitCollectionDidChange", "view direction rtl"])
            // Unregistered: not called again; no device (a free-form window, scale 2): the scale's action and the
            // vertical size class (regular).
            playgroundOnMainActor {
                controller.log = []
                if let r = controller.directionRegistration { controller.view.unregisterForTraitChanges(r) }
            }
            host.transition(to: landscape.size, traits: ScreenTraits(device: nil), duration: 0)
            #expect(playgroundOnMainActor { controller.log }
                == ["traitCollectionDidChange", "vertical compact → regular", "scale 2"])
        }
    }
}

/// A collection view controller that writes down its vertical size class changes.
final class SizeClassLoggingController: UICollectionViewController {
    var log: [String] = []
    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
            self.log.append("vertical \(TraitRegisteringController.name(previous.verticalSizeClass)) → "
                + TraitRegisteringController.name(self.traitCollection.verticalSizeClass))
        }
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
        -> UICollectionViewCell { UICollectionViewCell() }
}

extension DeviceTests {
    /// A session that starts in landscape gives the hosted controller landscape traits at once (without telling it),
    /// so turning to portrait is a change of its vertical size class from compact to regular.
    @Test func theFirstTraitsAreTheSessionsAndTheTurnComparesWithThem() throws {
        let raw = uikitHostPlugin(name: "traits", parameters: [],
                                  entries: [.hosted("Traits", { SizeClassLoggingController() })])
        let plugin = Unmanaged<LayoutPlugin>.fromOpaque(raw).takeRetainedValue()
        var layout = try plugin.make(ParameterValues([:], specs: plugin.parameters, layout: "traits"))
        let landscape = try #require(DevicePreset.named("iphone-16-landscape"))
        var context = LayoutContext(viewport: landscape.size, itemCount: 0)
        context.traits = ScreenTraits(device: landscape)
        layout.prepare(context)
        let adapter = try #require(layout as? UIKitLayoutAdapter)
        let controller = try #require(adapter.collectionView.window?.rootViewController as? SizeClassLoggingController)
        #expect(playgroundOnMainActor { controller.traitCollection.verticalSizeClass } == .compact)
        #expect(!playgroundOnMainActor { controller.log }.contains { $0.hasPrefix("vertical") })
        context.viewport = landscape.rotated.size
        context.traits = ScreenTraits(device: landscape.rotated)
        layout.prepare(context)
        #expect(playgroundOnMainActor { controller.log }.contains("vertical compact → regular"))
    }
}
