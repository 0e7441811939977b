import Foundation

/// What a font is, as attributes a font can be made from (UIFontDescriptor.h): here its point size, weight and
/// symbolic traits (bold, italic). The common use is a text style's font made bold or italic:
///
///     let body = UIFont.preferredFont(forTextStyle: .title2)
///     UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)   // title 2, bold
///
/// Playground: approximated: only the size, the weight and the bold and italic traits are kept (the other traits are
/// stored and do nothing: fonts here are Inter's cuts); attribute dictionaries, font families and
/// `matchingFontDescriptors` are not provided.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// A font's symbolic traits (UIFontDescriptorSymbolicTraits; raw values as Apple's header).
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The point size (0: the size given to `UIFont(descriptor:size:)` decides).
    open private(set) var pointSize: CGFloat
    open private(set) var symbolicTraits: SymbolicTraits
    /// The weight of the font described, without the bold trait's effect.
    let weight: UIFont.Weight

    init(pointSize: CGFloat, weight: UIFont.Weight, traits: SymbolicTraits) {
        self.pointSize = pointSize
        self.weight = weight
        symbolicTraits = traits
        super.init()
    }

    /// A descriptor with `symbolicTraits` replaced by `traits` (Apple: "a new font descriptor … with the specified
    /// symbolic traits", the old ones not kept); never nil here.
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        // A bold font asked for without the bold trait is the regular weight (Apple's system font does so).
        let base = !traits.contains(.traitBold) && weight.rawValue >= UIFont.Weight.bold.rawValue ? UIFont.Weight.regular : weight
        return UIFontDescriptor(pointSize: pointSize, weight: base, traits: traits)
    }

    /// The same font at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, weight: weight, traits: symbolicTraits)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return pointSize == other.pointSize && weight == other.weight && symbolicTraits == other.symbolicTraits
    }

    open override var hash: Int { pointSize.hashValue ^ Int(symbolicTraits.rawValue) }
}

extension UIFont {
    /// The font's descriptor: its size, weight, and bold and italic traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if playgroundWeight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        return UIFontDescriptor(pointSize: pointSize, weight: playgroundWeight, traits: traits)
    }

    /// The font `descriptor` describes, at `pointSize` (0: the descriptor's size; UIFont.h: "pointSize … 0.0 to
    /// use the size in the descriptor"). The bold trait gives at least the bold weight, the italic trait italics.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let weight = descriptor.symbolicTraits.contains(.traitBold) && descriptor.weight.rawValue < UIFont.Weight.bold.rawValue
            ? UIFont.Weight.bold : descriptor.weight
        self.init(pointSize: size, weight: weight, italic: descriptor.symbolicTraits.contains(.traitItalic))
    }
}
