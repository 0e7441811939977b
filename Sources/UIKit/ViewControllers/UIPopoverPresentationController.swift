import Foundation

/// The directions of a popover's arrow (UIPopoverSupport.h: `UIPopoverArrowDirection`, up = 1 << 0).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a `.popover` presentation (UIPopoverPresentationController.h): where the popover
/// points (`sourceView` and `sourceRect`, or `barButtonItem`) and which arrows it may use.
///
/// Playground: approximated: a popover is presented as the other sheets are here, over the whole window, with no
/// arrow; its anchor and arrow directions are kept.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    /// Apple: "The default value is UIPopoverArrowDirectionAny."
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Apple: "Before the popover is presented, the value of this property is UIPopoverArrowDirectionUnknown."
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false

    static func notice() {
        PlaygroundNotices.record("UIPopoverPresentationController", .approximated,
                                 "a popover is presented over the whole window, with no arrow; its anchor is kept")
    }
}

/// The delegate of a popover's presentation controller (UIPopoverPresentationControllerDelegate), an adaptive
/// presentation delegate too; every method is optional. The view of `willRepositionPopoverTo:in:` is an
/// `UnsafeMutablePointer<UIView>` here: Apple's `AutoreleasingUnsafeMutablePointer` exists only with the
/// Objective-C runtime.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}

extension UIViewController {
    /// The popover presentation controller of a controller whose `modalPresentationStyle` is `.popover`, nil for
    /// every other style (UIViewController.h; Apple: "If you created the view controller but have not yet presented
    /// it, accessing this property creates a popover presentation controller when the value in the
    /// modalPresentationStyle property is UIModalPresentationPopover").
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = playgroundPresentationController as? UIPopoverPresentationController { return popover }
        UIPopoverPresentationController.notice()
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        playgroundPresentationController = popover
        return popover
    }
}
