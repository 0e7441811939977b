import Foundation
import PlaygroundCore

/// The one trust rule for files whose code runs as the user (issue 38, severe 1): every file compiled — a layout
/// file named on the command line, the `Name+*.swift` companions gathered beside a UIKit file, the files of a folder
/// loaded as one target, whatever a watched folder's save rebuilds — must be one that only the user (or root) could
/// have written, as OpenSSH's `StrictModes` asks of `~/.ssh/config`:
///
/// - the file (links followed: the file compiled is the one checked) is a regular file owned by the user or root,
///   and neither others nor a group other than the user's own may write it;
/// - its folder is owned by the user or root, and neither others nor another group may write into it (another user
///   could add a file there, or replace one);
/// - every folder above it is owned by the user or root, and one that others may write into must be sticky (`/tmp`:
///   no one else can rename what is in it). OpenSSH refuses `/tmp` itself; here a folder of one's own in `/tmp` is
///   accepted, because the sticky bit already keeps everyone else from replacing it.
///
/// Anything else is refused in one line, before the compiler runs:
/// `Sh+Evil.swift: refusing to compile it: it is owned by uid 65534, not by you (uid 1000) or root; … (docs/reliability.md#trust)`.
///
/// `checkFolder` is the same rule for a folder given as a whole (issue uikit-host: a folder loaded as one target
/// calls it once for the folder, then `checkFile` for each file it compiles).
enum TrustedFiles {
    struct Refusal: Error, CustomStringConvertible, Equatable {
        var reason: String
        var description: String { reason }
    }

    /// Where the rule is written down, quoted at the end of each refusal.
    static let documented = "docs/reliability.md#trust"

    /// nil when the file at `path` may be compiled; else why not (one line, the path not included).
    static func checkFile(_ path: BytePath, user: uid_t = geteuid(), group: gid_t = getegid()) -> Refusal? {
        guard let real = realPath(path) else {
            return Refusal(reason: "cannot find it: " + UserFile.describe(errno: errno))
        }
        var info = stat()
        guard real.withCString({ stat($0, &info) }) == 0 else {
            return Refusal(reason: UserFile.describe(errno: errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return Refusal(reason: "it is not a regular file") }
        if let why = ownership(info, user: user, group: group, what: "it") { return Refusal(reason: why) }
        return checkFolder(real.parent, user: user, group: group, resolved: true)
    }

    /// nil when the folder at `path` and every folder above it pass the rule; else why not.
    static func checkFolder(_ path: BytePath, user: uid_t = geteuid(), group: gid_t = getegid(),
                            resolved: Bool = false) -> Refusal? {
        guard let real = resolved ? path : realPath(path) else {
            return Refusal(reason: "cannot find the folder: " + UserFile.describe(errno: errno))
        }
        var folder = real
        var first = true
        while true {
            var info = stat()
            guard folder.withCString({ stat($0, &info) }) == 0 else {
                return Refusal(reason: "\(folder.display): " + UserFile.describe(errno: errno))
            }
            let what = first ? "its folder \(folder.display)" : "the folder \(folder.display) above it"
            if info.st_uid != user && info.st_uid != 0 {
                return Refusal(reason: "\(what) is owned by uid \(info.st_uid), not by you (uid \(user)) or root")
            }
            if writableByOthers(info, group: group) {
                if first {
                    return Refusal(reason: "\(what) can be written by others (mode \(octal(info.st_mode)))")
                }
                if info.st_mode & S_ISVTX == 0 {
                    return Refusal(reason: "\(what) can be written by others and is not sticky (mode \(octal(info.st_mode)))")
                }
            }
            let parent = folder.parent
            if parent == folder || folder.bytes == [UInt8(ascii: "/")] { return nil }
            folder = parent
            first = false
        }
    }

    /// The whole message for a refused file: `NAME: refusing to compile it: REASON; … (docs/…)`.
    static func message(file: String, _ refusal: Refusal) -> String {
        "\(UserText.escaped((file as NSString).lastPathComponent)): refusing to compile it: \(refusal.reason); "
            + "only files you or root wrote, in folders no one else can write into, are compiled (\(documented))"
    }

    private static func ownership(_ info: stat, user: uid_t, group: gid_t, what: String) -> String? {
        if info.st_uid != user && info.st_uid != 0 {
            return "\(what) is owned by uid \(info.st_uid), not by you (uid \(user)) or root"
        }
        if writableByOthers(info, group: group) { return "\(what) can be written by others (mode \(octal(info.st_mode)))" }
        return nil
    }

    /// Writable by others, or by a group that is not the user's own.
    private static func writableByOthers(_ info: stat, group: gid_t) -> Bool {
        info.st_mode & S_IWOTH != 0 || (info.st_mode & S_IWGRP != 0 && info.st_gid != group)
    }

    private static func octal(_ mode: mode_t) -> String { "0" + String(mode & 0o7777, radix: 8) }

    /// The absolute path with every link resolved (`realpath`), as bytes.
    private static func realPath(_ path: BytePath) -> BytePath? {
        path.withCString { c -> BytePath? in
            guard let real = realpath(c, nil) else { return nil }
            defer { free(real) }
            return BytePath(bytes: Array(UnsafeBufferPointer(start: real, count: strlen(real)).map { UInt8(bitPattern: $0) }))
        }
    }
}
