import Foundation

/// A colour of an asset catalog, as Xcode 15's generated asset symbols name it (`ColorResource.darkBlue`;
/// DeveloperToolsSupport, which UIKit re-exports): its asset name and bundle. Apple, "Xcode generates Swift symbols
/// for colors and images in asset catalogs" (Xcode 15 release notes, Asset Catalogs); the playground writes those
/// symbols for a target's catalogs when it loads the target (docs/hosting.md, "Asset catalogs").
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The colour set's name in its catalog (with its namespace folders: `Brand/primary`).
    public let name: String
    /// The bundle whose catalog holds it.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image of an asset catalog, as Xcode 15's generated asset symbols name it (`ImageResource.avatar`;
/// DeveloperToolsSupport): its asset name and bundle.
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name in its catalog.
    public let name: String
    /// The bundle whose catalog holds it.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIColor {
    /// The colour of an asset catalog's colour set (UIColor+Resource, iOS 17): as `UIColor(named:)` reads it.
    ///
    /// Playground: approximated: as `UIColor(named:)` (the target's catalogs, the light appearance); a colour set no
    /// catalog read here has is clear, with a notice (iOS has it, since Xcode made the symbol from it).
    public convenience init(resource: ColorResource) {
        if let named = UIColor(named: resource.name) {
            self.init(red: named.red, green: named.green, blue: named.blue, alpha: named.alpha)
        } else {
            PlaygroundNotices.record("UIColor.init(resource:)", .approximated,
                                     "\(resource.name): in no asset catalog read here (clear)")
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }
}

extension UIImage {
    /// The image of an asset catalog's image set (UIImage+Resource, iOS 17): as `UIImage(named:)` reads it.
    ///
    /// Playground: approximated: as `UIImage(named:)` (the target's catalogs); an image set no catalog read here has
    /// is an empty image, with a notice (iOS has it, since Xcode made the symbol from it).
    public convenience init(resource: ImageResource) {
        if let named = UIImage(named: resource.name) {
            self.init(source: named.playgroundSource, size: named.size, scale: named.scale)
        } else {
            PlaygroundNotices.record("UIImage.init(resource:)", .approximated,
                                     "\(resource.name): in no asset catalog read here (an empty image)")
            self.init(source: .empty, size: .zero)
        }
    }
}
