import Foundation

/// `ViewThatFits`' choice as a layout.
/// Playground extension (not in UIKit): the layout `ViewThatFits` is made of; user code never names it.
public struct PlaygroundFirstFittingLayout: Layout {
    let axes: Axis.Set

    /// The index of the first subview whose ideal size fits `proposal` along the axes (an unspecified dimension
    /// fits anything), else the last.
    func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for (i, s) in subviews.enumerated() {
            let ideal = s.sizeThatFits(.unspecified)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return i }
        }
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let i = chosen(proposal, subviews) else { return .zero }
        return subviews[i].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let pick = chosen(proposal, subviews)
        for (i, s) in subviews.enumerated() {
            if i == pick {
                s.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
            } else {
                s.playgroundHide()
            }
        }
    }
}
