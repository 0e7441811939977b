import Foundation
import UIKitSourceRewrite
import Glibc
import PlaygroundCore

/// Watches layout files (and folders of them) and rebuilds a file when it is saved, on one background thread:
/// one build at a time, saves coalesced, never blocking a frame (docs/custom-layouts.md).
///
/// inotify watches each file's folder, not the file: editors (vim, emacs, VS Code) save by writing a new file and
/// renaming it over the old one, which a watch on the old file's inode would miss.
final class LayoutFileWatcher: @unchecked Sendable {
    /// What became of a save.
    enum Outcome {
        case loaded(file: String, LayoutFileLoader.Loaded, savedAt: Double)
        case failed(file: String, LayoutFileError, savedAt: Double)
        /// The file is gone (the last good layout stays).
        case deleted(file: String)
        /// A save was seen and its build starts now (the window says "compiling NAME…" until its outcome).
        case building(file: String)
    }

    /// Quiet time after the last change of a file before it is built, seconds: an editor's save is several
    /// events (create, write, rename) within a few milliseconds.
    static let settleTime = 0.05
    /// The quiet time after an event that ends a save: the file closed after writing (IN_CLOSE_WRITE) or renamed
    /// into place (IN_MOVED_TO, how vim, emacs and VS Code save), seconds. The file is whole then; 5 ms still
    /// gathers the events of one save (a write-and-rename comes as one read of the inotify queue) without the
    /// 50 ms wait on every save (docs/benchmarks.md, "Layout file reloads").
    static let completedSettleTime = 0.005

    private let loader: LayoutFileLoader
    private let files: Set<String>
    private let folders: Set<String>
    private let lock = NSLock()
    private var outcomes: [Outcome] = []
    private var stopped = false
    /// Signalled once when the thread's loop has ended.
    private let ended = DispatchSemaphore(value: 0)
    private let fd: Int32
    private var watches: [Int32: String] = [:]
    /// Seconds on the caller's clock, for `savedAt`.
    private let now: @Sendable () -> Double
    /// The package-target folders of the watched SwiftUI files (SwiftUIModule.root): a folder made under one is
    /// watched as it appears, with its subfolders (docs/swiftui.md, "Hot reload").
    private let moduleRoots: Set<String>

    /// Watches `files` (absolute paths) and every layout file in `folders`; nil when inotify is unavailable.
    init?(files: [String], folders: [String], loader: LayoutFileLoader, now: @escaping @Sendable () -> Double) {
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { return nil }
        self.loader = loader
        self.files = Set(files)
        self.folders = Set(folders)
        self.now = now
        // A SwiftUI file of a package target: the target's subfolders too (a helper saved there rebuilds it), and
        // every folder under the target, so that a subfolder made later is seen (`watchNewFolder`).
        let moduleFolders = files.flatMap { SwiftUIModule.watchedFolders(of: $0) }
        moduleRoots = Set(files.filter { !SwiftUIModule.watchedFolders(of: $0).isEmpty }.map { SwiftUIModule.root(of: $0) })
        let underRoots = moduleRoots.flatMap { SwiftUIModule.folders(under: $0) }
        // A UIKit target's subfolders (UIKitTarget): a file saved there rebuilds the target.
        let targetFolders = files.filter { UIKitTarget.isFolder($0) }.flatMap { [$0] + UIKitTarget.subfolders(of: $0) }
        for dir in Set(files.map { PathText.folder(of: $0) } + folders + moduleFolders + underRoots + targetFolders) {
            let wd = inotify_add_watch(fd, dir, Self.mask)
            if wd >= 0 { watches[wd] = dir } else {
                Diagnostics.warn("cannot watch \(dir) for saves: \(String(cString: strerror(errno))); reload by restarting")
            }
        }
        let thread = Thread { [self] in loop() }
        thread.name = "layout-files"
        thread.start()
    }

