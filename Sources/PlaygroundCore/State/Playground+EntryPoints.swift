/// Alt + 1, 2, …: the shown layout's entry points (docs/hosting.md, "Entry points"). A hosted UIKit target (a
/// folder with previews or view controllers) declares them as the words of its `entry` parameter, in the order the
/// window lists them; the n-th key sets that parameter as the panel would (recorded, undoable, replayed).
extension Playground {
    /// The parameter a hosted target's entry points are the words of (UIKitLayoutPlan.entryParameter).
    public static let entryParameter = "entry"

    /// The entry points of the shown layout, in order; empty for a layout without an `entry` choice.
    public var entryPoints: [String] {
        guard let descriptor = config.layouts.first(where: { $0.name == layoutName }),
              let spec = descriptor.parameters.first(where: { $0.name == Self.entryParameter }),
              case .choice(let words) = spec.kind else { return [] }
        return words
    }

    /// Shows the shown layout's `n`-th entry point (1-based); false, and nothing done, when it has fewer.
    @discardableResult
    mutating func showEntryPoint(_ n: Int, at time: Double) -> Bool {
        let words = entryPoints
        guard n >= 1, n <= words.count else { return false }
        do { try setParameter(Self.entryParameter, to: words[n - 1], at: time) } catch { parameterLog.reject(error, at: time) }
        return true
    }
}
