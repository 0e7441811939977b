import Foundation
import UIKitSourceRewrite
import PlaygroundCore

/// Compiles a user's layout file into a shared library the app can dlopen: the file plus a generated entry point,
/// `swiftc -emit-library` against the PlaygroundCore module of the running build (docs/custom-layouts.md).
///
/// Each build gets a fresh module and file name, so a reloaded layout's types never clash with the previous
/// version's (loaded libraries are never unloaded: Swift code cannot be unloaded safely).
final class LayoutCompiler: @unchecked Sendable {
    /// What a good build produced.
    struct Build {
        var library: String
        var milliseconds: Double
        /// What the UIKit rewrite changed (`Masonry.swift:12:5: @objc removed`), and what it took.
        var rewrites: [String] = []
        var rewriteMilliseconds: Double = 0
        /// How a UIKit layout is made (`class CarouselLayout`, `makeLayout() in …`); nil for a native file.
        var made: String? = nil
        /// The types its repository declares elsewhere that placeholders stood in for (UIKitPlaceholderTypes).
        var placeholders: [String] = []
    }

    let swiftc: String
    let modules: String
    /// The module maps of the C shims under the core's pure Swift dependencies (swift-numerics' `_NumericsShims`):
    /// importing PlaygroundCore loads RealModule, which needs its shim's module map, and SwiftPM keeps that in the
    /// package checkout, not in `Modules/`.
    let moduleMaps: [String]
    let buildDirectory: String
    /// Seconds a compile may take before it is stopped (`--layout-compile-timeout`).
    let timeout: Double
    private let lock = NSLock()
    private var counter = 0

    /// How long a compile may take by default, seconds: a layout file compiles in about 1 s here (3 s on a busy
    /// machine, docs/custom-layouts.md, Figures); 30 over-complex expressions took 111 s (issue 26).
    static let defaultTimeout = 60.0

    /// Finds the compiler and the module; a one-line error when either is missing or they do not match.
    init(timeout: Double = LayoutCompiler.defaultTimeout) throws(LayoutFileError) {
        self.timeout = timeout
        let executable = Self.executablePath()
        let folder = PathText.folder(of: executable)
        guard let located = LayoutModules.locate(executableFolder: folder) else {
            throw LayoutFileError(file: "", message: "layout files need the PlaygroundCore module next to the playground "
                + "executable (\(folder)/Modules/PlaygroundCore.swiftmodule, or \(LayoutModules.installedLibrary)/Modules "
                + "when installed): run the playground from its build folder (make run, swift run, .build/debug/playground) "
                + "or reinstall it (make install); the built-in layouts still work")
        }
        let modules = located.modules
        guard let swiftc = Self.findCompiler(near: folder) else {
            throw LayoutFileError(file: "", message: "layout files need the Swift compiler (swiftc) that built the "
                + "playground, on PATH or in PLAYGROUND_SWIFTC; the built-in layouts still work")
        }
        if let built = Self.moduleCompilerVersion(modules + "/PlaygroundCore.swiftmodule"),
           let found = Self.compilerVersion(swiftc), !found.hasPrefix(built) {
            throw LayoutFileError(file: "", message: "layout files need the compiler that built the playground (\(built)); "
                + "\(swiftc) is \(found); the built-in layouts still work")
        }
        let maps = located.moduleMaps
        if let missing = maps.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw LayoutFileError(file: "", message: "layout files need the build's package checkouts (\(missing) is "
                + "missing): run the playground from its build folder; the built-in layouts still work")
        }
        self.swiftc = swiftc
        self.modules = modules
        moduleMaps = maps
        let base = (ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
        // $TMPDIR/layout-playground-UID (ours, 0700) / a mkdtemp folder: no other user can write into it.
        buildDirectory = try BuildFolder.make(base: base)
    }

    /// A number no other build of this process has (module and file names).
    func nextBuildNumber() -> Int { lock.withLock { counter += 1; return counter } }

    /// Removes this process's build folder (libraries already loaded stay mapped).
    func removeBuildDirectory() {
        try? FileManager.default.removeItem(atPath: buildDirectory)
    }

