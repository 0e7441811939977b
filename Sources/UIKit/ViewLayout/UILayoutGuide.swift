import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UILayoutGuide.h): spacing between views, a
/// region to centre in. A view's `layoutMarginsGuide` and `safeAreaLayoutGuide` are guides whose frame the view
/// decides (its bounds inset by its margins or safe area).
///
///     let gap = UILayoutGuide()
///     view.addLayoutGuide(gap)
///     gap.widthAnchor.constraint(equalToConstant: 20).isActive = true
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which of a view's own guides this is (nil: the user's): its margins, its safe area, or a scroll view's content
    /// area or frame (`UIScrollView.contentLayoutGuide`, `frameLayoutGuide`).
    package enum PlaygroundKind { case margins, safeArea, scrollContent, scrollFrame }
    package let playgroundKind: PlaygroundKind?

    open weak var owningView: UIView?
    open var identifier = ""
    /// The guide's frame in its owning view's coordinates, from the last layout.
    open internal(set) var layoutFrame: CGRect = .zero

    public override init() {
        playgroundKind = nil
        super.init()
    }

    package init(playgroundKind: PlaygroundKind, owningView: UIView) {
        self.playgroundKind = playgroundKind
        self.owningView = owningView
        super.init()
    }

    public required init?(coder: NSCoder) {
        playgroundKind = nil
        super.init()
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
