import Foundation
import UIKit

/// Makes an image of a SwiftUI view (SwiftUI's `ImageRenderer`, iOS 16): the view is laid out at its size for
/// `proposedSize` (an unspecified proposal: its ideal size), then drawn.
///
/// Playground: approximated: the layout is SwiftUI's (every custom `Layout` in the view runs `sizeThatFits` and
/// `placeSubviews` with its real subviews, so a test that renders a view to run its layout sees what it would on
/// iOS), and the image has the view's size and `scale`, but no pixels (as `UIGraphicsImageRenderer`'s images here:
/// docs/swiftui.md, "Rendering and hosting").
@preconcurrency @MainActor
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size proposed to the view: `.unspecified` (the default) renders it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the image (1 by default, as SwiftUI's).
    public var scale: CGFloat = 1
    /// Whether the image has no alpha channel.
    public var isOpaque: Bool = false

    public init(content view: Content) {
        content = view
    }

    /// The view laid out and rendered as an image (nil when its size is empty, as SwiftUI's).
    ///
    /// Playground: approximated: an image of the view's size with no pixels.
    public var uiImage: UIImage? {
        let size = layOut()
        guard size.width > 0, size.height > 0 else { return nil }
        return UIImage(source: .empty, size: size, scale: scale)
    }

    /// The view laid out and rendered as a Core Graphics image of `scale` pixels per point.
    ///
    /// Playground: approximated: an image of the view's size in pixels with no pixels drawn.
    public var cgImage: CGImage? {
        let size = layOut()
        guard size.width > 0, size.height > 0 else { return nil }
        return CGImage(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
    }

    /// Runs the layout pass: the view's size for `proposedSize`, placed at that size.
    private func layOut() -> CGSize {
        PlaygroundNotices.record("ImageRenderer", .approximated,
                                 "the view is laid out as SwiftUI would (custom layouts run); its image has no pixels")
        let size = PlaygroundLayoutPass.run(content, proposal: proposedSize, caller: "ImageRenderer")
        PlaygroundLayoutPass.run(content, proposal: proposedSize, placeIn: CGRect(origin: .zero, size: size),
                                 caller: "ImageRenderer")
        return size
    }
}
