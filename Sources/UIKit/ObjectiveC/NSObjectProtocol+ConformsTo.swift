import Foundation

extension NSObjectProtocol {
    /// Whether the receiver conforms to a protocol (Apple, NSObjectProtocol `conforms(to:)`). iOS code asks it of a
    /// delegate (`collectionView.delegate?.conforms(to: UICollectionViewDelegateFlowLayout.self)`). As iOS for the
    /// Swift protocols such code names; Linux has no Objective-C `Protocol` objects, so the answer is Swift's
    /// dynamic cast of the receiver to that protocol.
    public func conforms<P>(to aProtocol: P.Type) -> Bool { self is P }
}
