import Foundation
import PlaygroundCore
import SwiftUIBridge

/// The window's user layouts: loaded once at the start (so the first frame can show one), then rebuilt on every
/// save by a `LayoutFileWatcher`. Failures at the start do not stop the window: their errors show over it until
/// the next good save.
final class UserLayouts {
    /// The built-ins followed by the user layouts that loaded.
    let layouts: [LayoutDescriptor]
    /// The start's failures, by file.
    let errors: [String: LayoutFileError]
    /// The start's builds, for the trace: (file, layout or error, compile ms).
    let startLoads: [(file: String, layout: String?, error: String?, compileMs: Double?, rewrites: [String])]
    private let loader: LayoutFileLoader?
    private var watcher: LayoutFileWatcher?

    private init(layouts: [LayoutDescriptor], errors: [String: LayoutFileError],
                 startLoads: [(file: String, layout: String?, error: String?, compileMs: Double?, rewrites: [String])],
                 loader: LayoutFileLoader?) {
        self.layouts = layouts
        self.errors = errors
        self.startLoads = startLoads
        self.loader = loader
    }

    /// Loads the files of `options` (absolute paths, folders expanded). A path that does not exist is a one-line
    /// error; a file that does not build is reported and watched.
    static func start(_ options: LayoutFileOptions, session: (itemCount: Int, viewport: Size)? = nil) throws -> UserLayouts {
        let cwd = FileManager.default.currentDirectoryPath
        let absolute = { (p: String) in ((p as NSString).isAbsolutePath ? p : cwd + "/" + p) }
        let files = try options.files().map { (absolute($0) as NSString).standardizingPath }
        guard !files.isEmpty else { return UserLayouts(layouts: LayoutRegistry.all, errors: [:], startLoads: [], loader: nil) }
        let loader = try options.loader(session: session)
        var layouts = LayoutRegistry.all
        var errors: [String: LayoutFileError] = [:]
        var loads: [(file: String, layout: String?, error: String?, compileMs: Double?, rewrites: [String])] = []
        for file in files {
            do throws(LayoutFileError) {
                let loaded = try loader.load(file, joining: layouts)
                if options.verbose { LayoutFileOptions.report(loaded, file: file) }
                layouts.append(loaded.descriptor)
                // Shared with the behaviour files loaded after it (their `applyTo` may name it).
                SwiftUILoadedLayouts.register([loaded.descriptor])
                loads.append((file, loaded.descriptor.name, nil, loaded.compileMilliseconds, loaded.rewrites))
            } catch {
                Diagnostics.warn(error.message)
                errors[file] = error
                loads.append((file, nil, error.message, nil, []))
            }
        }
        // A behaviour file loaded before a layout file lists that layout too (docs/swiftui.md, "A behaviour on any layout").
        layouts = SwiftUILoadedLayouts.refreshingChoices(of: layouts)
        let user = UserLayouts(layouts: layouts, errors: errors, startLoads: loads, loader: loader)
        let folders = options.paths.map { (absolute($0) as NSString).standardizingPath }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue
        }
        user.watcher = LayoutFileWatcher(files: files, folders: folders, loader: loader, now: { wallClock() })
        if user.watcher == nil { Diagnostics.warn("cannot watch the layout files (inotify); restart to reload them") }
        return user
    }

    /// Seconds on a wall clock shared by the watcher and the window, for "save to first frame".
    static func wallClock() -> Double { Date().timeIntervalSinceReferenceDate }

    /// Whether a build finished since the last `drain`.
    var hasOutcomes: Bool { watcher?.hasOutcomes ?? false }

    /// What the watcher saw since the last call.
    func drain() -> [LayoutFileWatcher.Outcome] { watcher?.drain() ?? [] }

    /// Stops the watcher, waiting for a build in progress, then deletes the build folder.
    func stop() {
        watcher?.stop()
        loader?.cleanUp()
    }
}
