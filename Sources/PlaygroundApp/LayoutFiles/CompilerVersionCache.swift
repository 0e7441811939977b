import Foundation

/// `swiftc --version`, asked once per compiler binary: kept in memory and in
/// `$XDG_CACHE_HOME/layout-playground/compiler-versions` (`~/.cache/…` when unset), one line per compiler, keyed by
/// the compiler's resolved path, size and modification time (nanoseconds): a new toolchain in the same place has
/// another mtime and is asked again.
///
/// Why: `swiftc --version` starts the driver and the frontend, 0.1–0.65 s on the 2-core machine (docs/benchmarks.md,
/// "Layout file reloads"), and was paid on every load (each `dump --layout-file`, each window start); the driver
/// also leaves a `TemporaryDirectory.*` folder in `$TMPDIR` each time, so it runs with `TMPDIR` pointed at a
/// private folder that is removed afterwards.
enum CompilerVersionCache {
    /// What identifies a compiler binary: its resolved path, size and modification time.
    struct Key: Hashable {
        var path: String
        var size: Int
        var mtimeNanoseconds: Int

        /// The line's prefix in the cache file (tab-separated; a path with a tab or a newline is never cached).
        var text: String { "\(size)\t\(mtimeNanoseconds)\t\(path)" }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var memory: [Key: String] = [:]
    /// How many times `swiftc --version` actually ran in this process (for tests).
    nonisolated(unsafe) private(set) static var runs = 0

    /// The version line of `swiftc` ("Swift version 6.3.1 (swift-6.3.1-RELEASE)"), from the cache when the same
    /// binary was asked before; nil when it cannot be run or prints no version (not cached).
    static func version(of swiftc: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String? {
        guard let key = key(for: swiftc) else { return ask(swiftc) }
        if let known = lock.withLock({ memory[key] }) { return known }
        let file = cacheFile(environment)
        if let file, let found = read(file, key) {
            lock.withLock { memory[key] = found }
            return found
        }
        guard let found = ask(swiftc) else { return nil }
        lock.withLock { memory[key] = found }
        if let file { store(file, key, found) }
        return found
    }

    /// Forgets the versions held in memory (tests: the next call reads the cache file).
    static func forgetInMemory() { lock.withLock { memory.removeAll() } }

    /// The key of the binary `swiftc` resolves to (links followed); nil when it cannot be stat'ed.
    static func key(for swiftc: String) -> Key? {
        guard let resolved = realpath(swiftc, nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        var info = stat()
        guard stat(path, &info) == 0, !path.contains("\t"), !path.contains("\n") else { return nil }
        return Key(path: path, size: Int(info.st_size),
                   mtimeNanoseconds: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    /// `$XDG_CACHE_HOME/layout-playground/compiler-versions` (an absolute XDG_CACHE_HOME, else `~/.cache`: XDG Base
    /// Directory 0.8); nil without either.
    static func cacheFile(_ environment: [String: String]) -> String? {
        let root: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            root = cache
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            root = home + "/.cache"
        } else {
            return nil
        }
        return root + "/layout-playground/compiler-versions"
    }

    /// The cached version for `key` in `file` (lines `KEY\tVERSION`).
    private static func read(_ file: String, _ key: Key) -> String? {
        guard case .success(let text) = UserFile.readText(BytePath(file)) else { return nil }
        let prefix = key.text + "\t"
        return text.split(separator: "\n").first { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
            .flatMap { $0.hasPrefix("Swift version") ? $0 : nil }
    }

    /// Adds `key`'s line to `file` (atomically), keeping other compilers' lines (at most 16: old toolchains go).
    private static func store(_ file: String, _ key: Key, _ version: String) {
        // A cache: a read-only or missing home only costs the next start another `swiftc --version`.
        guard (try? AtomicFile.makeFolders(holding: file)) != nil else { return }
        var lines: [Substring] = []
        if case .success(let text) = UserFile.readText(BytePath(file)) {
            // Lines are SIZE, MTIME, PATH, VERSION: another line for the same path (an older toolchain there) goes.
            lines = text.split(separator: "\n").filter {
                $0.split(separator: "\t", maxSplits: 3).dropFirst(2).first.map(String.init) != key.path
            }
        }
        let kept = (lines.suffix(15) + [Substring(key.text + "\t" + version)]).joined(separator: "\n") + "\n"
        try? AtomicFile.write(kept, to: file)
    }

    /// Runs `swiftc --version` with its temporary files in a private folder that is removed afterwards.
    private static func ask(_ swiftc: String) -> String? {
        lock.withLock { runs += 1 }
        var template = Array(((ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? "/tmp") + "/layout-playground-version-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let scratch = made.map { String(cString: $0) }
        defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
        var environment = ProcessInfo.processInfo.environment
        if let scratch { environment["TMPDIR"] = scratch }
        let result = ChildProcess.run(swiftc, ["--version"], environment: environment)
        guard result.status == 0 else { return nil }
        return result.output.split(separator: "\n").first { $0.contains("Swift version") }
            .map { line in String(line[line.range(of: "Swift version")!.lowerBound...]) }
    }
}
