import PlaygroundCore
import SwiftUI
import UIKit
import UIKitBridge

/// The views around the scroll view (docs/swiftui.md, "Views around the scroll view"): a title or header above it,
/// a toolbar of buttons, a bottom bar, a `.safeAreaInset` bar, an `.overlay` badge are laid out with the screen
/// (PlaygroundViewLayout+Screen.swift) and drawn over the scrolling content, fixed to the viewport, through the
/// path the items take (UIKit views flattened by `ViewTreeDrawing`) and the core's overlay (`ElementContentSource
/// .overlay`, as a hosted app's navigation bar is drawn). The scroll view clips its content to its frame (Apple,
/// `scrollClipDisabled(_:)`: "By default, a scroll view clips its content to its bounds"), so what lies outside
/// its frame is painted with the screen's background first; the views drawn before the scroll view (behind it)
/// are drawn there, the views after it (an overlay, a bar) over everything. A click on one of them runs its
/// `Button` action or `.onTapGesture` (`tapChrome(at:)`), and the state it sets re-renders the screen.
extension SwiftUIViewLayoutAdapter {
    /// What the screen around the scroll view draws, in the viewport's coordinates (the scroll view a hole).
    func screenDrawing() -> PlaygroundDrawing? {
        guard let root = layout.screenRoot else { return nil }
        let natural = context.naturalSizes, side = side, fixed = fixedItems
        let viewport = CGSize(width: context.viewport.width, height: context.viewport.height)
        return playgroundOnMainActor {
            PlaygroundViewLayout(photoSize: { k in CGSize(width: natural[k].width, height: natural[k].height) },
                                 side: side, fixedItems: fixed).screen(root, viewport: viewport, drawing: true).drawing
        }
    }

    public var overlay: ElementContent? {
        guard let hole = layout.scrollFrame else { return nil }
        if let known = drawn.chrome { return known }
        guard let drawing = screenDrawing() else { return nil }
        let background = contentBackground ?? PlaygroundCore.Color.background
        let viewport = CGSize(width: context.viewport.width, height: context.viewport.height)
        let content = playgroundOnMainActor { Self.screenContent(drawing, hole: hole, viewport: viewport, background: background) }
        drawn.chrome = .some(content)
        return content
    }

    /// The screen's drawing as content: bands of the background outside the hole holding what is behind the
    /// scroll view, then what is in front of it.
    @MainActor static func screenContent(_ drawing: PlaygroundDrawing, hole: CGRect, viewport: CGSize,
                                         background: PlaygroundCore.Color) -> ElementContent? {
        for name in drawing.notDrawn.sorted() {
            PlaygroundNotices.record("View", .approximated, "\(name) around the scroll view is not drawn here")
        }
        let (behind, front, _) = split(drawing.root)
        let root = UIView(frame: CGRect(origin: .zero, size: viewport))
        let fill = UIColor(red: CGFloat(background.r) / 255, green: CGFloat(background.g) / 255,
                           blue: CGFloat(background.b) / 255, alpha: 1)
        let w = viewport.width, h = viewport.height
        let bands = [CGRect(x: 0, y: 0, width: w, height: max(0, hole.minY)),
                     CGRect(x: 0, y: hole.maxY, width: w, height: max(0, h - hole.maxY)),
                     CGRect(x: 0, y: hole.minY, width: max(0, hole.minX), height: hole.height),
                     CGRect(x: hole.maxX, y: hole.minY, width: max(0, w - hole.maxX), height: hole.height)]
        for band in bands where band.width > 0.5 && band.height > 0.5 {
            let v = UIView(frame: band)
            v.clipsToBounds = true
            v.backgroundColor = fill
            for piece in behind?.children ?? [] {
                v.addSubview(view(piece, parentOrigin: band.origin, photoSize: { _ in Size(width: 1, height: 1) }))
            }
            root.addSubview(v)
        }
        for piece in front?.children ?? [] {
            root.addSubview(view(piece, parentOrigin: .zero, photoSize: { _ in Size(width: 1, height: 1) }))
        }
        let content = ViewTreeDrawing.content(of: root)
        return content.pieces.isEmpty ? nil : content
    }

