import Foundation

/// Writes files atomically: a temporary file in the same directory, fsync, then rename over the target.
/// A reader sees the old file or the new one, never a partial one.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        try write(to: path) { temporary in
            guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
                throw CLIError("cannot write \(path)")
            }
        }
    }

    /// Deletes `.NAME.tmp-PID` files beside `path` whose writer is gone (a process killed mid-write).
    static func removeStaleTemporaries(for path: String) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let prefix = "." + url.lastPathComponent + ".tmp-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0 else { continue }
            unlink(directory + "/" + name)
        }
    }

    /// Calls `produce` with a temporary path to fill, then syncs it and renames it to `path`.
    static func write(to path: String, produce: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
        do {
            try produce(temporary)
            let fd = open(temporary, O_RDONLY)
            if fd >= 0 {
                fsync(fd)
                close(fd)
            }
            guard rename(temporary, path) == 0 else {
                throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            let dfd = open(directory.isEmpty ? "." : directory, O_RDONLY)
            if dfd >= 0 {
                fsync(dfd)
                close(dfd)
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}

/// A one-line error for the user.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
