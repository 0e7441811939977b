import Foundation
import UIKit

extension Image {
    /// An image of the app's asset catalog, by its generated symbol (SwiftUI's `init(_:)` of an `ImageResource`,
    /// iOS 17: `Image(.user1)`; Xcode 15 generates the symbols, the playground writes them for the catalogs beside a
    /// SwiftUI file: docs/swiftui.md, "Asset symbols").
    ///
    /// Playground: approximated: drawn as `Image(name)` is here: in an item the item's photo, elsewhere not drawn
    /// (the catalog's pixels are not read); a notice says so.
    public init(_ resource: ImageResource) {
        PlaygroundNotices.record("Image.init(_:)", .approximated,
                                 "\(resource.name): drawn as a named image is here (in an item, the item's photo)")
        self.init(resource.name)
    }

    /// The orientation of a Core Graphics image's pixels (SwiftUI's `Image.Orientation`, as `UIImage.Orientation`).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image of a Core Graphics image (SwiftUI's `init(_:scale:orientation:label:)`: pixels the app made).
    ///
    /// Playground: approximated: drawn as a named image is here (in an item, the item's photo): a `CGImage`'s pixels
    /// are not kept; a notice says so.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        PlaygroundNotices.record("Image.init(_:scale:orientation:label:)", .approximated,
                                 "a CGImage is drawn as a named image is here (in an item, the item's photo)")
        self.init("cgImage")
    }

    /// A decorative image of a Core Graphics image (hidden from accessibility), as `init(_:scale:orientation:label:)`.
    ///
    /// Playground: approximated: drawn as a named image is here (in an item, the item's photo); a notice says so.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        PlaygroundNotices.record("Image.init(decorative:scale:orientation:)", .approximated,
                                 "a CGImage is drawn as a named image is here (in an item, the item's photo)")
        self.init("cgImage")
    }
}

extension Color {
    /// A colour of the app's asset catalog, by its generated symbol (SwiftUI's `init(_:)` of a `ColorResource`,
    /// iOS 17: `Color(.brand)`).
    ///
    /// Playground: approximated: as `Color(_:bundle:)`: systemGray, the catalog is not read (a notice).
    public init(_ resource: ColorResource) {
        PlaygroundNotices.record("Color.init(_:)", .approximated, "\(resource.name): asset catalog colours are not read here: drawn gray")
        self.init(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    }
}
