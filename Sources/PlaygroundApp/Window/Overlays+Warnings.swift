import PlaygroundCore

/// The layout's warnings in the window (docs/hosting.md, issue 32): a badge in the HUD, the list in the inspector,
/// and the elements they are about outlined in the alert colour while the inspector is open.
extension Overlays {
    /// The HUD's badge: "2 warnings (I)"; nil with none.
    static func warningBadge(_ count: Int) -> (String, Color, Int)? {
        count > 0 ? ("\(count) warning\(count == 1 ? "" : "s") (I)", alertColor, 6) : nil
    }

    /// The inspector box's lines for the warnings: the first `shown`, then how many more.
    static func warningLines(_ warnings: [LayoutWarning], shown: Int = 4) -> [String] {
        guard !warnings.isEmpty else { return [] }
        var lines = warnings.prefix(shown).map { w in
            let line = "warning [\(w.rule)]: " + UserText.oneLine(w.message)
            return line.count > 120 ? line.prefix(119) + "…" : line
        }
        if warnings.count > shown { lines.append("… and \(warnings.count - shown) more (dump and the trace list them all)") }
        return lines
    }

    /// Outlines the shown elements a warning names (category, section, item), in the alert colour.
    func outlineWarned(_ list: DrawList, _ warnings: [LayoutWarning], viewport: Size) {
        let named = Set(warnings.compactMap(\.element))
        guard !named.isEmpty else { return }
        let screen = Rect(origin: .zero, size: viewport)
        for item in list.items where item.role == .content && item.quad.isFinite {
            let a = item.attributes
            let e = LayoutFinding.element(a.category, a.indexPath)
            guard named.contains(e), item.quad.bounds.intersects(screen) else { continue }
            stroke(item.quad, Self.alertColor)
        }
    }
}
