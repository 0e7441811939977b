/// A proposal for the size of a view (SwiftUI's `ProposedViewSize`): a nil dimension is unspecified (the view's
/// ideal size), zero asks for the minimum, infinity for the maximum.
///
///     ProposedViewSize(width: 100, height: nil).replacingUnspecifiedDimensions()   // 100 × 10
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions zero: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions unspecified: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension taken from `size`; Apple's default `size` is 10 × 10
    /// (`replacingUnspecifiedDimensions(by:)`).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
