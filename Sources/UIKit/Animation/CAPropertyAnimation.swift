import Foundation
import QuartzCore

/// An animation of one layer property, named by its key path (CAAnimation.h).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    ///
    /// Playground: opacity, cornerRadius, backgroundColor and transform (and its rotation, scale and translation
    /// sub-keys) are drawn moving; other key paths keep their model values on screen (docs/uikit.md, "Animations").
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    /// Playground: stored (layers are drawn with their model values).
    open var valueFunction: CAValueFunction?

    public required init() { super.init() }
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.keyPath = keyPath; copy.isAdditive = isAdditive; copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }
}

/// A function that makes a transform from an animated value (CAValueFunction.h).
open class CAValueFunction: NSObject {
    public let name: CAValueFunctionName
    public init(name: CAValueFunctionName) { self.name = name }
}

public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
