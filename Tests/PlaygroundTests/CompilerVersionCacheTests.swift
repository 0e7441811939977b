import Foundation
import Testing
@testable import PlaygroundApp

/// `swiftc --version` asked once per compiler binary (path, size, mtime), remembered across runs in the cache
/// file, asked again when the binary changes; its temporary folder removed.
@Suite(.serialized) struct CompilerVersionCacheTests {
    /// A stand-in compiler: prints `version`, counts its runs in `runs`, makes a folder in its TMPDIR (as the
    /// driver's TemporaryDirectory.*) and records where.
    static func fakeCompiler(at path: String, version: String, runs: String, tmp: String) throws {
        let script = """
            #!/bin/sh
            echo run >> '\(runs)'
            mkdir "$TMPDIR/TemporaryDirectory.fake" && echo "$TMPDIR" >> '\(tmp)'
            echo 'Target: x86_64-unknown-linux-gnu'
            echo '\(version)'
            """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
    }

    @Test func askedOncePerBinaryAndRememberedOnDisk() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let swiftc = dir.path + "/swiftc", runs = dir.path + "/runs", tmp = dir.path + "/tmp"
        let environment = ["XDG_CACHE_HOME": dir.path + "/cache"]
        func runCount() -> Int { ((try? String(contentsOfFile: runs, encoding: .utf8)) ?? "").split(separator: "\n").count }
        try Self.fakeCompiler(at: swiftc, version: "Swift version 9.9 (fake)", runs: runs, tmp: tmp)

        #expect(CompilerVersionCache.version(of: swiftc, environment: environment) == "Swift version 9.9 (fake)")
        #expect(runCount() == 1)
        #expect(CompilerVersionCache.version(of: swiftc, environment: environment) == "Swift version 9.9 (fake)")
        #expect(runCount() == 1)
        // Another process (memory forgotten) reads the file.
        CompilerVersionCache.forgetInMemory()
        #expect(CompilerVersionCache.version(of: swiftc, environment: environment) == "Swift version 9.9 (fake)")
        #expect(runCount() == 1)
        let file = try #require(CompilerVersionCache.cacheFile(environment))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\t\(swiftc)\tSwift version 9.9 (fake)"))

        // A new compiler in the same place (another size and mtime) is asked again; its line replaces the old one.
        try Self.fakeCompiler(at: swiftc, version: "Swift version 10.0 (newer fake)", runs: runs, tmp: tmp)
        var info = stat()
        stat(swiftc, &info)
        var times = [timespec(tv_sec: info.st_mtim.tv_sec + 10, tv_nsec: 0), timespec(tv_sec: info.st_mtim.tv_sec + 10, tv_nsec: 0)]
        utimensat(AT_FDCWD, swiftc, &times, 0)
        CompilerVersionCache.forgetInMemory()
        #expect(CompilerVersionCache.version(of: swiftc, environment: environment) == "Swift version 10.0 (newer fake)")
        #expect(runCount() == 2)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasSuffix("Swift version 10.0 (newer fake)"))

        // Each run's temporary folder (and the driver's folder inside it) is gone.
        let folders = try String(contentsOfFile: tmp, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(folders.count == 2)
        for folder in folders { #expect(!FileManager.default.fileExists(atPath: folder), "\(folder) left behind") }
    }

    @Test func aCompilerThatPrintsNoVersionIsNotCached() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let swiftc = dir.path + "/swiftc"
        try "#!/bin/sh\necho nothing useful\n".write(toFile: swiftc, atomically: true, encoding: .utf8)
        chmod(swiftc, 0o755)
        let environment = ["XDG_CACHE_HOME": dir.path + "/cache"]
        #expect(CompilerVersionCache.version(of: swiftc, environment: environment) == nil)
        #expect(!FileManager.default.fileExists(atPath: CompilerVersionCache.cacheFile(environment)!))
    }
}
