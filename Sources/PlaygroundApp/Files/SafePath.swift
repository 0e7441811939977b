import Foundation
import PlaygroundCore

/// The one way a path the user names is found for writing (issue 38, severe 2): the path is walked one component at
/// a time from an open folder (`openat` with `O_NOFOLLOW`), so nothing can be swapped between a check and the write,
/// and a symbolic link is followed only when it may be trusted.
///
/// **The link rule** (the kernel's `fs.protected_symlinks`, applied whatever the kernel is set to, and to every
/// component, not only the last): a link in a folder that is sticky or that others may write into is followed only
/// when it is owned by this user or by that folder's owner. A link planted in `/tmp` by another user is refused in
/// one line — `cannot write /tmp/trace.json: it is a symbolic link owned by uid 65534 in /tmp, a folder others can
/// write into; refusing to follow it` — and so is a link to a folder (`/tmp/x/trace.json`, `/tmp/x` another user's
/// link). Links of one's own, and any link in a folder only its owner may change, are followed as before (the file
/// they point to is replaced, the link stays). At most 40 links are followed (`ELOOP`, as the kernel).
///
///     let target = try SafePath.openForWriting(BytePath("/tmp/out/trace.json"))
///     // target.folder: a descriptor of /tmp/out; target.name: "trace.json"; target.existing: its stat, if any
enum SafePath {
    /// Where a file is to be written: its folder, open, and its name in it.
    final class Target {
        /// A descriptor of the folder (`O_DIRECTORY`), closed with the target.
        let folder: Int32
        /// The last component (no slash), never `.` or `..`.
        let name: [UInt8]
        /// The folder's path as walked (links resolved), for messages and the recorder.
        let folderPath: BytePath
        /// What is at `name` now (not following a link), or nil.
        let existing: stat?

        init(folder: Int32, name: [UInt8], folderPath: BytePath, existing: stat?) {
            self.folder = folder
            self.name = name
            self.folderPath = folderPath
            self.existing = existing
        }

        deinit { close(folder) }

