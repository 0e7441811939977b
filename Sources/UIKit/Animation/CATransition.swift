import Foundation
import QuartzCore

/// A transition of a layer's whole content (CAAnimation.h): fade, move in, push, reveal.
///
/// Playground: timed and reported like every animation; the layer is drawn with its new content at once.
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CATransition
        copy.type = type; copy.subtype = subtype; copy.startProgress = startProgress; copy.endProgress = endProgress
        return copy
    }
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation uses for a layer's transition animation (CATransition.h: "transition").
public let kCATransition = "transition"
