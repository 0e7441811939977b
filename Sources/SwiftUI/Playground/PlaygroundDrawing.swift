import Foundation

/// What an item view draws (docs/swiftui.md, "Drawing item views"): its text, images, colours and shapes, with
/// the backgrounds, overlays, clips, borders and shadows around them, back to front, in the content's
/// coordinates. The bridge turns it into UIKit views and draws them as UIKit cells are drawn.
/// Playground hook (package): not part of SwiftUI's API.
package final class PlaygroundDrawing {
    /// One drawn view.
    package struct PlaygroundPiece {
        package enum PlaygroundKind {
            /// Its children, clipped to `frame` with `clipRadius` when set (or to `clipPath`, in the frame's
            /// coordinates), at `opacity`.
            case group(clipRadius: CGFloat?, opacity: CGFloat, clipPath: Path? = nil)
            case fill(Color, cornerRadius: CGFloat)
            case stroke(Color, width: CGFloat, cornerRadius: CGFloat)
            /// A text (its lines wrapped to `frame`'s width) in the system font at `size` points and `weight`
            /// (UIFont.Weight's raw value).
            case text(String, size: CGFloat, weight: CGFloat, color: Color, alignment: TextAlignment)
            /// The item's photo, stretched to `frame`.
            case photo(Int)
            /// A system symbol (a placeholder in `color`).
            case symbol(String, color: Color)
            case shadow(Color, radius: CGFloat, cornerRadius: CGFloat)
            /// A path (in `frame`'s coordinates, from its top-left) filled (`eoFill`: the even-odd rule) or, with a
            /// `stroke`, stroked, with a colour or a gradient (over `frame`).
            case path(Path, paint: PlaygroundPaint, stroke: StrokeStyle?, eoFill: Bool)
            /// A UIKit view of a representable, laid out at `frame` and drawn as UIKit views are.
            case uiView(UIView)
            /// Where the screen's scroll view is (a screen's drawing: docs/swiftui.md, "Views around the scroll
            /// view"): what was drawn before it is behind the scrolling content, what comes after is over it.
            case scrollHole
        }
        package var kind: PlaygroundKind
        package var frame: CGRect
        package var children: [PlaygroundPiece] = []
    }

    /// The item's own group: its frame is the item's.
    package private(set) var root: PlaygroundPiece
    /// Where groups being filled are (indices into their parents' children, from the root).
    private var path: [Int] = []
    /// Views this drawing cannot show (unevaluated views, custom shapes): the item is drawn as its photo then.
    package var notDrawn: Set<String> = []
    /// Modifiers inside the item view drawn without their effect (a notice each).
    package var ignored: Set<String> = []
    /// The views with a tap action (`onTapGesture`, `Button`, a `TapGesture`), outermost first, with their frames in
    /// the content's coordinates and how many taps they need.
    package var taps: [(frame: CGRect, count: Int, action: () -> Void)] = []
    /// The drags and long presses of the item's views (outermost first), with their views' frames in the
    /// content's coordinates (docs/swiftui.md, "Drags and long presses").
    package var gestures: [(frame: CGRect, gesture: PlaygroundRecognizedGestureBox)] = []

    /// What a single tap at `point` (content coordinates) runs: the innermost view under it with a single-tap
    /// action (SwiftUI gives a tap to the innermost view's gesture first: Apple, "Composing SwiftUI gestures";
    /// decided: a view with a double-tap action only does not take a single click).
    package func tapAction(at point: CGPoint) -> (() -> Void)? {
        taps.last { $0.count == 1 && $0.frame.contains(point) }?.action
    }
    /// True while the item view's outermost modifiers are placed: their effects are the item's own (its
    /// attributes' transform and alpha), not drawn again.
    var atTop = true

    init(frame: CGRect) { root = PlaygroundPiece(kind: .group(clipRadius: nil, opacity: 1), frame: frame) }

    /// Whether the drawing is just the item's photo filling the item (the playground's photo draws it).
    package var isPlainPhoto: Bool {
        guard root.children.count == 1, case .photo = root.children[0].kind else { return false }
        let f = root.children[0].frame, r = root.frame
        return abs(f.minX - r.minX) < 0.5 && abs(f.minY - r.minY) < 0.5 && abs(f.width - r.width) < 0.5
            && abs(f.height - r.height) < 0.5
    }

    private func withCurrent(_ body: (inout PlaygroundPiece) -> Void) {
        func go(_ piece: inout PlaygroundPiece, _ k: Int) {
            if k == path.count { body(&piece) } else { go(&piece.children[path[k]], k + 1) }
        }
        go(&root, 0)
    }

    func add(_ kind: PlaygroundPiece.PlaygroundKind, _ frame: CGRect) {
        guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else { return }
        withCurrent { $0.children.append(PlaygroundPiece(kind: kind, frame: frame)) }
    }

    func push(_ kind: PlaygroundPiece.PlaygroundKind, _ frame: CGRect) {
        var index = 0
        withCurrent { current in
            index = current.children.count
            current.children.append(PlaygroundPiece(kind: kind, frame: frame))
        }
        path.append(index)
    }

    func pop() { _ = path.popLast() }

    /// A leaf view at `rect`: what it draws in the environment `env`.
    func leaf(_ leaf: PlaygroundLeaf, _ rect: CGRect, _ env: PlaygroundViewLayout.Environment) {
        let foreground = env.foreground ?? .primary
        switch leaf {
        case .text(let s):
            add(.text(s, size: env.font.size, weight: env.textWeight.value, color: foreground,
                      alignment: env.textAlignment), rect)
        case .image(let name, true, _): add(.symbol(name, color: env.foreground ?? .accentColor), rect)
        case .image(let name, false, _):
            if let item = env.item { add(.photo(item), rect) } else { notDrawn.insert("Image(\"\(name)\")") }
        case .color(let c): add(.fill(c, cornerRadius: 0), rect)
        case .shape(let kind, let paint, let stroke, let eoFill):
            let paint = paint ?? env.foregroundPaint ?? .color(foreground)
            let rounded = kind.rounded(in: rect)
            if case .color(let c) = paint, let (r, radius) = rounded, stroke?.dash.isEmpty ?? true {
                if let stroke {
                    add(.stroke(c, width: stroke.lineWidth, cornerRadius: radius), r)
                } else {
                    add(.fill(c, cornerRadius: radius), r)
                }
                return
            }
            // A built-in shape stroked is a band inside its edge (as `.strokeBorder`, as above); a custom
            // shape's path is stroked on its outline.
            let local = CGRect(origin: .zero, size: rect.size)
            let inset = rounded != nil ? (stroke?.lineWidth ?? 0) / 2 : 0
            add(.path(kind.path(in: local.insetBy(dx: inset, dy: inset)), paint: paint, stroke: stroke, eoFill: eoFill), rect)
        case .spacer: break
        case .uiKit(let leaf): add(.uiView(leaf.view), rect)
        case .canvas(let canvas): draw(canvas, rect, env)
        case .divider:
            // UIColor.separator, light mode: sRGB (60, 60, 67) at 0.29 (Apple, "UI element colors").
            add(.fill(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29), cornerRadius: 0), rect)
        }
    }
}

