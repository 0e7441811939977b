import CSDL
import Foundation
@testable import PlaygroundApp
import PlaygroundCore

/// Paths and process helpers shared by the tests of the executable.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var binary: String { root.appendingPathComponent(".build/debug/playground").path }
    static var solidFixtures: String { root.appendingPathComponent("Tests/Fixtures/solid").path }

    /// XDG_CACHE_HOME for the processes the tests start (`Run.playground`), one per test run.
    static let testCacheHome = FileManager.default.temporaryDirectory
        .appendingPathComponent("lp-tests-cache-\(getpid())").path

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lp-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The result of running the playground binary.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `playground ARGS…` to completion (in `directory`, when given) with the app's own ChildProcess, which
    /// reads both pipes while the child runs. A run still going after `timeout` seconds (a hang: the bound is
    /// generous, never a speed goal) is killed and reported as status -1; a signal's number is the status.
    static func playground(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                           timeout: Double = 120) throws -> Run {
        var env = ProcessInfo.processInfo.environment
        // Never the user's thumbnail cache (~/.cache/thumbnails): a folder of the test run unless a test names one.
        env["XDG_CACHE_HOME"] = Repo.testCacheHome
        env.merge(environment) { _, new in new }
        let r = ChildProcess.run(Repo.binary, arguments, environment: env, directory: directory, timeout: timeout,
                                 separateErrors: true, uncapped: true)
        return Run(status: r.timedOut ? -1 : r.signal ?? r.status, stdout: r.output, stderr: r.errors)
    }
}

/// A decoded PNG's pixels as RGBA bytes.
struct Pixels {
    let width: Int, height: Int
    private let bytes: [UInt8]

    init(png path: String) throws {
        guard let loaded = IMG_Load(path) else { throw CLIErrorForTests("cannot load \(path)") }
        defer { SDL_FreeSurface(loaded) }
        try self.init(surface: loaded)
    }

    init(surface loaded: UnsafeMutablePointer<SDL_Surface>) throws {
        guard let rgba = SDL_ConvertSurfaceFormat(loaded, CSDL_PIXELFORMAT_RGBA32, 0) else {
            throw CLIErrorForTests("cannot convert a surface")
        }
        defer { SDL_FreeSurface(rgba) }
        width = Int(rgba.pointee.w)
        height = Int(rgba.pointee.h)
        let pitch = Int(rgba.pointee.pitch)
        let base = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var b = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width * 4 { b[y * width * 4 + x] = base[y * pitch + x] }
        }
        bytes = b
    }

    subscript(x: Int, y: Int) -> Color {
        let i = (y * width + x) * 4
        return Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }

    subscript(p: Point) -> Color { self[Int(p.x.rounded(.down)), Int(p.y.rounded(.down))] }
}

struct CLIErrorForTests: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

extension Color {
    /// Whether every channel is within `tolerance` of `other`'s (alpha ignored).
    func isClose(to other: Color, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance
    }
}
