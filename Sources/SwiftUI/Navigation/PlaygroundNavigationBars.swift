import Foundation

/// The bars a navigation stack and a tab view draw around their content (docs/swiftui.md, "Navigation and tab bars";
/// swiftchrome15): a navigation bar with the root's `.navigationTitle` and `.toolbar` items at the top, a toolbar
/// of `.bottomBar` items, a tab bar of the tabs' `.tabItem`s at the bottom. Each is the view iOS draws, made of
/// SwiftUI's own views and put on the content as a `.safeAreaInset` bar is: a scroll view keeps its frame and its
/// content scrolls under the bar (iOS's bars are translucent and the content extends under them), other content is
/// laid out below it; its buttons are tapped as the views around the scroll view are.
///
/// Metrics are UIKit's, as the UIKit bridge's bars use them (`UINavigationController.playgroundBarHeight`: 44 points,
/// 96 with a large title; a toolbar 44; `UITabBar`: 49): Apple, Human Interface Guidelines (iOS 10), "Navigation
/// Bar" / "Toolbar" / "Tab Bar". The large title is 34-point bold (`Font.largeTitle`), left-aligned 16 points in
/// (UIKit's layout margins); the inline title 17-point semibold (`Font.headline`), centred.
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundNavigationBars {
    package var title: String?
    package var displayMode: NavigationBarItem.TitleDisplayMode?
    package var toolbars: [AnyView] = []
    package var hidden = false

    /// What the modifiers in `node` say about the bar, outermost first (the first title found is the bar's); it
    /// looks through modifiers, stacks, lists, sections and scroll views, not into items, `ForEach` elements or
    /// another navigation stack's bar.
    @MainActor package static func collect(_ node: PlaygroundViewNode) -> PlaygroundNavigationBars {
        var bars = PlaygroundNavigationBars()
        func walk(_ n: PlaygroundViewNode) {
            switch n {
            case .modified(let base, let kind):
                switch kind {
                case .navigationTitle(let t, let mode):
                    if bars.title == nil { bars.title = t }
                    if let mode, bars.displayMode == nil { bars.displayMode = mode }
                case .navigationTitleDisplayMode(let mode): if bars.displayMode == nil { bars.displayMode = mode }
                case .toolbar(let view): bars.toolbars.append(view)
                case .other("navigationBarHidden"): bars.hidden = true
                case .other("navigationStack"): return
                default: break
                }
                walk(base)
            case .list(let nodes), .layout(_, let nodes): nodes.forEach(walk)
            case .scroll(_, let c), .lazyStack(_, _, _, _, let c), .lazyGrid(_, _, _, _, _, let c): walk(c)
            case .section(let h, let c, let f): walk(h); walk(c); walk(f)
            default: break
            }
        }
        walk(node)
        return bars
    }

    /// Whether the bar shows a large title: `.large`, and `.automatic` (decided: the root of a navigation stack, the
    /// only screen the playground shows, inherits iOS's default for a stack's first screen, a large title; Apple,
    /// `TitleDisplayMode.automatic`: "Inherit the display mode from the previous navigation item", and a root has
    /// none).
    package var largeTitle: Bool { title != nil && displayMode != .inline }

    /// The navigation bar's height: 44, 96 with a large title.
    package var barHeight: CGFloat {
        largeTitle ? UINavigationController.playgroundLargeTitleBarHeight : UINavigationController.playgroundBarHeight
    }

    /// The toolbar items by where they go: leading, principal (in the title's place), trailing (the default:
    /// `.automatic` and `.primaryAction` go trailing on iOS), bottom bar.
    @MainActor func items() -> (leading: [PlaygroundViewNode], principal: [PlaygroundViewNode],
                                trailing: [PlaygroundViewNode], bottom: [PlaygroundViewNode]) {
        var leading: [PlaygroundViewNode] = [], principal: [PlaygroundViewNode] = []
        var trailing: [PlaygroundViewNode] = [], bottom: [PlaygroundViewNode] = []
        for view in toolbars {
            for child in playgroundNode(of: view).playgroundFlattened {
                switch Self.placement(of: child)?.name {
                case "topBarLeading", "navigationBarLeading", "navigation", "cancellationAction": leading.append(child)
                case "principal": principal.append(child)
                case "bottomBar", "status": bottom.append(child)
                case "keyboard", "secondaryAction": continue
                default: trailing.append(child)
                }
            }
        }
        return (leading, principal, trailing, bottom)
    }

    static func placement(of node: PlaygroundViewNode) -> ToolbarItemPlacement? {
        if case .modified(let base, let kind) = node {
            if case .toolbarPlacement(let p) = kind { return p }
            return placement(of: base)
        }
        return nil
    }

    /// `content` with its navigation bar (and bottom toolbar) on it, or `content` when it has neither.
    @MainActor package static func navigationStack(_ content: PlaygroundViewNode) -> PlaygroundViewNode {
        let bars = collect(content)
        guard !bars.hidden, bars.title != nil || !bars.toolbars.isEmpty else { return content }
        let (leading, principal, trailing, bottom) = bars.items()
        var result = PlaygroundViewNode.modified(content, .other("navigationStack"))
        let top = PlaygroundNodeHolder(node: bars.navigationBar(leading: leading, principal: principal, trailing: trailing))
        result = .modified(result, .safeAreaInset(AnyView(top), .top, .center, 0))
        if !bottom.isEmpty {
            let bar = PlaygroundNodeHolder(node: bar(.layout(AnyLayout(HStackLayout(spacing: 16)), interleave(bottom)),
                                                     height: UINavigationController.playgroundToolbarHeight, separatorAtTop: true))
            result = .modified(result, .safeAreaInset(AnyView(bar), .bottom, .center, 0))
        }
        return result
    }

    /// The bar: the 44-point row (leading items, the inline title or principal item centred, trailing items, 16
    /// points in from the edges, items 16 apart: UIKit's layout margins and bar button spacing, approximated) and,
    /// with a large title, the 52-point large-title row.
    @MainActor func navigationBar(leading: [PlaygroundViewNode], principal: [PlaygroundViewNode],
                                  trailing: [PlaygroundViewNode]) -> PlaygroundViewNode {
        let row44 = UINavigationController.playgroundBarHeight
        let sides = PlaygroundViewNode.layout(AnyLayout(HStackLayout(spacing: 16)),
                                              leading + [.leaf(.spacer(nil))] + trailing)
            .withModifier(.padding(.horizontal, 16))
        var middle: PlaygroundViewNode = .empty
        if !principal.isEmpty {
            middle = .list(principal)
        } else if let title, !largeTitle {
            middle = SwiftUI.playgroundNode(of: Text(verbatim: title).font(.headline))
        }
        let row = PlaygroundViewNode.layout(AnyLayout(ZStackLayout()), [sides, middle])
            .withModifier(.frame(width: nil, height: row44, alignment: .center))
        var rows = [row]
        if largeTitle, let title {
            let large = SwiftUI.playgroundNode(of: Text(verbatim: title).font(.largeTitle).fontWeight(.bold))
                .withModifier(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
                                         idealHeight: nil, maxHeight: nil, alignment: .leading))
                .withModifier(.padding(.horizontal, 16))
                .withModifier(.frame(width: nil, height: barHeight - row44, alignment: .center))
            rows.append(large)
        }
        return Self.bar(.layout(AnyLayout(VStackLayout(spacing: 0)), rows), height: barHeight, separatorAtTop: false)
    }

    /// Items with a flexible space between each two (a bottom toolbar spreads its items: UIToolbar with flexible
    /// spaces, as SwiftUI's `.bottomBar` items are spread).
    static func interleave(_ items: [PlaygroundViewNode]) -> [PlaygroundViewNode] {
        guard items.count > 1 else { return [.leaf(.spacer(nil))] + items + [.leaf(.spacer(nil))] }
        var out: [PlaygroundViewNode] = []
        for (k, item) in items.enumerated() {
            if k > 0 { out.append(.leaf(.spacer(nil))) }
            out.append(item)
        }
        return out
    }

    /// The bar's background (the default bar appearance's translucent material, approximated by an opaque light
    /// grey: a material's blur is not drawn here) and its hairline separator (UIKit's bar shadow: black at 30 %,
    /// one pixel; drawn 0.5 points), the content `height` high.
    static func bar(_ content: PlaygroundViewNode, height: CGFloat, separatorAtTop: Bool) -> PlaygroundViewNode {
        let separator = PlaygroundViewNode.leaf(.color(Color(white: 0, opacity: 0.3)))
            .withModifier(.frame(width: nil, height: 0.5, alignment: .center))
        let background = PlaygroundViewNode.layout(
            AnyLayout(VStackLayout(spacing: 0)),
            separatorAtTop ? [separator, .leaf(.color(barColor))] : [.leaf(.color(barColor)), separator])
        return content
            .withModifier(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
                                     idealHeight: nil, maxHeight: nil, alignment: .center))
            .withModifier(.frame(width: nil, height: height, alignment: .center))
            .withModifier(.background(AnyView(PlaygroundNodeHolder(node: background)), .center))
    }

    /// The bars' background colour: iOS's `systemGray6` (242, 242, 247), the colour a default bar's material
    /// shows over a white screen.
    static let barColor = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
}

extension PlaygroundViewNode {
    func withModifier(_ kind: PlaygroundModifier.PlaygroundKind) -> PlaygroundViewNode { .modified(self, kind) }

}

/// A view that is an evaluated view (the bars' pieces, made as nodes).
/// Playground hook (package): not part of SwiftUI's API.
nonisolated package struct PlaygroundNodeHolder: PlaygroundPrimitiveView {
    let node: PlaygroundViewNode
}

@MainActor extension PlaygroundNodeHolder: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { node }
}

/// A navigation stack's (and a navigation view's) content with its bars.
nonisolated struct PlaygroundNavigationBody<Content: View>: PlaygroundPrimitiveView {
    let content: Content
}

@MainActor extension PlaygroundNavigationBody: PlaygroundNodeView {
    func playgroundNode() -> PlaygroundViewNode {
        PlaygroundNavigationBars.navigationStack(SwiftUI.playgroundNode(of: content))
    }
}
