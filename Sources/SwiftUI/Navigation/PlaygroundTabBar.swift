import Foundation

/// A tab view's tab bar (docs/swiftui.md, "Navigation and tab bars"; swiftchrome15): the selected tab's content with
/// a 49-point bar (`UITabBar`'s height: Apple, Human Interface Guidelines (iOS 10), "Tab Bar") of the tabs'
/// `.tabItem`s at the bottom, put on the content as a `.safeAreaInset(edge: .bottom)` bar is (a scroll view's
/// content scrolls under it). Each item is its image above its text (Apple, `tabItem(_:)`: "Tab views only support
/// tab items of type Text, Image, or an image followed by text"), 10-point text, the selected one in the accent
/// colour and the others grey (UITabBar's unselected tint); the items share the bar's width. A tap on an item
/// selects its tab: the `Int` selection's index when the tab view has one (its tags are not read), else the tab
/// view's own state kept at its identity, as `@State` is.
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundTabBar {
    /// The tab view of `tabs`: the selected one with the bar, or the first tab alone when no tab has an item.
    @MainActor package static func tabView(_ tabs: [PlaygroundViewNode], page: Binding<Int>?) -> PlaygroundViewNode {
        guard !tabs.isEmpty else { return .empty }
        let items = tabs.map(item(of:))
        guard items.contains(where: { $0 != nil }) else {
            PlaygroundNotices.record("TabView", .approximated, "a tab view without tab items shows its first tab")
            return tabs[0]
        }
        let selection = page ?? ownSelection()
        let selected = max(0, min(tabs.count - 1, selection.wrappedValue))
        let buttons: [PlaygroundViewNode] = items.enumerated().map { k, label in
            let tint = k == selected ? Color.accentColor : Color.gray
            var pieces: [PlaygroundViewNode] = []
            if let image = label?.image {
                pieces.append(SwiftUI.playgroundNode(of: image.font(.system(size: 24))))
            }
            if let text = label?.text {
                pieces.append(SwiftUI.playgroundNode(of: Text(verbatim: text).font(.system(size: 10, weight: .medium))))
            }
            return PlaygroundViewNode.layout(AnyLayout(VStackLayout(spacing: 2)), pieces)
                .withModifier(.foreground(tint))
                .withModifier(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
                                         idealHeight: nil, maxHeight: .infinity, alignment: .center))
                .withModifier(.tapAction(count: 1, action: { selection.wrappedValue = k }))
        }
        let bar = PlaygroundNavigationBars.bar(.layout(AnyLayout(HStackLayout(spacing: 0)), buttons),
                                               height: height, separatorAtTop: true)
        return .modified(tabs[selected], .safeAreaInset(AnyView(PlaygroundNodeHolder(node: bar)), .bottom, .center, 0))
    }

    /// UITabBar's height in an iPhone's portrait (UITabBar.sizeThatFits here).
    static let height: CGFloat = 49

    /// The tab's `.tabItem` label: its first image and first text.
    @MainActor static func item(of tab: PlaygroundViewNode) -> (image: Image?, text: String?)? {
        guard case .modified(let base, let kind) = tab else { return nil }
        guard case .tabItem(let view) = kind else { return item(of: base) }
        var image: Image?, text: String?
        func walk(_ n: PlaygroundViewNode) {
            switch n {
            case .leaf(.image(let name, let system, _)): if image == nil { image = system ? Image(systemName: name) : Image(name) }
            case .leaf(.text(let t)): if text == nil { text = t }
            case .modified(let b, _): walk(b)
            case .list(let nodes), .layout(_, let nodes): nodes.forEach(walk)
            default: break
            }
        }
        walk(SwiftUI.playgroundNode(of: view))
        return (image, text)
    }

    /// The tab view's own selection (no `selection:` binding): an `Int` kept at the tab view's identity.
    @MainActor static func ownSelection() -> Binding<Int> {
        let state = State(initialValue: 0)
        if let store = PlaygroundIdentity.store {
            let key = PlaygroundIdentity.modifierKey("tabSelection")
            store.visited.insert(key)
            state.playgroundAdopt(store, key: key)
        }
        return state.projectedValue
    }
}
