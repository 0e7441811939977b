import PlaygroundCore
import SwiftUI

/// How a playground item answers a layout's size proposals, as a subview (docs/swiftui.md, "Items as subviews").
public enum SwiftUIItemSizing: String, Sendable, CaseIterable {
    /// As `Image(photo).resizable().aspectRatio(contentMode: .fit)` would: the photo's aspect ratio fitted into the
    /// proposal; its ideal size (an unspecified proposal) is `side` points wide.
    case fit
    /// As `.frame(width: side, height: side)` would: `side` × `side` whatever the proposal.
    case fixed

    /// The size an item of natural size `natural` takes for `proposal`.
    ///
    /// Fit: a nil or infinite dimension is unspecified; with both unspecified the ideal size (`side` wide at the
    /// photo's aspect ratio); with one finite, the other follows the aspect ratio; with both finite, the largest size
    /// of that aspect ratio inside them (SwiftUI's `.fit`).
    ///
    ///     SwiftUIItemSizing.fit.size(natural: CGSize(width: 4, height: 3), side: 100,
    ///                                proposal: ProposedViewSize(width: 200, height: nil))   // 200 × 150
    public func size(natural: CGSize, side: CGFloat, proposal: ProposedViewSize) -> CGSize {
        if self == .fixed { return CGSize(width: side, height: side) }
        let aspect = natural.width > 0 && natural.height > 0 && natural.width.isFinite && natural.height.isFinite
            ? natural.width / natural.height : 1
        let w = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let h = proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil }
        switch (w, h) {
        case (nil, nil): return CGSize(width: side, height: side / aspect)
        case (let w?, nil): return CGSize(width: w, height: w / aspect)
        case (nil, let h?): return CGSize(width: h * aspect, height: h)
        case (let w?, let h?):
            return w / max(h, .leastNonzeroMagnitude) > aspect ? CGSize(width: h * aspect, height: h)
                : CGSize(width: w, height: w / aspect)
        }
    }
}