        /// `name` as a C string for the `…at` calls.
        func withName<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
            try BytePath(bytes: name).withCString(body)
        }
    }

    /// Why a path cannot be written: the reason only (the caller names the path).
    struct Refusal: Error, CustomStringConvertible {
        var reason: String
        /// The refusal is another user's link (the rule above), not a missing folder or the like.
        var untrustedLink = false
        var description: String { reason }
    }

    /// Walks `path` to the folder holding its last component, following links by the rule above; a link as the last
    /// component is followed too (its target is the file to replace). Refuses an empty path, a name ending in `/`,
    /// `.`/`..` as the last component and a folder there.
    static func openForWriting(_ path: BytePath) throws -> Target {
        let slash = UInt8(ascii: "/")
        guard !path.bytes.isEmpty else { throw Refusal(reason: "no file name given") }
        guard path.bytes.last != slash else { throw Refusal(reason: "a folder name (it ends with /), not a file") }
        var folder = try openFolder(path.bytes.first == slash ? "/" : ".")
        var walked: [UInt8] = path.bytes.first == slash ? [slash] : []
        // The components still to walk, first one last (links push their own).
        var pending: [[UInt8]] = path.bytes.split(separator: slash).map(Array.init).reversed()
        var links = 0
        do {
            while let component = pending.popLast() {
                let isLast = pending.isEmpty
                if component == Array(".".utf8) || component == Array("..".utf8) {
                    if isLast { throw Refusal(reason: "a folder, not a file") }
                    folder = try step(from: folder, into: component, walked: &walked)
                    continue
                }
                var info = stat()
                let found = BytePath(bytes: component).withCString { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
                if !found {
                    guard errno == ENOENT, isLast else {
                        let name = BytePath(bytes: append(walked, component)).display
                        throw Refusal(reason: errno == ENOENT ? "the folder \(name) does not exist"
                                                               : "\(name): " + UserFile.describe(errno: errno))
                    }
                    return Target(folder: folder, name: component, folderPath: BytePath(bytes: walked.isEmpty ? Array(".".utf8) : walked), existing: nil)
                }
                switch info.st_mode & S_IFMT {
                case S_IFLNK:
                    try checkLink(info, in: folder, name: append(walked, component))
                    links += 1
                    guard links <= 40 else { throw Refusal(reason: UserFile.describe(errno: ELOOP)) }
                    let target = try readLink(component, in: folder)
                    guard !target.isEmpty else { throw Refusal(reason: "an empty symbolic link") }
                    if target.last == slash, isLast { throw Refusal(reason: "a folder, not a file") }
                    pending += target.split(separator: slash).map(Array.init).reversed()
                    if target.first == slash {
                        let root = try openFolder("/")
                        close(folder)
                        folder = root
                        walked = [slash]
                    }
                case S_IFDIR:
                    if isLast { throw Refusal(reason: "a folder, not a file") }
                    folder = try step(from: folder, into: component, walked: &walked)
                default:
                    if !isLast {
                        throw Refusal(reason: "\(BytePath(bytes: append(walked, component)).display) is not a folder")
                    }
                    return Target(folder: folder, name: component, folderPath: BytePath(bytes: walked.isEmpty ? Array(".".utf8) : walked), existing: info)
                }
            }
        } catch {
            close(folder)
            throw error
        }
        close(folder)
        throw Refusal(reason: "a folder, not a file")  // a path of slashes and dots only
    }

    /// Whether a link with `link`'s owner, in a folder described by `folder`, may be followed (the rule above).
    static func mayFollow(linkOwner: uid_t, folderMode: mode_t, folderOwner: uid_t, user: uid_t = geteuid()) -> Bool {
        let shared = folderMode & (S_ISVTX | S_IWOTH) != 0
        return !shared || linkOwner == user || linkOwner == folderOwner
    }

    private static func checkLink(_ link: stat, in folder: Int32, name: [UInt8]) throws {
        var info = stat()
        guard fstat(folder, &info) == 0 else { throw Refusal(reason: UserFile.describe(errno: errno)) }
        guard mayFollow(linkOwner: link.st_uid, folderMode: info.st_mode, folderOwner: info.st_uid) else {
            let parent = BytePath(bytes: name).parent.display
            throw Refusal(reason: "\(BytePath(bytes: name).display) is a symbolic link owned by uid \(link.st_uid) in "
                + "\(parent), a folder others can write into; refusing to follow it", untrustedLink: true)
        }
    }

    private static func readLink(_ name: [UInt8], in folder: Int32) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = BytePath(bytes: name).withCString { c in
            buffer.withUnsafeMutableBytes { readlinkat(folder, c, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
        }
        guard n >= 0 else { throw Refusal(reason: UserFile.describe(errno: errno)) }
        return Array(buffer[..<n])
    }

    /// Opens `component` (a folder, `.` or `..`) in `folder` without following a link, closing `folder`.
    private static func step(from folder: Int32, into component: [UInt8], walked: inout [UInt8]) throws -> Int32 {
        let next = BytePath(bytes: component).withCString {
            openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard next >= 0 else {
            throw Refusal(reason: "\(BytePath(bytes: append(walked, component)).display): " + UserFile.describe(errno: errno))
        }
        close(folder)
        if component == Array("..".utf8), let slash = walked.lastIndex(of: UInt8(ascii: "/")), walked != [UInt8(ascii: "/")] {
            walked = slash == 0 ? [UInt8(ascii: "/")] : Array(walked[..<slash])
        } else if component != Array(".".utf8) {
            walked = append(walked, component)
        }
        return next
    }

    private static func openFolder(_ path: String) throws -> Int32 {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Refusal(reason: "the folder \(path): " + UserFile.describe(errno: errno)) }
        return fd
    }

    private static func append(_ walked: [UInt8], _ component: [UInt8]) -> [UInt8] {
        walked.isEmpty ? component : walked.last == UInt8(ascii: "/") ? walked + component : walked + [UInt8(ascii: "/")] + component
    }

    /// A name no other process can guess: `.NAME.tmp-PID-XXXXXXXXXXXXXXXX` (64 random bits, hex), so a planted
    /// file or link cannot be waiting under it (and `O_EXCL` refuses one that is).
    static func temporaryName(for name: [UInt8]) -> [UInt8] {
        var random = SystemRandomNumberGenerator()
        let suffix = String(random.next() as UInt64, radix: 16)
        return Array(".".utf8) + name + Array(".tmp-\(getpid())-\(suffix)".utf8)
    }

    /// Creates a new file `name` in `folder` for writing: `O_CREAT | O_EXCL | O_NOFOLLOW`, so neither a file nor a
    /// link already there is ever opened. `mode` is set exactly (whatever the umask) when given.
    static func createExclusive(_ name: [UInt8], in folder: Int32, mode: mode_t?) throws -> Int32 {
        let fd = BytePath(bytes: name).withCString {
            openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o666)
        }
        guard fd >= 0 else { throw Refusal(reason: UserFile.describe(errno: errno)) }
        if let mode { fchmod(fd, mode) }
        return fd
    }
}
