/// A self-sizing cell's sizes, for the inspector (docs/cells.md, "Self-sizing"): the frame the layout gave it
/// from its estimate before the cell measured itself, and the size `preferredLayoutAttributesFitting(_:)` measured.
/// The jump is what a user sees on iOS when the estimate was wrong: the size change and how far the cell moved.
///
///     let r = SelfSizingRecord(estimatedFrame: Rect(x: 0, y: 88, width: 390, height: 44),
///                              measured: Size(width: 390, height: 63.5))
///     r.lines(current: Rect(x: 0, y: 107.5, width: 390, height: 63.5))
///     // ["estimated 390 × 44 at (0, 88)", "measured 390 × 63.5", "jump +0 × +19.5, moved (+0, +19.5)"]
public struct SelfSizingRecord: Hashable, Sendable {
    public var estimatedFrame: Rect
    public var measured: Size

    public init(estimatedFrame: Rect, measured: Size) {
        self.estimatedFrame = estimatedFrame
        self.measured = measured
    }

    /// The size change, measured − estimated, points.
    public var sizeJump: Size {
        Size(width: measured.width - estimatedFrame.width, height: measured.height - estimatedFrame.height)
    }

    /// The inspector card's lines, with the cell's frame now.
    public func lines(current: Rect) -> [String] {
        func n(_ v: Double) -> String { Readable.number(v) }
        func signed(_ v: Double) -> String { (v >= 0 ? "+" : "−") + n(abs(v)) }
        let j = sizeJump
        let dx = current.minX - estimatedFrame.minX, dy = current.minY - estimatedFrame.minY
        return ["estimated \(n(estimatedFrame.width)) × \(n(estimatedFrame.height)) at (\(n(estimatedFrame.minX)), \(n(estimatedFrame.minY)))",
                "measured \(n(measured.width)) × \(n(measured.height))",
                "jump \(signed(j.width)) × \(signed(j.height)), moved (\(signed(dx)), \(signed(dy)))"]
    }

    /// The cell's tag: "est 390×44 → 390×63.5".
    public var tag: String {
        func n(_ v: Double) -> String { Readable.number(v) }
        return "est \(n(estimatedFrame.width))×\(n(estimatedFrame.height)) → \(n(measured.width))×\(n(measured.height))"
    }
}

/// A layout whose cells size themselves: each measured cell's record (nil: not self-sizing, or not measured yet).
public protocol SelfSizingSource {
    func selfSizing(for attributes: LayoutAttributes) -> SelfSizingRecord?
}
