import Foundation

/// Where the app keeps its state (the order files, the panel's placement): `$XDG_STATE_HOME` when it is an absolute
/// path (the XDG Base Directory Specification: a relative one is invalid and ignored), else `$HOME/.local/state`,
/// else the passwd entry's home. Read from the environment the process was given, never `NSHomeDirectory()`
/// (Foundation's may come from elsewhere than `$HOME`: one user's state leaked into another session, issue 38, low).
enum StateFolder {
    static func path(environment env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let state = env["XDG_STATE_HOME"], state.hasPrefix("/") { return state }
        if let home = env["HOME"], home.hasPrefix("/") { return home + "/.local/state" }
        if let entry = getpwuid(geteuid()), let dir = entry.pointee.pw_dir, dir.pointee != 0 {
            return String(cString: dir) + "/.local/state"
        }
        return ".local/state"  // no home at all: beside the current folder, never a shared /tmp name
    }
}
