import Foundation

// Foundation's Swift 4.0/4.1 names for run loop modes, before Swift 4.2 nested them in RunLoop (Apple, "Swift 4.2
// Foundation renames"; Xcode's migrator: `RunLoopMode.commonModes` → `RunLoop.Mode.common`). Layouts of that era
// schedule their auto-scroll display link with them (`displayLink.add(to: .main, forMode: RunLoopMode.commonModes)`),
// as they use Swift 4's UIKit names (ObjectiveCNames.swift).

/// Swift 4's name of `RunLoop.Mode`.
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    /// Swift 4's name of `RunLoop.Mode.common`.
    public static let commonModes = RunLoop.Mode.common
    /// Swift 4's name of `RunLoop.Mode.default`.
    public static let defaultRunLoopMode = RunLoop.Mode.default
}
