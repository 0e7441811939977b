import Foundation

/// The private folder a process compiles layout files in, and the rule for opening what it compiled (issue 26, 4).
///
/// `$TMPDIR/layout-playground-UID` (made 0700, or accepted only when it is a real folder owned by this user with mode
/// 0700), and in it one `mkdtemp` folder per process. Another local user can then neither write into the folder nor
/// swap a compiled library before it is loaded: the old scheme accepted any existing folder named
/// `layout-playground-UID/PID` (mkdir's EEXIST), so a folder another user made, mode 0777, let that user replace
/// `UserLayout_*.so` between the compile and the dlopen.
enum BuildFolder {
    /// Makes this process's build folder under `base` (`$TMPDIR`, else `/tmp`); a one-line error naming the folder
    /// that is refused and why.
    static func make(base: String) throws(LayoutFileError) -> String {
        try checkBase(base)
        let shared = base + "/layout-playground-\(getuid())"
        if mkdir(shared, 0o700) != 0, errno != EEXIST {
            throw failure("cannot create the layout build folder \(display(shared)): " + UserFile.describe(errno: errno))
        }
        try checkOwned(shared, what: "layout build folder")
        var template = Array((shared + "/XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw failure("cannot create a folder in \(display(shared)): " + UserFile.describe(errno: errno))
        }
        return String(cString: template)
    }

    /// The folder `$TMPDIR` names must be a folder; if others may write into it, it must be sticky (as /tmp is), so
    /// they cannot rename our folder away and put theirs in its place.
    static func checkBase(_ base: String) throws(LayoutFileError) {
        var info = stat()
        guard stat(base, &info) == 0 else {
            throw failure("cannot use TMPDIR \(display(base)) for the layout build folder: " + UserFile.describe(errno: errno))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw failure("cannot use TMPDIR \(display(base)) for the layout build folder: not a folder")
        }
        if info.st_mode & 0o022 != 0, info.st_mode & S_ISVTX == 0, info.st_uid != getuid() {
            throw failure("refusing TMPDIR \(display(base)) for the layout build folder: others may write into it and "
                + "it is not sticky (mode \(octal(info.st_mode & 0o7777))); set TMPDIR to a folder of your own")
        }
    }

    /// `path` must be a folder itself (not a link), owned by this user, mode 0700.
    static func checkOwned(_ path: String, what: String) throws(LayoutFileError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw failure("cannot use the \(what) \(display(path)): " + UserFile.describe(errno: errno))
        }
        let mode = info.st_mode & 0o7777
        let refusal: String? =
            if info.st_mode & S_IFMT != S_IFDIR { "it is not a folder (a link or a file)" }
            else if info.st_uid != getuid() { "it is owned by uid \(info.st_uid), not by you (uid \(getuid()))" }
            else if mode != 0o700 { "its mode is \(octal(mode)), not 0700" }
            else { nil }
        if let refusal {
            throw failure("refusing the \(what) \(display(path)): \(refusal); remove it, or set TMPDIR to a folder of "
                + "your own")
        }
    }

    /// Opens the compiled library at `path` for loading: not through a link, a regular file owned by this user and
    /// writable by no one else (its folder is 0700 anyway). The descriptor to load it by (`/proc/self/fd/N`), or a one-line reason.
    static func openLibrary(_ path: String) -> Result<Int32, LayoutFileError> {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(failure("cannot open the compiled layout \(display(path)): " + UserFile.describe(errno: errno)))
        }
        var info = stat()
        let refusal: String? =
            if fstat(fd, &info) != 0 { UserFile.describe(errno: errno) }
            else if info.st_mode & S_IFMT != S_IFREG { "not a regular file" }
            else if info.st_uid != getuid() { "owned by uid \(info.st_uid), not by you" }
            else if info.st_mode & 0o002 != 0 { "others may write it (mode \(octal(info.st_mode & 0o7777)))" }
            else { nil }
        if let refusal {
            close(fd)
            return .failure(failure("refusing the compiled layout \(display(path)): \(refusal)"))
        }
        return .success(fd)
    }

    private static func failure(_ message: String) -> LayoutFileError { LayoutFileError(file: "", message: message) }
    private static func display(_ path: String) -> String { BytePath(path).display }
    private static func octal(_ mode: mode_t) -> String { "0" + String(mode, radix: 8) }
}