    /// A piece split at the scroll view's hole: what is drawn before it (behind), what after (in front), and
    /// whether the hole was in it.
    static func split(_ piece: PlaygroundDrawing.PlaygroundPiece)
        -> (PlaygroundDrawing.PlaygroundPiece?, PlaygroundDrawing.PlaygroundPiece?, Bool) {
        if case .scrollHole = piece.kind { return (nil, nil, true) }
        guard case .group = piece.kind else { return (piece, nil, false) }
        var behind = piece, front = piece
        behind.children = []
        front.children = []
        var found = false
        for child in piece.children {
            if found { front.children.append(child); continue }
            let (b, f, hole) = split(child)
            if let b { behind.children.append(b) }
            if hole {
                found = true
                if let f { front.children.append(f) }
            }
        }
        return (behind.children.isEmpty ? nil : behind, front.children.isEmpty ? nil : front, found)
    }

    /// A click on the screen around the scroll view (viewport coordinates): the innermost view under it with a
    /// single-tap action runs it (a `Button`, `.onTapGesture`); true when the click was the screen's (outside the
    /// scroll view, or on a view over it), false when it is the items' (on the scroll view: the views around it
    /// whose frame holds the whole scroll view do not take it).
    public mutating func tapChrome(at point: Point) -> Bool {
        guard let hole = layout.scrollFrame, let drawing = screenDrawing() else { return false }
        let p = CGPoint(x: point.x, y: point.y)
        let onScroll = hole.contains(p)
        let before = PlaygroundStateChanges.generation
        let now = screenState.clock, pending = screenState.pendingTap
        enum Outcome { case none, ran, waiting(SwiftUIScreenState.PendingTap) }
        let outcome = playgroundOnMainActor { () -> Outcome in
            let hits = drawing.taps.filter { tap in
                tap.frame.contains(p) && !(onScroll && tap.frame.insetBy(dx: -0.5, dy: -0.5).contains(hole))
            }
            // A view with a double tap (`onTapGesture(count: 2)`) waits for the second click, as an item's does
            // (SwiftUIViewLayoutAdapter+Taps.swift; swiftchrome15): the pending tap's item is `chromeItem`.
            if let double = hits.last(where: { $0.count == 2 }) {
                if let pending, pending.item == Self.chromeItem, pending.frame == double.frame,
                   now - pending.time <= Self.doubleTapInterval {
                    double.action()
                    return .ran
                }
                return .waiting(SwiftUIScreenState.PendingTap(item: Self.chromeItem, frame: double.frame, time: now,
                                                              single: hits.last(where: { $0.count == 1 })?.action))
            }
            guard let hit = hits.last(where: { $0.count == 1 }) else { return .none }
            hit.action()
            return .ran
        }
        var ran = false
        switch outcome {
        case .none: break
        case .ran:
            ran = true
            screenState.pendingTap = nil
        case .waiting(let tap):
            screenState.pendingTap = tap
            return true
        }
        if ran, PlaygroundStateChanges.generation != before || PlaygroundScrollRequests.pending != nil {
            drawn.chrome = nil
            prepare(context)
        }
        return ran || !onScroll
    }

    /// The pending tap's item when the first click was on the screen's views, not an item.
    static let chromeItem = -1

    /// The file's own data's count once the file's code changed it (a "+" button appending to the `@State`
    /// array the items' `ForEach` is over, data loaded by a task): the playground then shows as many items as the
    /// data has, as it shows a hosted data source's (docs/swiftui.md, "Views around the scroll view"); before,
    /// nil: the panel's count (the data repeats, a range extends: "Items").
    public var dataItemCount: Int? { screenState.dataOwned ? layout.dataCount : nil }

    /// Notes the data's count after a preparation: a change from the first one makes the data the items' owner.
    func noteDataCount() {
        if let first = screenState.firstDataCount {
            if layout.dataCount != first { screenState.dataOwned = true }
        } else {
            screenState.firstDataCount = layout.dataCount
        }
    }
}

/// What the screen keeps between preparations: the first count of the file's data and whether its code changed it.
final class SwiftUIScreenState: @unchecked Sendable {
    var firstDataCount: Int?
    var dataOwned = false
    /// The playground's clock, seconds (the last `advanceMotion(to:)`).
    var clock = 0.0
    /// A first click on a view with a double tap, waiting for the second (SwiftUIViewLayoutAdapter+Taps.swift).
    struct PendingTap {
        var item: Int
        var frame: CGRect
        var time: Double
        var single: (() -> Void)?
    }
    var pendingTap: PendingTap?
}