extension PlaygroundViewLayout.Environment {
    /// The environment inside a modifier that sets text and colour (`.font`, `.fontWeight`, `.foregroundStyle`,
    /// `.multilineTextAlignment`); the same for other modifiers.
    func applying(_ kind: PlaygroundModifier.PlaygroundKind) -> Self {
        var e = self
        switch kind {
        case .font(let font?): e.font = font
        case .fontWeight(let w): e.weight = w
        case .foreground(let c): e.foreground = c; e.foregroundPaint = nil
        case .foregroundPaint(let paint): e.foreground = paint.representativeColor; e.foregroundPaint = paint
        case .textAlignment(let a): e.textAlignment = a
        default: break
        }
        return e
    }
}

extension PlaygroundViewLayout {
    /// What item `index`'s view draws, placed where the last layout put it (`items`); a header or footer has no
    /// index (an `Image` in it is not an item's photo).
    package func drawing(of item: PlaygroundPlacedItem, index: Int?) -> PlaygroundDrawing {
        let recorder = PlaygroundDrawing(frame: item.frame)
        self.recorder = recorder
        defer { self.recorder = nil }
        var env = item.environment
        env.item = index
        place(item.node, item.frame, item.proposal, env)
        return recorder
    }

    /// The modifiers that draw: backgrounds and overlays (proposed the view's size, aligned in it), clips, borders,
    /// shadows and, inside the item view, opacity.
    func draw(modified base: PlaygroundViewNode, _ kind: PlaygroundModifier.PlaygroundKind, _ rect: CGRect,
              _ p: ProposedViewSize, _ env: Environment, _ recorder: PlaygroundDrawing) {
        func layer(_ view: AnyView, _ alignment: Alignment) {
            let top = recorder.atTop
            recorder.atTop = false
            let node = playgroundNode(of: view)
            let s = size(node, ProposedViewSize(rect.size), env)
            let fx: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
            let fy: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
            place(node, CGRect(x: rect.minX + (rect.width - s.width) * fx, y: rect.minY + (rect.height - s.height) * fy,
                               width: s.width, height: s.height), ProposedViewSize(rect.size), env)
            recorder.atTop = top
        }
        switch kind {
        case .background(let view, let alignment):
            layer(view, alignment)
            place(base, rect, p, env)
        case .overlay(let view, let alignment):
            place(base, rect, p, env)
            layer(view, alignment)
        case .clip(let shape):
            guard let (r, radius) = shape.rounded(in: rect) else {
                // A custom shape clips to its path (drawn as its convex hull: docs/swiftui.md, "Custom shapes").
                recorder.push(.group(clipRadius: nil, opacity: 1,
                                     clipPath: shape.path(in: CGRect(origin: .zero, size: rect.size))), rect)
                place(base, rect, p, env)
                recorder.pop()
                return
            }
            recorder.push(.group(clipRadius: radius, opacity: 1), r)
            place(base, rect, p, env)
            recorder.pop()
        case .border(let color, let width):
            place(base, rect, p, env)
            recorder.add(.stroke(color ?? env.foreground ?? .primary, width: width, cornerRadius: 0), rect)
        case .shadow(let color, let radius, let x, let y):
            recorder.add(.shadow(color, radius: radius, cornerRadius: Self.cornerRadius(of: base, in: rect)),
                         rect.offsetBy(dx: x, dy: y))
            place(base, rect, p, env)
        case .opacity(let o) where !recorder.atTop:
            recorder.push(.group(clipRadius: nil, opacity: CGFloat(max(0, min(1, o)))), rect)
            place(base, rect, p, env)
            recorder.pop()
        case .tapAction(let count, let action):
            recorder.taps.append((rect, count, action))
            place(base, rect, p, env)
        case .tapActions(let taps):
            for tap in taps { recorder.taps.append((rect, tap.count, tap.action)) }
            place(base, rect, p, env)
        case .recognizedGesture(let gesture):
            recorder.gestures.append((rect, gesture))
            place(base, rect, p, env)
        case .other("disabled"):
            // `.disabled(true)`: the view and its subviews take no taps or gestures (Apple, `disabled(_:)`);
            // gestures added outside it (recorded before) still run.
            let taps = recorder.taps.count, gestures = recorder.gestures.count
            place(base, rect, p, env)
            recorder.taps.removeSubrange(taps...)
            recorder.gestures.removeSubrange(gestures...)
        case .scaleEffect, .rotationEffect, .rotation3DEffect, .offset, .blur, .scrollTransition, .visualEffect, .zIndex:
            if !recorder.atTop { recorder.ignored.insert(Self.name(of: kind)) }
            place(base, rect, p, env)
        default:
            place(base, rect, p, env)
        }
    }

    /// The corner radius of the shape a view is (a shape, or a view clipped to one), for its shadow.
    static func cornerRadius(of node: PlaygroundViewNode, in rect: CGRect) -> CGFloat {
        switch node {
        case .leaf(.shape(let kind, _, _, _)): return kind.rounded(in: rect)?.radius ?? 0
        case .modified(_, .clip(let kind)): return kind.rounded(in: rect)?.radius ?? 0
        case .modified(let base, _): return cornerRadius(of: base, in: rect)
        default: return 0
        }
    }

    static func name(of kind: PlaygroundModifier.PlaygroundKind) -> String {
        switch kind {
        case .scaleEffect: "scaleEffect"
        case .rotationEffect: "rotationEffect"
        case .rotation3DEffect: "rotation3DEffect"
        case .offset: "offset"
        case .blur: "blur"
        case .scrollTransition: "scrollTransition"
        case .visualEffect: "visualEffect"
        case .zIndex: "zIndex(_:)"
        default: "modifier"
        }
    }
}
