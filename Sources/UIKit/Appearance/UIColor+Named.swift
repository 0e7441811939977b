import Foundation

extension UIColor {
    /// A colour from the app's asset catalog.
    ///
    /// Playground: approximated: the playground reads no asset catalog, so every name gives nil (as iOS does for a
    /// name the catalog lacks); code that falls back (`UIColor(named: "Accent") ?? .systemBlue`) takes its fallback.
    public convenience init?(named name: String) {
        PlaygroundNotices.record("UIColor.init?(named:)", .approximated,
                                 "no asset catalog is read here: \(name) is nil")
        return nil
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A colour that depends on the traits: resolved now with the playground's traits (`UITraitCollection.current`,
    /// light).
    ///
    /// Playground: approximated: the colour is resolved once, when made; the traits do not change here.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        PlaygroundNotices.record("UIColor.init(dynamicProvider:)", .approximated,
                                 "resolved once, with the playground's traits (light appearance)")
        let c = dynamicProvider(UITraitCollection.current)
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The colour for `traitCollection`: itself (colours here are resolved when made).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}
