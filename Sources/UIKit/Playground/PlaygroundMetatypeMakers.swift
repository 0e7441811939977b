import Foundation

/// Playground extension (not in UIKit): makes an instance from a class's metatype, as iOS's Objective-C runtime does.
///
/// On iOS `let vc = type.init()` (type a `UIViewController.Type`), `cellClass.init(frame:)` and
/// `T.self.init(collectionViewLayout:)` compile and run for any subclass: the runtime finds the initializer by
/// selector. Swift without that runtime calls an initializer on a metatype only when it is `required`, and UIKit's
/// are not. So the load-time rewrite turns such a call into `PlaygroundMakers.make(type)` (docs/uikit.md, "The
/// rewrite step"), and the generated entry point registers, for every class of the loaded files that descends from
/// a view controller, a view or a layout, the closures that make it (`{ T() }`, `{ T(frame: $0) }`). A class with
/// no maker for that initializer ends the run with one line that names it. Written by the rewrite, not by hand.
@preconcurrency @MainActor
public enum PlaygroundMakers {
    nonisolated(unsafe) private static var plain: [ObjectIdentifier: @MainActor () -> AnyObject] = [:]
    nonisolated(unsafe) private static var framed: [ObjectIdentifier: @MainActor (CGRect) -> AnyObject] = [:]
    nonisolated(unsafe) private static var laidOut: [ObjectIdentifier: @MainActor (UICollectionViewLayout) -> AnyObject] = [:]
    nonisolated(unsafe) private static var registeredUIKit = false

    /// Registers how `type` is made with `init()` (called by the generated entry point).
    nonisolated public static func register(_ type: AnyClass, plain make: @escaping @MainActor () -> AnyObject) {
        plain[ObjectIdentifier(type)] = make
    }

    /// Registers how `type` is made with `init(frame:)`.
    nonisolated public static func register(_ type: AnyClass, frame make: @escaping @MainActor (CGRect) -> AnyObject) {
        framed[ObjectIdentifier(type)] = make
    }

    /// Registers how `type` is made with `init(collectionViewLayout:)`.
    nonisolated public static func register(_ type: AnyClass,
                                            collectionViewLayout make: @escaping @MainActor (UICollectionViewLayout) -> AnyObject) {
        laidOut[ObjectIdentifier(type)] = make
    }

    /// UIKit's own classes a metatype variable may hold (`var cellClass: UICollectionViewCell.Type = UICollectionViewCell.self`).
    private static func registerUIKit() {
        guard !registeredUIKit else { return }
        registeredUIKit = true
        plain[ObjectIdentifier(UIViewController.self)] = { UIViewController() }
        plain[ObjectIdentifier(UICollectionViewFlowLayout.self)] = { UICollectionViewFlowLayout() }
        plain[ObjectIdentifier(UICollectionViewLayout.self)] = { UICollectionViewLayout() }
        plain[ObjectIdentifier(UIView.self)] = { UIView() }
        let views: [(AnyClass, (CGRect) -> AnyObject)] = [
            (UIView.self, { UIView(frame: $0) }), (UICollectionReusableView.self, { UICollectionReusableView(frame: $0) }),
            (UICollectionViewCell.self, { UICollectionViewCell(frame: $0) }),
            (UICollectionViewListCell.self, { UICollectionViewListCell(frame: $0) }),
            (UILabel.self, { UILabel(frame: $0) }), (UIImageView.self, { UIImageView(frame: $0) }),
            (UITextField.self, { UITextField(frame: $0) }), (UIButton.self, { UIButton(frame: $0) }),
        ]
        for (t, make) in views { framed[ObjectIdentifier(t)] = make }
        laidOut[ObjectIdentifier(UICollectionViewController.self)] = { UICollectionViewController(collectionViewLayout: $0) }
    }

    private static func cannotMake(_ type: Any.Type, _ initializer: String) -> Never {
        fatalError("\(type).\(initializer) called on a metatype: the playground cannot make \(type) that way (no "
                   + "Objective-C runtime here; only the loaded files' view controllers, views and layouts with that "
                   + "initializer, and UIKit's basic classes, can be made from a metatype; docs/uikit.md#the-rewrite-step)")
    }

    /// `type.init()`.
    public static func make<T>(_ type: T.Type) -> T {
        registerUIKit()
        if let make = plain[ObjectIdentifier(type)], let made = make() as? T { return made }
        // `init(nibName: nil, bundle: nil)` is `init()` for a view controller, `init(frame: .zero)` for a view.
        if let make = framed[ObjectIdentifier(type)], let made = make(.zero) as? T { return made }
        cannotMake(type, "init()")
    }

    /// `type.init(frame:)`. A reusable view is made with its required `init(playgroundFrame:)` when not registered.
    public static func make<T>(_ type: T.Type, frame: CGRect) -> T {
        registerUIKit()
        if let make = framed[ObjectIdentifier(type)], let made = make(frame) as? T { return made }
        if let reusable = type as? UICollectionReusableView.Type, let made = reusable.init(playgroundFrame: frame) as? T {
            return made
        }
        cannotMake(type, "init(frame:)")
    }

    /// `type.init(collectionViewLayout:)`.
    public static func make<T>(_ type: T.Type, collectionViewLayout layout: UICollectionViewLayout) -> T {
        registerUIKit()
        if let make = laidOut[ObjectIdentifier(type)], let made = make(layout) as? T { return made }
        cannotMake(type, "init(collectionViewLayout:)")
    }

    /// `type.init(nibName:bundle:)`: without nibs, `init()` (docs/uikit.md, "Nibs").
    public static func make<T>(_ type: T.Type, nibName: String?, bundle: Bundle?) -> T {
        make(type)
    }
}
