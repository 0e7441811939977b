import Foundation

/// The token `registerForTraitChanges` returns (iOS 17, UITraitChangeRegistration), to pass to
/// `unregisterForTraitChanges(_:)`; you may ignore it (Apple: "You don't have to unregister your observations").
public protocol UITraitChangeRegistration: AnyObject, Sendable {}

/// One registration: the traits it observes and what it calls with the environment and the previous traits.
package final class PlaygroundTraitChangeRegistration: NSObject, UITraitChangeRegistration, @unchecked Sendable {
    let traits: [UITrait]
    let call: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }
}

/// A view's or a view controller's registrations, in the order made.
package final class PlaygroundTraitRegistrations: @unchecked Sendable {
    private var all: [PlaygroundTraitChangeRegistration] = []

    package init() {}

    func add(_ traits: [UITrait], _ call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        let registration = PlaygroundTraitChangeRegistration(traits: traits, call: call)
        all.append(registration)
        return registration
    }

    func remove(_ registration: any UITraitChangeRegistration) { all.removeAll { $0 === registration } }

    /// Calls, in the order they were made, the registrations of which at least one trait has a value in `current`
    /// other than in `previous` (Apple, UITraitChangeObservable: "calls your code when any of the observed traits
    /// change value").
    ///
    ///     // registered for [UITraitLayoutDirection.self]; previous .leftToRight, current .rightToLeft: called once
    @MainActor
    package func notify(_ environment: AnyObject, current: UITraitCollection, previous: UITraitCollection) {
        for registration in all where registration.traits.contains(where: {
            playgroundTraitValue($0, in: current) != playgroundTraitValue($0, in: previous)
        }) {
            registration.call(environment, previous)
        }
    }
}
