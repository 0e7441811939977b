import PlaygroundCore
import SwiftUI

/// The colour behind a SwiftUI view's items (docs/swiftui.md, "Drawing item views"): SwiftUI's window is
/// systemBackground, white in light mode (Apple, Human Interface Guidelines, "Color": systemBackground), so text in
/// the primary colour (black) reads as on iOS. A view whose items are only the playground's photos (a bare
/// `Image` per item, as a `Layout` file's subviews are) keeps the playground's dark background (decided: the
/// photos are the playground's, not the file's).
extension SwiftUIViewLayoutAdapter {
    public var contentBackground: PlaygroundCore.Color? {
        if let known = drawn.background { return known }
        let root = root
        let own = playgroundOnMainActor { Self.drawsOwnContent(root, depth: 0) }
        let colour: PlaygroundCore.Color? = own ? PlaygroundCore.Color(r: 255, g: 255, b: 255) : nil
        drawn.background = .some(colour)
        return colour
    }

    /// Whether the tree has a view the file draws itself: a text, a colour, a shape or a UIKit view (not a photo).
    @MainActor static func drawsOwnContent(_ node: PlaygroundViewNode, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        switch node {
        case .empty, .unknown: return false
        case .leaf(let leaf):
            switch leaf {
            case .text, .color, .shape, .uiKit, .canvas: return true
            case .image, .spacer, .divider: return false
            }
        case .list(let nodes), .layout(_, let nodes): return nodes.contains { drawsOwnContent($0, depth: depth + 1) }
        case .forEach(let count, _, let element, _): return count > 0 && drawsOwnContent(element(0), depth: depth + 1)
        case .modified(let base, _), .scroll(_, let base), .item(_, let base): return drawsOwnContent(base, depth: depth + 1)
        case .lazyStack(_, _, _, _, let content), .lazyGrid(_, _, _, _, _, let content):
            return drawsOwnContent(content, depth: depth + 1)
        case .section(let h, let c, let f): return [h, c, f].contains { drawsOwnContent($0, depth: depth + 1) }
        case .geometry: return false
        }
    }
}