    /// Stops watching and waits for the thread to end (within half a second; a build in progress finishes first),
    /// so that the caller may then delete the build folder. Later calls return at once.
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if first { ended.wait() }
    }

    /// Whether something happened since the last `drain` (the window starts its next frame early for it).
    var hasOutcomes: Bool { lock.withLock { !outcomes.isEmpty } }

    /// What happened since the last call, in order.
    func drain() -> [Outcome] {
        lock.withLock {
            defer { outcomes.removeAll() }
            return outcomes
        }
    }

    /// The events watched in each folder; IN_IGNORED comes too when the folder is deleted or moved away (its watch
    /// is gone: `lost`).
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    /// Folders whose watch ended (deleted, moved away; issue 38, 9): tried again each time the loop wakes (at
    /// least every 0.5 s); once a folder is back, its watched files are rebuilt as if saved.
    private var lost: Set<String> = []

    /// Watches again each lost folder that exists again; the files to rebuild (those watched in it).
    private func rewatch() -> [String] {
        var back: [String] = []
        for dir in lost.sorted() {
            let wd = inotify_add_watch(fd, dir, Self.mask)
            guard wd >= 0 else { continue }
            watches[wd] = dir
            lost.remove(dir)
            back += files.filter { PathText.folder(of: $0) == dir }
            if folders.contains(dir), case .success(let names) = UserFile.listFolder(BytePath(dir)) {
                back += names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
                    .filter { LayoutFileLoader.isLayoutFile($0) }.map { dir + "/" + $0 }
                    .compactMap { rebuilt(for: $0) }
            }
        }
        return back
    }

    private func isWatched(_ path: String) -> Bool {
        files.contains(path)
            || (folders.contains(PathText.folder(of: path))
                && LayoutFileLoader.isLayoutFile((path as NSString).lastPathComponent))
    }

    /// The file to rebuild when `path` changes: itself when watched, or the main file of the UIKit group it is a
    /// companion of (`Masonry+Playground.swift` → `Masonry.swift`; docs/uikit.md); nil when it is not watched.
    private func rebuilt(for path: String) -> String? {
        if files.contains(path) { return path }
        // A UIKit file of a target folder rebuilds the target (UIKitTarget).
        if let target = UIKitTarget.target(of: path, among: files) { return target }
        if let main = UIKitLayoutGroup.main(of: path), isWatched(main) { return main }
        if isWatched(path) { return path }
        // A file of a watched SwiftUI file's module (SwiftUIModule): saving a helper rebuilds the first layout using it.
        if path.hasSuffix(".swift"), let user = files.sorted().first(where: {
            $0.hasSuffix(".swift") && SwiftUIModule.root(of: $0) == SwiftUIModule.root(of: path)
                && SwiftUIModule.companions(of: $0).contains(path)
        }) { return user }
        // A sibling a watched UIKit file names (UIKitSiblingFiles): saving the cell class rebuilds its controller.
        let folder = PathText.folder(of: path)
        return files.sorted().first { watched in
            PathText.folder(of: watched) == folder && watched.hasSuffix(".swift")
                && UIKitLayoutGroup.members(of: watched).dropFirst().contains(path)
        }
    }

    private func loop() {
        var pending: [String: (changed: Double, settle: Double)] = [:]   // path → when it last changed, how long to wait
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !lock.withLock({ stopped }) {
            let due = pending.values.map { $0.changed + $0.settle }.max()
            let wait = due.map { max(0, $0 - now()) } ?? 0.5
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if !lost.isEmpty {
                for path in rewatch() { pending[path] = (now(), Self.completedSettleTime) }
            }
            if poll(&p, 1, Int32(checked: (min(wait, 0.5) * 1000).rounded(.up))) > 0 {
                let n = read(fd, &buffer, buffer.count)
                if n > 0 {
                    for (path, mask) in events(in: buffer[0..<n]) {
                        if mask & UInt32(IN_ISDIR) != 0 {
                            // A folder made (or moved) into a module: watched, and what it already holds built.
                            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                                for file in watchNewFolder(path) {
                                    if let target = rebuilt(for: file) { pending[target] = (now(), Self.settleTime) }
                                }
                            }
                            continue
                        }
                        guard let target = rebuilt(for: path) else { continue }
                        let completes = mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0
                        pending[target] = (now(), completes ? Self.completedSettleTime : Self.settleTime)
                    }
                }
            }
            guard let due = pending.values.map({ $0.changed + $0.settle }).max(), now() >= due else { continue }
            let ready = pending
            pending.removeAll()
            for (path, change) in ready.sorted(by: { $0.key < $1.key }) { build(path, savedAt: change.changed) }
        }
        close(fd)
        ended.signal()
    }

    /// Watches `dir`, a folder just made inside a watched package target (and each folder under it, within the
    /// module's depth), when it is one; the Swift files already in it (written before its watch began).
    private func watchNewFolder(_ dir: String) -> [String] {
        guard let root = moduleRoots.first(where: { dir.hasPrefix($0 + "/") }) else { return [] }
        let depth = dir.dropFirst(root.count).split(separator: "/").count
        guard depth <= SwiftUIModule.maxDepth else { return [] }
        for folder in [dir] + SwiftUIModule.folders(under: dir, depth: depth) where !watches.values.contains(folder) {
            let wd = inotify_add_watch(fd, folder, Self.mask)
            if wd >= 0 { watches[wd] = folder }
        }
        return SwiftUIModule.swiftFiles(in: dir, recursive: true)
    }

    private func build(_ path: String, savedAt: Double) {
        let outcome: Outcome
        if !FileManager.default.fileExists(atPath: path) {
            outcome = .deleted(file: path)
        } else {
            lock.withLock { outcomes.append(.building(file: path)) }
            do { outcome = .loaded(file: path, try loader.load(path), savedAt: savedAt) } catch {
                outcome = .failed(file: path, error, savedAt: savedAt)
            }
        }
        lock.withLock { outcomes.append(outcome) }
    }

    /// The paths named by the inotify events in `bytes`, with each event's mask.
    private func events(in bytes: ArraySlice<UInt8>) -> [(path: String, mask: UInt32)] {
        var paths: [(path: String, mask: UInt32)] = []
        var i = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while i + header <= bytes.endIndex {
            let (wd, mask, length) = bytes.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let base = raw.baseAddress! + (i - bytes.startIndex)
                let event = base.loadUnaligned(as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameStart = i + header
            let nameBytes = bytes[nameStart..<min(nameStart + length, bytes.endIndex)].prefix { $0 != 0 }
            if mask & UInt32(IN_IGNORED) != 0, let dir = watches[wd] {
                // The folder went away (deleted or moved): watched again once it is back (`rewatch`).
                watches[wd] = nil
                lost.insert(dir)
            } else if let dir = watches[wd], !nameBytes.isEmpty {
                paths.append((dir + "/" + String(decoding: nameBytes, as: UTF8.self), mask))
            }
            i = nameStart + length
        }
        return paths
    }
}
