/// SwiftUI's stack algorithm, shared by `HStackLayout` and `VStackLayout` (Apple documents the behaviour, not the
/// algorithm; this follows the description in Apple's WWDC22 session "Compose custom layouts with SwiftUI" and
/// objc.io's "Thinking in SwiftUI": the space left after spacing is offered to the subviews in order of layout
/// priority (highest first) and, within a priority, of flexibility (least flexible first), each getting an equal
/// share of what is left; the cross axis gets the stack's proposal unchanged).
struct StackSolver {
    let axis: Axis
    let spacing: CGFloat?

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (subviews.startIndex..<(subviews.endIndex - 1)).map { i in
            spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        }
    }

    private func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private func proposal(along value: CGFloat?, cross: ProposedViewSize) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: value, height: cross.height)
            : ProposedViewSize(width: cross.width, height: value)
    }

    /// The proposal each subview gets along the axis, in subview order.
    func proposals(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [ProposedViewSize] {
        let total = axis == .horizontal ? proposal.width : proposal.height
        guard var left = total else {
            return subviews.map { _ in self.proposal(along: nil, cross: proposal) }
        }
        left -= gaps(subviews).reduce(0, +)
        let indices = Array(subviews.indices)
        let minimum = indices.map { along(subviews[$0].sizeThatFits(self.proposal(along: 0, cross: proposal))) }
        let maximum = indices.map { along(subviews[$0].sizeThatFits(self.proposal(along: .infinity, cross: proposal))) }
        var result = [ProposedViewSize](repeating: .zero, count: indices.count)
        let priorities = Set(indices.map { subviews[$0].priority }).sorted(by: >)
        for priority in priorities {
            let group = indices.filter { subviews[$0].priority == priority }
                .sorted { maximum[$0 - subviews.startIndex] - minimum[$0 - subviews.startIndex]
                    < maximum[$1 - subviews.startIndex] - minimum[$1 - subviews.startIndex] }
            // Lower priorities keep at least their minimum sizes.
            let reserved = indices.filter { subviews[$0].priority < priority }
                .map { minimum[$0 - subviews.startIndex] }.reduce(0, +)
            var available = max(0, left - reserved)
            var count = group.count
            for i in group {
                let offer = max(0, available / CGFloat(count))
                let p = self.proposal(along: offer, cross: proposal)
                result[i - subviews.startIndex] = p
                let taken = along(subviews[i].sizeThatFits(p))
                available -= taken
                left -= taken
                count -= 1
            }
        }
        return result
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let sizes = zip(subviews, proposals(proposal, subviews)).map { $0.sizeThatFits($1) }
        let length = sizes.map(along).reduce(0, +) + gaps(subviews).reduce(0, +)
        let cross = sizes.map { axis == .horizontal ? $0.height : $0.width }.max() ?? 0
        return axis == .horizontal ? CGSize(width: length, height: cross) : CGSize(width: cross, height: length)
    }

    func place(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
               guide: (ViewDimensions) -> CGFloat) {
        let proposals = proposals(proposal, subviews)
        let dims = zip(subviews, proposals).map { $0.dimensions(in: $1) }
        let line = dims.map(guide).max() ?? 0
        let gaps = gaps(subviews)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (k, subview) in subviews.enumerated() {
            let d = dims[k]
            let cross = (axis == .horizontal ? bounds.minY : bounds.minX) + line - guide(d)
            let point = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            subview.place(at: point, anchor: .topLeading, proposal: proposals[k])
            position += (axis == .horizontal ? d.width : d.height) + (k < gaps.count ? gaps[k] : 0)
        }
    }
}

/// A horizontal stack as a layout (SwiftUI's `HStackLayout`).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackSolver(axis: .horizontal, spacing: spacing).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let alignment = alignment
        StackSolver(axis: .horizontal, spacing: spacing).place(bounds, proposal, subviews) { $0[alignment] }
    }
}

/// A vertical stack as a layout (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackSolver(axis: .vertical, spacing: spacing).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let alignment = alignment
        StackSolver(axis: .vertical, spacing: spacing).place(bounds, proposal, subviews) { $0[alignment] }
    }
}

/// An overlaying stack as a layout (SwiftUI's `ZStackLayout`): each subview gets the stack's proposal and the
/// subviews line up on the alignment, each at its value of the alignment's guides (its default, or the one set
/// with `.alignmentGuide`); the stack encloses its aligned subviews (Apple, `ZStack`: "overlays its subviews,
/// aligning them in both axes"; with default guides the stack is as large as its largest subview, and with
/// explicit guides, which move subviews off the common alignment point, it grows to hold them all: decided from
/// Apple's WWDC19 session "Building Custom Views with SwiftUI", where alignment guides move views within their
/// stack and the stack's bounds follow, the pre-`Layout` flow grids' whole premise).
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        aligned(proposal, subviews).union.size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (frames, union) = aligned(proposal, subviews)
        // The common alignment point: where the enclosing rectangle puts it, the rectangle aligned in `bounds` by
        // the stack's alignment when the bounds are larger.
        let spare = ViewDimensions(width: max(0, bounds.width - union.width), height: max(0, bounds.height - union.height))
        let x = bounds.minX - union.minX + alignment.horizontal.id.defaultValue(in: spare)
        let y = bounds.minY - union.minY + alignment.vertical.id.defaultValue(in: spare)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: x + frame.minX, y: y + frame.minY), anchor: .topLeading, proposal: proposal)
        }
    }

    /// Each subview's frame with the alignment point at the origin, and the rectangle that encloses them (zero when
    /// there are none). Each subview's dimensions are asked for once, in order.
    private func aligned(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (frames: [CGRect], union: CGRect) {
        let frames = subviews.map { subview -> CGRect in
            let d = subview.dimensions(in: proposal)
            return CGRect(x: -d[alignment.horizontal], y: -d[alignment.vertical], width: d.width, height: d.height)
        }
        guard var union = frames.first else { return ([], .zero) }
        for f in frames.dropFirst() { union = union.union(f) }
        return (frames, union)
    }
}