    /// Compiles `path` (its current text). Throws the compiler's first errors, or a one-line message when the
    /// file cannot be read or lacks `makeLayout`.
    func compile(_ path: String) throws(LayoutFileError) -> Build {
        if UIKitTarget.isFolder(path) || UIKitLayoutGroup.isUIKitFile(UIKitLayoutGroup.main(of: path) ?? path) {
            return try compileUIKit(path)
        }
        if Self.isSwiftUIFile(path) { return try compileSwiftUI(path) }
        let name = (path as NSString).lastPathComponent
        let text = try Self.read(path)
        guard let declarations = LayoutEntryPoint.scan(text) else {
            throw LayoutFileError(file: path, message: "\(name): no top-level `func makeLayout() -> any CollectionLayout` "
                + "(at the start of a line; `playground new-layout NAME` writes a template)")
        }
        let n = nextBuildNumber()
        let stem = Self.identifier(((name as NSString).deletingPathExtension))
        let module = "UserLayout_\(stem)_\(n)"
        let source = buildDirectory + "/\(module).swift"
        let library = buildDirectory + "/\(module).so"
        let full = (path as NSString).isAbsolutePath ? path
            : FileManager.default.currentDirectoryPath + "/" + path
        // A plain write, not AtomicFile's (temporary file, fsync, rename): the file has a fresh name in this
        // process's own folder, only the compiler reads it, and it is deleted after. fsync cost 0.45–0.5 s per
        // load on the shared machine's busy disk (docs/benchmarks.md, "Layout file reloads").
        if let reason = Self.writeNew(LayoutEntryPoint.source(user: text, path: full, declarations: declarations),
                                      to: source) {
            throw LayoutFileError(file: path, message: "\(name): cannot write \(source): \(reason)")
        }
        let start = Date()
        // The driver's temporary files (objects, `TemporaryDirectory.*`) go to the build folder, removed at exit.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = buildDirectory
        let result = ChildProcess.run(swiftc, Self.arguments(module: module, modules: modules, library: library,
                                                             source: source, moduleMaps: moduleMaps),
                                      environment: environment, timeout: timeout)
        try? FileManager.default.removeItem(atPath: source)
        let ms = Date().timeIntervalSince(start) * 1000
        if result.timedOut { throw timedOut(path, library: library) }
        guard result.status == 0 else {
            let diagnostics = CompilerDiagnostic.parse(result.output).filter { $0.severity == .error }
            guard let first = diagnostics.first else {
                let line = result.output.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
                throw LayoutFileError(file: path, message: "\(name): the compiler failed: \(line)")
            }
            // Errors in the generated entry point mean the declarations do not have the contract's types.
            if first.file == source {
                throw LayoutFileError(file: path, message: "\(name): makeLayout and parameters must have the types of the "
                    + "contract (`func makeLayout() -> any CollectionLayout`, `let parameters: [ParameterSpec]`): \(first.message)")
            }
            let own = diagnostics.filter { $0.file == full }
            let shown = (own.isEmpty ? diagnostics : own).prefix(3)
            throw LayoutFileError(file: path, message: shown[shown.startIndex].summary,
                                  details: shown.map { $0.excerpt(source: $0.file == full ? text : nil) })
        }
        guard FileManager.default.fileExists(atPath: library) else {
            throw LayoutFileError(file: path, message: "\(name): the compiler (\(swiftc)) reported success but wrote no library")
        }
        chmod(library, 0o700)  // ours alone, whatever the umask (PluginLoader refuses a library others may write)
        return Build(library: library, milliseconds: ms)
    }

    /// The compiler's arguments for one build (scripts/measure-reloads.sh runs the same bare, for comparison).
    static func arguments(module: String, modules: String, library: String, source: String, moduleMaps: [String])
        -> [String] {
        ["-emit-library", "-parse-as-library", "-swift-version", "5", "-Onone", "-diagnostic-style", "llvm",
         "-module-name", module, "-I", modules, "-o", library, source]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] }
    }

    /// Writes `text` to a new file at `path` (refused if it exists), mode 0600; nil, or why not.
    static func writeNew(_ text: String, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return UserFile.describe(errno: errno) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return UserFile.describe(errno: errno) }
            done += n
        }
        return nil
    }

    // MARK: - Finding things

    /// The text of a file to compile: every file compiled is read here, after the trust rule (`TrustedFiles`:
    /// written by you or root, in folders no one else can write into; issue 38, severe 1).
    static func read(_ path: String) throws(LayoutFileError) -> String {
        let name = (path as NSString).lastPathComponent
        switch UserFile.readText(BytePath(path)) {
        case .success(let text):
            if let refusal = TrustedFiles.checkFile(BytePath(path)) {
                throw LayoutFileError(file: path, message: TrustedFiles.message(file: path, refusal))
            }
            return text
        case .failure(let failure):
            throw LayoutFileError(file: path, message: "\(name): cannot read the layout file (\(failure.reason))")
        }
    }

    /// The C shims' module maps for a build folder `<scratch>/<triple>/<configuration>`: SwiftPM checks packages out
    /// into `<scratch>/checkouts` (the paths SwiftPM itself passes as `-fmodule-map-file` when it builds the core).
    static func dependencyModuleMaps(near folder: String) -> [String] {
        let scratch = PathText.folder(of: PathText.folder(of: folder))
        return [scratch + "/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap"]
    }

    /// The running executable (resolved through /proc/self/exe).
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }

    /// PLAYGROUND_SWIFTC, then `swiftc` next to the app, then on PATH.
    static func findCompiler(near folder: String) -> String? {
        let env = ProcessInfo.processInfo.environment
        if let given = env["PLAYGROUND_SWIFTC"], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        let path = (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        return ([folder] + path).map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// "Swift version 6.3.1 (swift-6.3.1-RELEASE)" as `swiftc --version` prints it, asked once per compiler binary
    /// (`CompilerVersionCache`).
    static func compilerVersion(_ swiftc: String) -> String? { CompilerVersionCache.version(of: swiftc) }

    /// The compiler version recorded in a .swiftmodule ("Swift version 6.3.1 (swift-6.3.1-RELEASE)").
    static func moduleCompilerVersion(_ module: String) -> String? {
        // The version string sits in the module's control block, near the start (15 KB in here).
        guard case .success(let head) = UserFile.read(BytePath(module), limit: 64 * 1024),
              let range = Data(head).range(of: Data("Swift version ".utf8)) else { return nil }
        let tail = Data(head)[range.lowerBound...].prefix { $0 >= 0x20 && $0 < 0x7f }
        return String(decoding: tail, as: UTF8.self)
    }

    /// Letters, digits and `_` only (a module name).
    static func identifier(_ text: String) -> String {
        let s = String(text.unicodeScalars.map {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_"
        })
        return s.isEmpty ? "Layout" : s
    }
}

extension LayoutCompiler {
    /// A compile stopped at its time limit (`--layout-compile-timeout`): its partial library removed, the message.
    func timedOut(_ path: String, library: String) -> LayoutFileError {
        try? FileManager.default.removeItem(atPath: library)
        return LayoutFileError(file: path, message: "\((path as NSString).lastPathComponent): compiling took longer than "
            + "\(ParameterSpec.format(timeout)) s and was stopped (simplify long expressions, or raise "
            + "--layout-compile-timeout); the layout was not loaded")
    }
}
