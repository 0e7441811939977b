/// What calls your code when its traits change (iOS 17, UITraitChangeObservable): views and view controllers.
/// Apple: "When you register for trait changes, the system observes the specified traits, and calls your code when
/// any of the observed traits change value." The handler gets the object and its previous trait collection.
///
/// Here traits change when the playground turns the device, switches it or the layout direction (docs/devices.md):
/// each view of a hosted view controller's window, and the view controller, hears `traitCollectionDidChange(_:)`
/// and then its registrations whose traits changed, in the order they were made (Apple documents no order between
/// the two; the playground calls the older API first).
///
///     registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///         self.collectionView.setCollectionViewLayout(self.makeLayout(), animated: false)
///     }
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The registrations' calls, shared by views and view controllers.
extension PlaygroundTraitRegistrations {
    func handler<E: UITraitEnvironment>(_ traits: [UITrait], _ handler: @escaping (E, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        add(traits) { environment, previous in (environment as? E).map { handler($0, previous) } }
    }

    /// Playground: an action method's second parameter, the previous trait collection, is nil here (a `Selector`
    /// carries one argument: the environment).
    func action(_ traits: [UITrait], target: AnyObject?, _ action: Selector) -> any UITraitChangeRegistration {
        add(traits) { environment, _ in action.playgroundPerform(on: target ?? environment, with: environment) }
    }
}

extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        playgroundTraitRegistrations.handler(traits, handler)
    }

    /// Playground: the action's second parameter (the previous trait collection) is nil.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        PlaygroundNotices.record("UIView.registerForTraitChanges(_:target:action:)", .approximated,
                                 "the action's second parameter (the previous trait collection) is nil here")
        return playgroundTraitRegistrations.action(traits, target: target as AnyObject, action)
    }

    /// Playground: the action's second parameter (the previous trait collection) is nil.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        PlaygroundNotices.record("UIView.registerForTraitChanges(_:action:)", .approximated,
                                 "the action's second parameter (the previous trait collection) is nil here")
        return playgroundTraitRegistrations.action(traits, target: nil, action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        playgroundTraitRegistrations.remove(registration)
    }

    /// The traits changed from `previous`: `traitCollectionDidChange(_:)`, then the registrations whose traits
    /// changed. The bridge calls it (docs/devices.md).
    package func playgroundTraitsDidChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        playgroundTraitRegistrations.notify(self, current: traitCollection, previous: previous)
    }
}

extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        playgroundTraitRegistrations.handler(traits, handler)
    }

    /// Playground: the action's second parameter (the previous trait collection) is nil.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        PlaygroundNotices.record("UIViewController.registerForTraitChanges(_:target:action:)", .approximated,
                                 "the action's second parameter (the previous trait collection) is nil here")
        return playgroundTraitRegistrations.action(traits, target: target as AnyObject, action)
    }

    /// Playground: the action's second parameter (the previous trait collection) is nil.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        PlaygroundNotices.record("UIViewController.registerForTraitChanges(_:action:)", .approximated,
                                 "the action's second parameter (the previous trait collection) is nil here")
        return playgroundTraitRegistrations.action(traits, target: nil, action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        playgroundTraitRegistrations.remove(registration)
    }

    /// As the view's (above).
    package func playgroundTraitsDidChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        playgroundTraitRegistrations.notify(self, current: traitCollection, previous: previous)
    }
}
