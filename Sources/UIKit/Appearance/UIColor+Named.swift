import Foundation

extension UIColor {
    /// A colour from the app's asset catalog: its colour set's light (or Any) appearance (PlaygroundAssetCatalogs).
    ///
    /// Playground: approximated: the catalogs read are the target's (its Xcode project's Resources, else the
    /// `.xcassets` folders of the target's folder; docs/hosting.md, "Asset catalogs"); a name no catalog has gives
    /// nil, as on iOS, and code that falls back (`UIColor(named: "Accent") ?? .systemBlue`) takes its fallback. The
    /// playground's appearance is light, so a dark appearance is never used; a system colour reference is nil.
    public convenience init?(named name: String) {
        guard let c = PlaygroundAssetCatalogs.color(named: name) else {
            PlaygroundNotices.record("UIColor.init?(named:)", .approximated,
                                     "\(name): in no asset catalog read here (nil)")
            return nil
        }
        if c.p3 {
            self.init(displayP3Red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        } else {
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
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
