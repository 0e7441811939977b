import Foundation
import PlaygroundCore

/// Writes files atomically: a temporary file in the same folder, fsync, then rename over the target.
/// A reader sees the old file or the new one, never a partial one.
///
/// Every path form works: `order.json` (no folder part: the current folder), `./order.json`, `a/b.json`, absolute.
/// A symbolic link is kept: the file it points to is replaced. A named pipe or a device (`--trace /dev/stdout`) is
/// not a file to replace: it is written directly (opened without waiting: a pipe with no reader is an error).
/// A folder, or a name ending in `/`, is refused with a message. Another user's link in a sticky or others-writable
/// folder is never followed (`SafePath`), and nothing is written through a link.
enum AtomicFile {
    /// Why a write failed: "cannot write PATH: reason".
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write \(UserText.escaped(path)): \(reason)" }
        /// The reason when a non-blocking write found no room (a pipe whose reader is not reading).
        static let wouldBlock = "its reader is not reading (this snapshot was skipped)"
    }

    /// - Parameter sync: fsync the file before the rename and its folder after (the default), so the new file
    ///   survives a crash of the machine; false for a snapshot only a running reader needs (`StatusFile`): the
    ///   rename alone already shows a reader the old file or the new one.
    static func write(_ text: String, to path: String, mode: mode_t? = nil, sync: Bool = true, blocking: Bool = true) throws {
        try write(Array(text.utf8), to: path, mode: mode, sync: sync, blocking: blocking)
    }

    /// Writes `bytes` to `path`. The mode is `mode` exactly when given; else the replaced file's (a 0600 file stays
    /// 0600, issue 38); else 0666 less the umask. Every byte written, the fsync and the close must succeed before the
    /// rename, so a full disk or a file size limit keeps the old file and says
    /// `cannot write PATH: no space left on device` (issue 26, 5).
    ///
    /// The path is found by `SafePath` (links followed only by its rule: never another user's link in a sticky or
    /// others-writable folder), the temporary file is created in that open folder with `O_CREAT | O_EXCL |
    /// O_NOFOLLOW` under an unpredictable name, and renamed with `renameat` in the same folder: nothing is ever
    /// written through a link (issue 38, severe 2).
    /// - Parameter blocking: false for a writer that must never wait (the status file, issue 38, 6): a pipe whose
    ///   reader is not reading gets nothing this time (`Failure.wouldBlock`) rather than a partial snapshot.
    /// - Parameter streams: false to replace a pipe or a device at `path` by a file (the thumbnail cache's own files)
    ///   instead of writing into it.
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t? = nil, sync: Bool = true,
                      blocking: Bool = true, streams: Bool = true) throws {
        let target = try Self.target(path)
        if streams, let existing = target.existing,
           existing.st_mode & S_IFMT == S_IFIFO || existing.st_mode & S_IFMT == S_IFCHR {
            let stream = try openStream(target, path: path, blocking: blocking)
            defer { close(stream) }
            if !blocking, existing.st_mode & S_IFMT == S_IFIFO, !PipeRoom.fits(bytes.count, in: stream) {
                throw Failure(path: path, reason: Failure.wouldBlock)
            }
            // SIGPIPE held off for the write (`ChildProcess.writeAll`): a reader that closes the pipe is an error
            // (EPIPE), never the end of the window (issue 38, 6).
            let code = bytes.withUnsafeBufferPointer { ChildProcess.writeAll(stream, $0.baseAddress!, $0.count) }
            if let code {
                throw Failure(path: path, reason: code == EAGAIN ? Failure.wouldBlock
                                                  : code == EPIPE ? "its reader closed it" : UserFile.describe(errno: code))
            }
            return
        }
        let keptMode = mode ?? target.existing.flatMap { $0.st_mode & S_IFMT == S_IFREG ? $0.st_mode & 0o7777 : nil }
        try replace(target, path: path, mode: keptMode, sync: sync) { fd in writeAll(bytes, to: fd) }
    }

    /// The `SafePath` target for `path`, or a `Failure` naming it.
    static func target(_ path: String) throws -> SafePath.Target {
        do { return try SafePath.openForWriting(BytePath(path)) } catch let refusal as SafePath.Refusal {
            throw Failure(path: path.isEmpty ? "''" : path, reason: refusal.reason)
        }
    }

    /// Creates an unpredictable temporary file in `target`'s folder, has `fill` write it (nil, or the reason it
    /// failed), syncs and closes it, and renames it over `target.name`; the temporary is removed on any failure.
    static func replace(_ target: SafePath.Target, path: String, mode: mode_t?, sync: Bool,
                        fill: (Int32) -> String?) throws {
        let temporary = SafePath.temporaryName(for: target.name)
        let fd: Int32
        do { fd = try SafePath.createExclusive(temporary, in: target.folder, mode: mode) } catch {
            throw Failure(path: path, reason: "\(error)")
        }
        let reason = fill(fd) ?? (sync && fsync(fd) != 0 ? UserFile.describe(errno: errno) : nil)
        let closed = close(fd) == 0 ? nil : UserFile.describe(errno: errno)
        var failure = reason ?? closed
        if failure == nil {
            let renamed = BytePath(bytes: temporary).withCString { t in target.withName { renameat(target.folder, t, target.folder, $0) } }
            if renamed != 0 { failure = UserFile.describe(errno: errno) }
        }
        if let failure {
            _ = BytePath(bytes: temporary).withCString { unlinkat(target.folder, $0, 0) }
            throw Failure(path: path, reason: failure)
        }
        if sync { fsync(target.folder) }
    }

    /// Deletes `.NAME.tmp-PID` and `.NAME.tmp-PID-RANDOM` files beside `path` whose writer is gone (a process
    /// killed mid-write).
    static func removeStaleTemporaries(for path: String) {
        let target = BytePath(path)
        let folder = target.parent
        let prefix = Array(".".utf8) + target.lastComponent.bytes + Array(".tmp-".utf8)
        guard case .success(let names) = UserFile.listFolder(folder) else { return }
        for name in names where name.bytes.starts(with: prefix) {
            let suffix = String(decoding: name.bytes.dropFirst(prefix.count), as: UTF8.self)
            guard let pid = Int32(suffix.split(separator: "-", maxSplits: 1).first ?? ""), pid != getpid(),
                  kill(pid, 0) != 0 else { continue }
            folder.appending(name).withCString { _ = unlink($0) }
        }
    }

    /// Creates the folder that will hold `path` and its parents, as `mkdir -p` does.
    static func makeFolders(holding path: String) throws {
        try makeFolders(BytePath(path).parent, for: path)
    }

    /// Creates folder `folder` and its parents (`mkdir -p`); errors name `path` (the file the folder is for).
    static func makeFolders(_ folder: BytePath, for path: String) throws {
        if UserFile.kind(of: folder) == S_IFDIR { return }
        let parent = folder.parent
        if parent != folder, parent.bytes != Array(".".utf8) { try makeFolders(parent, for: path) }
        guard folder.withCString({ mkdir($0, 0o777) }) == 0 || errno == EEXIST else {
            throw Failure(path: path, reason: "cannot create the folder \(folder.display): " + UserFile.describe(errno: errno))
        }
        guard UserFile.kind(of: folder) == S_IFDIR else {
            throw Failure(path: path, reason: "\(folder.display) is not a folder")
        }
    }

    /// Opens the pipe or device `target` names for writing, never following a link and never waiting for a reader
    /// (a pipe with no reader is an error). Blocking again after the open unless `blocking` is false.
    private static func openStream(_ target: SafePath.Target, path: String, blocking: Bool) throws -> Int32 {
        let fd = target.withName { openat(target.folder, $0, O_WRONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY) }
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "a named pipe with no reader" : UserFile.describe(errno: errno)
            throw Failure(path: path, reason: reason)
        }
        if blocking {
            let flags = fcntl(fd, F_GETFL)
            if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        }
        return fd
    }

    /// Writes every byte (retrying short writes and EINTR); the reason on failure.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { return Failure.wouldBlock }
                return UserFile.describe(errno: errno)
            }
            if n == 0 { return UserFile.describe(errno: ENOSPC) }  // nothing written and no error: no room
            done += n
        }
        return nil
    }
}
