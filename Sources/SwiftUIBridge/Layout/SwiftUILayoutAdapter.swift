import PlaygroundCore
import SwiftUI

/// A SwiftUI `Layout` as the core's `CollectionLayout` (docs/swiftui.md): its subviews are the playground's items,
/// laid out as if in `ScrollView { TheLayout { ForEach(items) { item } } }`.
///
/// The scroll view proposes the viewport's width and an unspecified height (vertical; a layout whose
/// `layoutProperties.stackOrientation` is horizontal and that does not wrap (`wraps(_:)`) scrolls horizontally and
/// gets the viewport's height and an unspecified width); the layout's `sizeThatFits` answer is the content, centered across the scroll axis when
/// narrower than the viewport (SwiftUI's ScrollView centers its content); `placeSubviews` gets bounds of that size;
/// a subview the layout does not place sits at the center of the bounds at the size it takes for the layout's
/// proposal (Apple: "If you don't call place for a subview, the view appears at the center of its layout
/// container").
///
///     var adapter = SwiftUILayoutAdapter(AnyLayout(HStackLayout()), name: "row")
///     adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3))
public struct SwiftUILayoutAdapter: CollectionLayout, @unchecked Sendable {
    public let name: String
    let layout: AnyLayout
    let sizing: SwiftUIItemSizing
    let side: CGFloat
    public let scrollAxis: PlaygroundCore.Axis
    /// Proposed the whole viewport rather than an unspecified length along the scroll axis (`fillsProposal`).
    let fillsViewport: Bool
    /// A flow that measures its subviews with the whole width it is given (`measuresFlowWithWholeWidth`): fitted
    /// items answer at most their ideal size.
    let capsFittedItems: Bool
    var frames: [Rect] = []
    var size = Size(width: 0, height: 0)
    var viewport = Size(width: 0, height: 0)
    /// What went wrong in the last prepare (a non-finite size), for the checker; nil when fine.
    public private(set) var problem: String?
    /// A warning when the last prepare placed every item with no area (`zeroSizedItems`).
    var zeroSizedWarning: LayoutNotice?

    public init(_ layout: AnyLayout, name: String, sizing: SwiftUIItemSizing = .fit, side: CGFloat = 100) {
        self.layout = layout
        self.name = name
        self.sizing = sizing
        self.side = side
        let orientation = layout.playgroundLayoutProperties.stackOrientation
        scrollAxis = (orientation == .horizontal && !Self.wraps(layout)) || (orientation == nil && Self.needsHeight(layout))
            ? .horizontal : .vertical
        fillsViewport = orientation == nil && Self.fillsProposal(layout)
        capsFittedItems = sizing == .fit && !fillsViewport && Self.measuresFlowWithWholeWidth(layout)
    }

