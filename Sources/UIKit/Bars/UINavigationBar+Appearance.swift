import Foundation

/// A navigation bar's property an appearance proxy may set (UINavigationBar.h marks each `UI_APPEARANCE_SELECTOR`).
package enum PlaygroundBarProperty: Hashable, Sendable {
    case prefersLargeTitles, isTranslucent, barTintColor, barStyle, titleTextAttributes, largeTitleTextAttributes
    case shadowImage, standardAppearance, compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance
    case backgroundImage(Int)
}

extension UINavigationBar {
    /// Applies `UINavigationBar.appearance()` (and the bar's own class's proxy, after it) to this bar, once: each
    /// property set on a proxy and not on the bar itself. Apple, UIAppearance: "iOS applies appearance changes when a
    /// view enters a window"; a value set on the instance is not replaced by the proxy's. Called when the bar first
    /// enters a window or is first laid out (a navigation controller's bar is laid out once its view is in one).
    package func playgroundApplyAppearanceOnce() {
        guard !playgroundAppearanceApplied, !PlaygroundAppearanceProxies.isProxy(self) else { return }
        playgroundAppearanceApplied = true
        var proxies: [UINavigationBar] = []
        if let base = PlaygroundAppearanceProxies.existing(for: UINavigationBar.self) { proxies.append(base) }
        if type(of: self) != UINavigationBar.self, let own = PlaygroundAppearanceProxies.existing(for: type(of: self)) {
            proxies.append(own)
        }
        let ownSet = playgroundSet
        for proxy in proxies {
            for property in proxy.playgroundSet where !ownSet.contains(property) {
                switch property {
                case .prefersLargeTitles: prefersLargeTitles = proxy.prefersLargeTitles
                case .isTranslucent: isTranslucent = proxy.isTranslucent
                case .barTintColor: barTintColor = proxy.barTintColor
                case .barStyle: barStyle = proxy.barStyle
                case .titleTextAttributes: titleTextAttributes = proxy.titleTextAttributes
                case .largeTitleTextAttributes: largeTitleTextAttributes = proxy.largeTitleTextAttributes
                case .shadowImage: shadowImage = proxy.shadowImage
                case .standardAppearance: standardAppearance = proxy.standardAppearance
                case .compactAppearance: compactAppearance = proxy.compactAppearance
                case .scrollEdgeAppearance: scrollEdgeAppearance = proxy.scrollEdgeAppearance
                case .compactScrollEdgeAppearance: compactScrollEdgeAppearance = proxy.compactScrollEdgeAppearance
                case .backgroundImage(let metrics):
                    if let metrics = UIBarMetrics(rawValue: metrics) {
                        setBackgroundImage(proxy.playgroundAllBackgroundImages[metrics.rawValue], for: metrics)
                    }
                }
            }
            if let tint = proxy.playgroundOwnTintColor, playgroundOwnTintColor == nil { tintColor = tint }
            if let background = proxy.backgroundColor, backgroundColor == nil { backgroundColor = background }
        }
        // What was copied is the proxy's, not the bar's own: a later proxy still fills what the bar never set.
        playgroundSet = ownSet
    }
}
