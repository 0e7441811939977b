import Foundation
internal import PlaygroundCore

/// The stack of image contexts UIKit's image-context functions push and pop (Apple's documentation,
/// "UIGraphicsBeginImageContextWithOptions(_:_:_:)": each call pushes a bitmap context that
/// `UIGraphicsEndImageContext()` pops; the topmost is the current context).
///
/// The functions are `@MainActor` here (iOS does not isolate them): every caller a real file has is a layout's or a
/// view's method, main-actor code on iOS too, and the scale they default to is `UIScreen.main`'s.
@MainActor enum PlaygroundImageContexts {
    static var stack: [(context: CGContext, size: CGSize, scale: CGFloat)] = []
}

/// Pushes a bitmap context of `size` points at `scale` (0: the screen's, `UIScreen.main.scale`, as on iOS; Apple's
/// documentation). `opaque` says the bitmap has no alpha.
///
/// Playground: the context keeps only its size: what is drawn into it (`CALayer.render(in:)`) is not kept, so the
/// image taken from it has its size and no pixels.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    PlaygroundNotices.record("UIGraphicsBeginImageContextWithOptions(_:_:_:)", .approximated,
                             "the context keeps only its size: what is drawn into it does not show in its image")
    let scale = scale == 0 ? UIScreen.main.scale : scale
    let context = CGContext(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    PlaygroundImageContexts.stack.append((context, size, scale))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1.0)` (Apple's documentation).
///
/// Playground: as `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: the context keeps only its size.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    PlaygroundNotices.record("UIGraphicsBeginImageContext(_:)", .approximated,
                             "the context keeps only its size: what is drawn into it does not show in its image")
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Makes `context` the current one (UIGraphics.h; a view's drawing code that draws into a Core Graphics context it
/// was given, then pops it): `UIGraphicsGetCurrentContext()` returns it until `UIGraphicsPopContext()`. Its size is
/// its pixel size at scale 1 (Apple: the pushed context is any context, with no scale of its own).
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    PlaygroundImageContexts.stack.append((context, CGSize(width: context.width, height: context.height), 1))
}

/// Makes the context below the top the current one again (UIGraphics.h); nothing when none is pushed.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = PlaygroundImageContexts.stack.popLast()
}

/// The current context: the topmost image context; nil when none is pushed (no view is drawing here).
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    PlaygroundImageContexts.stack.last?.context
}

/// An image of the current image context's size and scale; nil when no image context is pushed, as on iOS.
///
/// Playground: the image has the context's size and scale and no pixels (nothing drawn into the context is kept):
/// an image view shows it empty, and its `cgImage` is nil.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = PlaygroundImageContexts.stack.last else { return nil }
    PlaygroundNotices.record("UIGraphicsGetImageFromCurrentImageContext()", .approximated,
                             "an image of the context's size with no pixels: what was drawn into the context is not kept")
    return UIImage(source: .empty, size: top.size, scale: top.scale)
}

/// Pops the current image context (nothing when none is pushed).
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    _ = PlaygroundImageContexts.stack.popLast()
}
