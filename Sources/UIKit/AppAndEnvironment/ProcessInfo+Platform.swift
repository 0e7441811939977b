import Foundation

/// Which kind of app the process is (NSProcessInfo.h, iOS 13 / 14), which Foundation on Linux lacks: the
/// playground's app is an iOS app on an iPhone or iPad, neither a Mac Catalyst app nor an iOS app on a Mac.
extension ProcessInfo {
    public var isMacCatalystApp: Bool { false }
    public var isiOSAppOnMac: Bool { false }
}
