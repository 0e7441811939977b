import Foundation
import PlaygroundCore

/// Writes files atomically: a temporary file in the same folder, fsync, then rename over the target.
/// A reader sees the old file or the new one, never a partial one.
///
/// Every path form works: `order.json` (no folder part: the current folder), `./order.json`, `a/b.json`, absolute.
/// A symbolic link is kept: the file it points to is replaced. A named pipe or a device (`--trace /dev/stdout`) is
/// not a file to replace: it is written directly (opened without waiting: a pipe with no reader is an error).
/// A folder, or a name ending in `/`, is refused with a message.
enum AtomicFile {
    /// Why a write failed: "cannot write PATH: reason".
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write \(UserText.escaped(path)): \(reason)" }
    }

    /// - Parameter sync: fsync the file before the rename and its folder after (the default), so the new file
    ///   survives a crash of the machine; false for a snapshot only a running reader needs (`StatusFile`): the
    ///   rename alone already shows a reader the old file or the new one.
    static func write(_ text: String, to path: String, sync: Bool = true) throws {
        try write(Array(text.utf8), to: path, sync: sync)
    }

    /// Writes `bytes` to `path` (mode 0666 less the umask, or exactly `mode`). Every byte written, the fsync and
    /// the close must succeed before the rename, so a full disk or a file size limit keeps the old file and says
    /// `cannot write PATH: no space left on device` (issue 26, 5).
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t? = nil, sync: Bool = true) throws {
        if let stream = try openStreamTarget(path) {
            defer { close(stream) }
            if let reason = writeAll(bytes, to: stream) { throw Failure(path: path, reason: reason) }
            return
        }
        try write(to: path, sync: sync) { try fill($0, with: bytes, mode: mode, for: path, sync: sync) }
    }

    /// Creates `temporary` (it must not exist) holding `bytes`; every byte, the fsync and the close checked. Errors
    /// name `path`, the file the temporary stands for.
    static func fill(_ temporary: String, with bytes: [UInt8], mode: mode_t? = nil, for path: String,
                     sync: Bool = true) throws {
        // O_EXCL: two writers of this process never share one temporary file.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard fd >= 0 else { throw Failure(path: path, reason: UserFile.describe(errno: errno)) }
        if let mode { fchmod(fd, mode) }  // whatever the umask
        let reason = writeAll(bytes, to: fd) ?? (sync && fsync(fd) != 0 ? UserFile.describe(errno: errno) : nil)
        let closed = close(fd) == 0 ? nil : UserFile.describe(errno: errno)
        if let reason = reason ?? closed { throw Failure(path: path, reason: reason) }
    }

    /// Deletes `.NAME.tmp-PID` files beside `path` whose writer is gone (a process killed mid-write).
    static func removeStaleTemporaries(for path: String) {
        let target = BytePath(path)
        let folder = target.parent
        let prefix = Array(".".utf8) + target.lastComponent.bytes + Array(".tmp-".utf8)
        guard case .success(let names) = UserFile.listFolder(folder) else { return }
        for name in names where name.bytes.starts(with: prefix) {
            let suffix = String(decoding: name.bytes.dropFirst(prefix.count), as: UTF8.self)
            guard let pid = Int32(suffix), pid != getpid(), kill(pid, 0) != 0 else { continue }
            folder.appending(name).withCString { _ = unlink($0) }
        }
    }

    /// Calls `produce` with a temporary path to fill, then syncs it (unless `sync` is false) and renames it to `path`.
    static func write(to path: String, sync: Bool = true, produce: (String) throws -> Void) throws {
        let target = try resolvedTarget(path)
        let folder = String(decoding: target.parent.bytes, as: UTF8.self)  // "." for a path with no folder part
        let temporary = folder + "/." + String(decoding: target.lastComponent.bytes, as: UTF8.self) + ".tmp-\(getpid())"
        do {
            try produce(temporary)
            if sync {
                let fd = open(temporary, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { throw Failure(path: path, reason: UserFile.describe(errno: errno)) }
                let synced = fsync(fd)
                let code = errno
                close(fd)
                guard synced == 0 else { throw Failure(path: path, reason: UserFile.describe(errno: code)) }
            }
            let renamed = target.withCString { rename(temporary, $0) }
            guard renamed == 0 else { throw Failure(path: path, reason: UserFile.describe(errno: errno)) }
            if sync {
                let dfd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                if dfd >= 0 {
                    fsync(dfd)
                    close(dfd)
                }
            }
        } catch let failure as Failure {
            unlink(temporary)
            throw failure
        } catch {
            unlink(temporary)
            throw Failure(path: path, reason: "\(error)")
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

    /// The path to replace for `path`: the path itself, or the file a symbolic link points to. Refuses a folder.
    private static func resolvedTarget(_ path: String) throws -> BytePath {
        guard !path.isEmpty else { throw Failure(path: "''", reason: "no file name given") }
        guard !path.hasSuffix("/") else { throw Failure(path: path, reason: "a folder name (it ends with /), not a file") }
        let target = BytePath(path)
        if UserFile.kind(of: target) == S_IFDIR { throw Failure(path: path, reason: "a folder, not a file") }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) {
            defer { free(real) }
            // (A link into a folder whose name is not UTF-8 is replaced itself: the temporary name is text.)
            if let resolved = String(validatingCString: real) { return BytePath(resolved) }
        }
        return target
    }

    /// For a named pipe or a character device at `path`: the descriptor to write to directly; nil for anything else.
    private static func openStreamTarget(_ path: String) throws -> Int32? {
        guard let kind = UserFile.kind(of: BytePath(path)), kind == S_IFIFO || kind == S_IFCHR else { return nil }
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "a named pipe with no reader" : UserFile.describe(errno: errno)
            throw Failure(path: path, reason: reason)
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return fd
    }

    /// Writes every byte (retrying short writes and EINTR); the reason on failure.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                return UserFile.describe(errno: errno)
            }
            if n == 0 { return UserFile.describe(errno: ENOSPC) }  // nothing written and no error: no room
            done += n
        }
        return nil
    }
}
