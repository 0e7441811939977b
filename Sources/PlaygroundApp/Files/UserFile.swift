import CSDL
import Foundation

/// Opening and reading files the user names (images, the order file, a replay script), so that no file can hang or
/// crash the app: opened by bytes with `O_NONBLOCK` (opening a named pipe waits for a writer without it), then only a
/// regular file (after following links: `fstat` on the opened descriptor) is accepted. A failure is a one-line reason
/// in the user's words, never a Foundation error dump.
enum UserFile {
    /// Why a file cannot be used, in words ("a folder", "a named pipe (FIFO)", "permission denied").
    struct Failure: Error, CustomStringConvertible, Equatable {
        var reason: String
        var description: String { reason }
    }

    /// Opens `path` for reading if it is a regular file (links followed); the descriptor is blocking again after
    /// the check, which makes no difference to a regular file's reads. The caller closes it.
    /// - Parameter allowPipes: also accept a named pipe or a character device (a replay script given as
    ///   `<(command)`): then the descriptor blocks on reads, as `cat` would.
    static func openForReading(_ path: BytePath, allowPipes: Bool = false) -> Result<Int32, Failure> {
        let fd = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard fd >= 0 else { return .failure(Failure(reason: openFailure(path, errno: errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            return .failure(Failure(reason: describe(errno: code)))
        }
        let kind = info.st_mode & S_IFMT
        let accepted = kind == S_IFREG || (allowPipes && (kind == S_IFIFO || kind == S_IFCHR))
        guard accepted else {
            close(fd)
            return .failure(Failure(reason: describe(kind: kind)))
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return .success(fd)
    }

    /// Reads up to `limit` bytes from the start of a regular file (`openForReading`); a read interrupted by a
    /// signal is retried, any other read error is the failure.
    static func read(_ path: BytePath, limit: Int = .max, allowPipes: Bool = false) -> Result<[UInt8], Failure> {
        let fd: Int32
        switch openForReading(path, allowPipes: allowPipes) {
        case .success(let opened): fd = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(fd) }
        return read(fd: fd, limit: limit)
    }

    /// Reads from `fd` until its end or `limit` bytes.
    static func read(fd: Int32, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, wanted) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: "cannot read it: " + describe(errno: errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[..<n])
        }
        return .success(bytes)
    }

    /// An SDL stream over the regular file at `path` (`openForReading`), for `IMG_LoadTyped_RW(stream, 1, type)`,
    /// which closes it (and the file). (The type, the file's extension, tells TGA, which has no signature.)
    static func sdlStream(_ path: BytePath) -> Result<UnsafeMutablePointer<SDL_RWops>, Failure> {
        let fd: Int32
        switch openForReading(path) {
        case .success(let opened): fd = opened
        case .failure(let failure): return .failure(failure)
        }
        guard let file = fdopen(fd, "rb") else {
            let code = errno
            close(fd)
            return .failure(Failure(reason: describe(errno: code)))
        }
        guard let stream = SDL_RWFromFP(file, SDL_TRUE) else {
            fclose(file)
            return .failure(Failure(reason: String(cString: SDL_GetError())))
        }
        return .success(stream)
    }

    /// What kind of file `path` is, following links; nil when it cannot be examined (see `openFailure`).
    static func kind(of path: BytePath) -> mode_t? {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 ? info.st_mode & S_IFMT : nil
    }

    /// A file kind in words, as the reason it is not an image or a text file.
    static func describe(kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a folder, not a file"
        case S_IFIFO: "a named pipe (FIFO), not a file"
        case S_IFCHR: "a character device, not a file"
        case S_IFBLK: "a block device, not a file"
        case S_IFSOCK: "a socket, not a file"
        default: "not a regular file"
        }
    }

    /// Why opening `path` failed with `errno`, in words: a link loop and a dangling link are told apart from a
    /// missing file.
    static func openFailure(_ path: BytePath, errno code: Int32) -> String {
        switch code {
        case ELOOP: return "a symbolic link loop"
        case ENOENT:
            var info = stat()
            let isLink = path.withCString { lstat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFLNK
            return isLink ? "a dangling symbolic link" : "no such file"
        case EISDIR: return "a folder"
        default: return describe(errno: code)
        }
    }

    /// strerror's words, lowercased the way a message continues ("Permission denied" → "permission denied").
    static func describe(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first, text.dropFirst().first?.isLowercase ?? true else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// Reads `path` as UTF-8 text (the order file, a replay script, a spec, a preset). A byte-order mark at the
    /// start (editors on Windows write one) is not part of the text (issue 26, 12: a YAML spec with one was refused).
    static func readText(_ path: BytePath, allowPipes: Bool = false) -> Result<String, Failure> {
        switch read(path, allowPipes: allowPipes) {
        case .failure(let failure): return .failure(failure)
        case .success(let read):
            let bytes = read.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(read.dropFirst(3)) : read
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(Failure(reason: "not UTF-8 text"))
            }
            return .success(text)
        }
    }
}

extension UserFile {
    /// The names in folder `path` (not "." and ".."), as bytes, unsorted: `readdir` gives every name, whatever its
    /// encoding (Foundation's listing drops or mangles names that are not UTF-8).
    static func listFolder(_ path: BytePath) -> Result<[BytePath], Failure> {
        guard let dir = path.withCString({ opendir($0) }) else {
            return .failure(Failure(reason: openFailure(path, errno: errno)))
        }
        defer { closedir(dir) }
        var names: [BytePath] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { return .failure(Failure(reason: "cannot list it: " + describe(errno: errno))) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(BytePath(bytes: name))
        }
        return .success(names)
    }
}
