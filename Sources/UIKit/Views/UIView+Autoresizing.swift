import Foundation

extension UIView {
    /// Which of a view's margins and sizes follow its superview's size (Apple, UIView.AutoresizingMask).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // UIView.h: UIViewAutoresizing's bits.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews by their autoresizing masks after this view's size changed from `old` (Apple,
    /// autoresizingMask: "When more than one option along an axis is set, the default behavior is to distribute
    /// the size difference proportionally among the flexible portions"; with none, the left and top margins and
    /// the size stay). A flexible portion of zero length shares the difference equally with the others.
    func playgroundAutoresizeSubviews(from old: CGSize) {
        for view in subviews where !view.autoresizingMask.isEmpty {
            let m = view.autoresizingMask, f = view.frame
            let (x, w) = Self.playgroundResized(f.minX, f.width, old: old.width, new: bounds.width,
                                                m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth),
                                                m.contains(.flexibleRightMargin))
            let (y, h) = Self.playgroundResized(f.minY, f.height, old: old.height, new: bounds.height,
                                                m.contains(.flexibleTopMargin), m.contains(.flexibleHeight),
                                                m.contains(.flexibleBottomMargin))
            view.frame = CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// One axis: the origin and length after the superview's length went from `old` to `new`.
    ///
    ///     UIView.playgroundResized(10, 100, old: 120, new: 220, false, true, false)   // (10, 200)
    static func playgroundResized(_ origin: CGFloat, _ length: CGFloat, old: CGFloat, new: CGFloat,
                                  _ lead: Bool, _ size: Bool, _ trail: Bool) -> (CGFloat, CGFloat) {
        let delta = new - old
        let parts = [lead ? origin : 0, size ? length : 0, trail ? old - origin - length : 0]
        let flexible = [lead, size, trail].filter { $0 }.count
        guard flexible > 0, delta != 0 else { return (origin, length) }
        let total = parts.reduce(0, +)
        let share = { (i: Int, on: Bool) -> CGFloat in
            guard on else { return 0 }
            return total > 0 ? delta * parts[i] / total : delta / CGFloat(flexible)
        }
        return (origin + share(0, lead), length + share(1, size))
    }
}