    /// Whether the layout is a flow (a wrapping row of tags) that measures each subview with the whole proposal
    /// (`subview.sizeThatFits(proposal)`, as ksemianov/WrappingHStack and most flow layouts found do): twenty
    /// 100-point squares proposed 400 × nil are each proposed 400 points wide, come back at most 400 wide, and are
    /// placed in more than one row with more than one square in a row. Such a layout is written for views that
    /// keep their ideal size (a `Text` is never wider than its text); a fitted photo takes whatever width it is
    /// given, so every item would fill a row alone (swiftui13: one 1,280 × 1,280 item on screen). Decided: a fitted
    /// item of such a layout answers at most its ideal size (`itemSide` wide at its photo's aspect ratio), as a text
    /// does; the panel's `fixed` sizing is unchanged (docs/swiftui.md, "A `Layout` as the playground's layout").
    package static func measuresFlowWithWholeWidth(_ layout: AnyLayout) -> Bool {
        final class Widest { var width: CGFloat = 0 }
        let widest = Widest()
        let sources = (0..<20).map { _ in
            PlaygroundSubviewSource { p in
                if let w = p.width, w.isFinite { widest.width = max(widest.width, w) }
                return CGSize(width: 100, height: 100)
            }
        }
        let subviews = LayoutSubviews(sources.map(LayoutSubview.init))
        var cache = layout.makeCache(subviews: subviews)
        let proposal = ProposedViewSize(width: 400, height: nil)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        guard size.width.isFinite, size.height.isFinite, size.width <= 400.5, size.height >= 99.5 else { return false }
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: size.width, height: size.height), proposal: proposal,
                             subviews: subviews, cache: &cache)
        let placed = sources.compactMap(\.placement)
        let rows = Set(placed.map { ($0.minY * 2).rounded() })
        return widest.width >= 399.5 && placed.count == sources.count && rows.count > 1 && rows.count < placed.count
    }

    /// Whether a layout that declares no orientation needs both dimensions (a grid that divides whatever it is
    /// given, as `FeaturedGrid` does): twenty 100-point squares proposed 400 × nil come back less tall than one
    /// square (`replacingUnspecifiedDimensions`' 10 points), and proposed nil × 400 no wider than 400. Such a layout
    /// is not a scroll view's content: it is proposed the whole viewport and placed there, as in a view filling the
    /// screen (`.frame(maxWidth: .infinity, maxHeight: .infinity)`; decided, docs/swiftui.md "The proposal").
    package static func fillsProposal(_ layout: AnyLayout) -> Bool {
        let subviews = probe
        var cache = layout.makeCache(subviews: subviews)
        let tall = layout.sizeThatFits(proposal: ProposedViewSize(width: 400, height: nil), subviews: subviews, cache: &cache)
        guard tall.height.isFinite, tall.height < 100 else { return false }
        let wide = layout.sizeThatFits(proposal: ProposedViewSize(width: nil, height: 400), subviews: subviews, cache: &cache)
        return wide.width.isFinite && wide.width <= 400.5
    }

    /// Twenty 100-point squares as a probe's subviews.
    static var probe: LayoutSubviews {
        LayoutSubviews((0..<20).map { _ in LayoutSubview(PlaygroundSubviewSource { _ in CGSize(width: 100, height: 100) }) })
    }

    /// Whether a layout that declares no orientation lays out along x in the height it is given (a horizontal
    /// masonry with `rows:`): proposed 400 × nil it comes back less tall than one of twenty 100-point squares (it
    /// took the unspecified height as `replacingUnspecifiedDimensions`' 10 points), and proposed nil × 400 wider than
    /// 400. Such a layout scrolls horizontally, as it would be used in `ScrollView(.horizontal)` (decided: SwiftUI
    /// does not say which scroll view a layout belongs in).
    static func needsHeight(_ layout: AnyLayout) -> Bool {
        let subviews = probe
        var cache = layout.makeCache(subviews: subviews)
        let tall = layout.sizeThatFits(proposal: ProposedViewSize(width: 400, height: nil), subviews: subviews, cache: &cache)
        guard tall.height.isFinite, tall.height < 100 else { return false }
        let wide = layout.sizeThatFits(proposal: ProposedViewSize(width: nil, height: 400), subviews: subviews, cache: &cache)
        return wide.width.isFinite && wide.width > 400.5
    }

    /// Whether a layout that declares a horizontal stack orientation keeps within a proposed width (a wrapping
    /// flow, which declares it for its spacers' direction): twenty 100-point squares proposed 400 × nil come back at
    /// most 400 wide and at least one square tall (they are laid out in that width). Such a layout scrolls
    /// vertically, as it would in SwiftUI's default `ScrollView` (decided: the orientation alone cannot tell a row
    /// from a flow). A horizontal layout that answers less than a square tall without a height (lukepistrol's
    /// `MasonryHStack(rows:)` returns `.zero` when `proposal.height` is nil) needs the height: it does not wrap, it
    /// scrolls horizontally (swiftui13; before, its zero answer counted as "within 400" and it was laid out in a
    /// vertical scroll view with no height, every item unplaced at the center).
    static func wraps(_ layout: AnyLayout) -> Bool {
        let probe = LayoutSubviews((0..<20).map { _ in
            LayoutSubview(PlaygroundSubviewSource { _ in CGSize(width: 100, height: 100) })
        })
        var cache = layout.makeCache(subviews: probe)
        let size = layout.sizeThatFits(proposal: ProposedViewSize(width: 400, height: nil), subviews: probe, cache: &cache)
        return size.width.isFinite && size.width <= 400.5 && size.height.isFinite && size.height >= 99.5
    }

    public mutating func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        let n = max(0, context.itemCount)
        let sizing = sizing, side = side, caps = capsFittedItems
        let sources = (0..<n).map { i -> PlaygroundSubviewSource in
            let natural = context.naturalSizes[i]
            let nsize = CGSize(width: natural.width, height: natural.height)
            guard caps else { return PlaygroundSubviewSource { sizing.size(natural: nsize, side: side, proposal: $0) } }
            // A flow's fitted item: at most its ideal size (`measuresFlowWithWholeWidth`).
            let ideal = sizing.size(natural: nsize, side: side, proposal: .unspecified)
            return PlaygroundSubviewSource { p in
                let w = min(p.width ?? .infinity, ideal.width), h = min(p.height ?? .infinity, ideal.height)
                return sizing.size(natural: nsize, side: side, proposal: ProposedViewSize(width: w.isFinite ? w : nil,
                                                                                          height: h.isFinite ? h : nil))
            }
        }
        let subviews = LayoutSubviews(sources.map(LayoutSubview.init))
        var cache = layout.makeCache(subviews: subviews)
        let vertical = scrollAxis == .vertical
        let proposal = fillsViewport ? ProposedViewSize(width: CGFloat(viewport.width), height: CGFloat(viewport.height))
            : vertical ? ProposedViewSize(width: CGFloat(viewport.width), height: nil)
            : ProposedViewSize(width: nil, height: CGFloat(viewport.height))
        var fitted = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        if !(fitted.width.isFinite && fitted.height.isFinite) {
            problem = "sizeThatFits(proposal:subviews:cache:) returned \(fitted.width) × \(fitted.height) for "
                + "\(proposal.width.map { "\($0)" } ?? "nil") × \(proposal.height.map { "\($0)" } ?? "nil")"
            fitted = CGSize(width: fitted.width.isFinite ? fitted.width : 0, height: fitted.height.isFinite ? fitted.height : 0)
        } else {
            problem = nil
        }
        fitted = CGSize(width: max(0, fitted.width), height: max(0, fitted.height))
        let across = vertical ? max(0, (CGFloat(viewport.width) - fitted.width) / 2)
            : max(0, (CGFloat(viewport.height) - fitted.height) / 2)
        let bounds = CGRect(x: vertical ? across : 0, y: vertical ? 0 : across, width: fitted.width, height: fitted.height)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        frames = sources.map { source in
            let r = source.placement ?? {
                let s = source.sizeThatFits(proposal)
                return CGRect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
            }()
            return Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
        }
        size = vertical ? Size(width: viewport.width, height: Double(fitted.height))
            : Size(width: Double(fitted.width), height: viewport.height)
        zeroSizedWarning = Self.zeroSizedItems(frames: frames, subviews: subviews, layout: layout.playgroundTypeName)
    }

    /// A one-line warning when every item has no area (swiftui14): the file's own arithmetic gave 0 — a subview
    /// proposed `.zero` or a zero width or height, which a fitted photo answers with 0 as SwiftUI's
    /// `Image.resizable().aspectRatio(contentMode: .fit)` does (it scales the image to fit the proposal) — and
    /// iOS would show nothing either. Named so the author knows where to look; nil when any item has an area.
    static func zeroSizedItems(frames: [Rect], subviews: LayoutSubviews, layout: String) -> LayoutNotice? {
        guard !frames.isEmpty, frames.allSatisfy({ $0.width <= 0 || $0.height <= 0 }) else { return nil }
        func length(_ v: CGFloat?) -> String { v.map { Readable.number(Double($0)) } ?? "nil" }
        let proposals = Set(subviews.compactMap { s -> String? in
            s.playgroundSource.placementProposal.map { "\(length($0.width)) × \(length($0.height))" }
        })
        let placed = subviews.contains { $0.playgroundSource.placement != nil }
        let how = !placed ? "it places no subview and its sizeThatFits answers a size of no area"
            : proposals.count == 1 ? "its placeSubviews proposes \(proposals.first!) to every subview"
            : "its placeSubviews proposes sizes its subviews answer with no area"
        return LayoutNotice(symbol: "\(layout).placeSubviews(in:proposal:subviews:cache:)", state: LayoutNotice.warning,
                            message: "every item is 0 × 0: \(how) (a fitted photo answers 0 to a proposal of 0); "
                                + "iOS would show nothing either")
    }

    public var contentSize: Size { size }

    public var contentOffsetRange: (min: Point, max: Point) {
        Self.standardOffsetRange(contentSize: size, viewport: viewport)
    }

    public func attributes(forItem indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < frames.count else { return nil }
        return LayoutAttributes(cell: indexPath, frame: frames[indexPath.item])
    }

    /// The items whose frames meet `rect`. O(items): a custom `Layout` places every subview at once.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        frames.indices.compactMap { i in
            frames[i].intersects(rect) ? LayoutAttributes(cell: PlaygroundCore.IndexPath(item: i), frame: frames[i]) : nil
        }
    }
}
