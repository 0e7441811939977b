/// How a layout file's check treats broken rules (docs/custom-layouts.md, docs/uikit.md "The check").
public enum CheckPolicy: String, Sendable, Hashable {
    /// Native playground layouts: every broken rule refuses the layout, at every step of the ladder.
    case everyRule
    /// UIKit layouts: refused only for what would break on iOS too (geometry that is not finite or too large, a
    /// trap, a hang) at the session's own item count and viewport; every other broken rule, and anything at the
    /// ladder's other sizes, is a warning.
    case asIOS
}

extension LayoutValidator {
    /// The item count and viewport a session shows first when the check is not told (the window's defaults: the
    /// 120 bundled images at 1280×800).
    public static let defaultSession = (itemCount: 120, viewport: Size(width: 1280, height: 800))

    /// What the as-iOS check tells its caller as it goes, so that a child process that dies at a later step has
    /// already said what it found.
    public struct Report {
        /// Before each step: `120 items, viewport 1280x800`.
        public var step: (String) -> Void = { _ in }
        /// A warning, each rule once.
        public var warning: (LayoutWarning) -> Void = { _ in }
        /// The session's own step passed: from here on a trap or a hang is a warning.
        public var sessionPassed: () -> Void = {}
        /// In the session's own step, after the first prepare: what the command will do next with the layout
        /// before it looks at it (a hosted controller's main-queue work: `dump` waits for a data source's first
        /// items), so that what traps there refuses the layout here, with its message, instead of ending the command.
        public var settle: (any CollectionLayout) -> Void = { _ in }

        public init(step: @escaping (String) -> Void = { _ in }, warning: @escaping (LayoutWarning) -> Void = { _ in },
                    sessionPassed: @escaping () -> Void = {},
                    settle: @escaping (any CollectionLayout) -> Void = { _ in }) {
            self.step = step
            self.warning = warning
            self.sessionPassed = sessionPassed
            self.settle = settle
        }
    }

    /// `120 items, viewport 1280x800`.
    public static func describe(count: Int, viewport: Size) -> String {
        "\(count) items, viewport \(Int(viewport.width))x\(Int(viewport.height))"
    }

    /// The check of a UIKit layout (`CheckPolicy.asIOS`): the session's own item count and viewport first — a fatal
    /// finding there refuses the layout (the lines returned) — then the ladder, whose findings are all warnings.
    /// Every non-fatal finding is reported once per rule, with what UIKit would do.
    public static func checkAsIOS(_ make: () -> any CollectionLayout, session: (itemCount: Int, viewport: Size)?,
                                  probe: Probe = { _ in }, report: Report = Report()) -> [String] {
        let session = session ?? defaultSession
        var warned: Set<String> = []
        func warn(_ rule: LayoutFinding.Rule, _ detail: String, at step: String?, element: LayoutWarning.Element?) {
            guard warned.insert(rule.rawValue).inserted else { return }
            let place = step.map { " at \($0)" } ?? ""
            report.warning(LayoutWarning(rule: rule.rawValue, message: "\(detail)\(place); \(rule.whatUIKitDoes)",
                                         element: element))
        }

        // The session's own step: what a user sees first.
        let here = describe(count: session.itemCount, viewport: session.viewport)
        report.step(here)
        let (findings, target, name) = step(make, count: session.itemCount, viewport: session.viewport, probe: probe,
                                            settle: report.settle)
        let fatal = findings.filter(\.rule.isFatal)
        if !fatal.isEmpty { return fatal.map { "\($0.line) (\(here))" } }
        if let target { return ["\(name): \(target) (\(here))"] }
        for f in findings { warn(f.rule, f.detail, at: nil, element: f.element) }
        report.sessionPassed()

        // The ladder: warnings only.
        let steps = ladderSteps(session: nil)
        for viewport in steps.viewports {
            for count in steps.counts where !(count == session.itemCount && viewport == session.viewport) {
                let at = describe(count: count, viewport: viewport)
                report.step(at)
                let (findings, target, _) = step(make, count: count, viewport: viewport, probe: probe)
                for f in findings { warn(f.rule, f.detail, at: at, element: nil) }
                if let target { warn(.nonFinite, target, at: at, element: nil) }
            }
        }
        return []
    }

    /// One step: the findings at `count` items in `viewport`, and a snap target that is not finite (its detail).
    static func step(_ make: () -> any CollectionLayout, count: Int, viewport: Size, probe: Probe,
                     settle: ((any CollectionLayout) -> Void)? = nil)
        -> (findings: [LayoutFinding], target: String?, name: String) {
        probe("makeLayout")
        var layout = make()
        let context = LayoutContext(viewport: viewport, itemCount: count, naturalSizes: ladderSizes)
        probe("prepare")
        layout.prepare(context)
        if let settle {
            probe("the app's main-queue work after loading")
            settle(layout)
        }
        let found = findings(of: layout, context: context, probe: probe)
        // No snap target is asked of a layout whose geometry is already broken (its answers would be too).
        if found.contains(where: \.rule.isFatal) { return (found, nil, layout.name) }
        probe("contentOffsetRange")
        let range = layout.contentOffsetRange
        let middle = Point(x: (range.min.x + range.max.x) / 2, y: (range.min.y + range.max.y) / 2)
        for v in [-2000.0, 0, 2000] {
            probe("targetContentOffset(proposed:velocity:)")
            let target = layout.targetContentOffset(proposed: middle, velocity: Point(x: v, y: v))
            if !target.isFinite {
                return (found, "targetContentOffset(proposed: \(Readable.point(middle)), velocity: \(Readable.number(v))) "
                        + "is \(target), not finite", layout.name)
            }
        }
        probe("snapPage(for:)")
        _ = layout.snapPage(for: middle)
        return (found, nil, layout.name)
    }
}
