import Foundation
import PlaygroundCore

/// The layouts loaded from the user's files, shared by every loaded file (docs/swiftui.md, "A behaviour on any
/// layout"): a behaviour file's `applyTo` may name one of them, not only a built-in. Layout files are shared
/// libraries whose bridge symbols resolve to the app's (it links with `--export-dynamic`), so this one registry is
/// the process's. The app registers each layout it loads (at the start and on every rebuild, replacing by name).
public enum SwiftUILoadedLayouts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [String: LayoutDescriptor] = [:]

    /// The `applyTo` parameter's name (a behaviour layout's descriptor is known by it: `isBehavior`).
    public static let applyTo = "applyTo"

    /// Registers the user layouts among `descriptors` (those with a source file), each replacing any of its name;
    /// behaviour layouts are left out (a behaviour applies to a layout, not to another behaviour).
    public static func register(_ descriptors: [LayoutDescriptor]) {
        let user = descriptors.filter { $0.source != nil && !isBehavior($0) }
        lock.withLock { for d in user { loaded[d.name] = d } }
    }

    /// The registered layouts' names, sorted.
    public static var names: [String] { lock.withLock { loaded.keys.sorted() } }

    /// The registered layout `name` at its defaults; nil when none is registered under it (or it refuses them).
    static func make(_ name: String) -> (any CollectionLayout)? {
        guard let d = lock.withLock({ loaded[name] }) else { return nil }
        return try? d.make([:])
    }

    /// Whether `descriptor` is a behaviour file's layout (it has the `applyTo` parameter, whose first choice is
    /// `row`).
    public static func isBehavior(_ descriptor: LayoutDescriptor) -> Bool {
        descriptor.parameters.contains { $0.name == applyTo && $0.kind.firstChoice == "row" }
    }

    /// What `applyTo` may name now: `row`, the loaded layouts, the built-ins.
    static var targets: [String] {
        let builtIn = LayoutRegistry.all.map(\.name)
        return ["row"] + names.filter { !builtIn.contains($0) } + builtIn
    }

    /// `descriptors` with each behaviour layout's `applyTo` choices brought up to date (the layouts loaded after it
    /// listed too): the app calls it after loading its files.
    public static func refreshingChoices(of descriptors: [LayoutDescriptor]) -> [LayoutDescriptor] {
        let choices = targets
        return descriptors.map { d in
            guard isBehavior(d), let i = d.parameters.firstIndex(where: { $0.name == applyTo }) else { return d }
            var updated = d
            updated.parameters[i].kind = .choice(choices)
            return updated
        }
    }
}

extension ParameterSpec.Kind {
    /// A choice's first word; nil for numbers and flags.
    fileprivate var firstChoice: String? {
        if case .choice(let words) = self { words.first } else { nil }
    }
}
