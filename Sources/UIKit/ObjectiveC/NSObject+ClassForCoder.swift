import Foundation

extension NSObject {
    /// The class to encode in place of the receiver's class (NSObject.h, NSCoderMethods): by default the class
    /// itself. iOS code calls it as a class method to name a class (`StackBaseCardCell.classForCoder()`, then
    /// `String(describing:)` for a reuse identifier). As iOS; Swift's Foundation on Linux has only the instance
    /// property `classForCoder`, which is kept.
    public class func classForCoder() -> AnyClass { self }
}
