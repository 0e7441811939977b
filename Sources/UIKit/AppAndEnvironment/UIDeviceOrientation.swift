/// The device's physical orientation (UIDevice.h; raw values as there). The playground's device is portrait.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// UIDeviceOrientationIsPortrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// UIDeviceOrientationIsLandscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// UIDeviceOrientationIsFlat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// UIDeviceOrientationIsValidInterfaceOrientation: portrait, upside down or a landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
