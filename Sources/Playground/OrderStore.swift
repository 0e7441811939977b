import Foundation
import PlaygroundCore

/// Keeps the display order in a file (`--order-file`, or one file per images folder under
/// $XDG_STATE_HOME/layout-playground/): restored at start, written atomically after every committed change.
/// A file that cannot be read or parsed is moved aside with a message, never silently overwritten.
final class OrderStore {
    let path: String
    let identifiers: [String]
    private var savedVersion = 0
    /// False when the file could be neither read nor moved aside: then nothing is written, to lose nothing.
    private(set) var writable = true

    init(path: String, identifiers: [String]) {
        self.path = path
        self.identifiers = identifiers
    }

    /// The default path for an images folder: $XDG_STATE_HOME (or ~/.local/state)/layout-playground/
    /// order-<folder name>-<hash of its absolute path>.json.
    static func defaultPath(forImages directory: String) -> String {
        let env = ProcessInfo.processInfo.environment
        let state = env["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.local/state")
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64
        for byte in absolute.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = URL(fileURLWithPath: absolute).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return "\(state)/layout-playground/order-\(name.isEmpty ? "images" : name)-\(String(hash, radix: 16)).json"
    }

    /// The saved order, or nil when there is none (or it was unusable and moved aside, with a message).
    /// Also removes temporary files a killed writer left beside it (they never replaced the file).
    func load() -> [Int]? {
        let fm = FileManager.default
        AtomicFile.removeStaleTemporaries(for: path)
        guard fm.fileExists(atPath: path) else { return nil }
        let problem: String
        if let data = fm.contents(atPath: path) {
            if let text = String(data: data, encoding: .utf8) {
                do { return try OrderFile.decode(text, identifiers: identifiers) } catch { problem = error.message }
            } else {
                problem = "not UTF-8 text"
            }
        } else {
            problem = "cannot be read"
        }
        let aside = path + ".unreadable-\(Int(Date().timeIntervalSince1970))"
        if (try? fm.moveItem(atPath: path, toPath: aside)) != nil {
            Diagnostics.warn("order file \(path) \(problem); moved it to \(aside) and started from the default order")
        } else {
            writable = false
            Diagnostics.warn("order file \(path) \(problem) and cannot be moved aside; the order will not be saved this time")
        }
        return nil
    }

    /// Writes the order if it changed since the last write (version from `Playground.orderVersion`).
    func saveIfChanged(_ order: [Int], version: Int) {
        guard writable, version != savedVersion else { return }
        savedVersion = version
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try AtomicFile.write(OrderFile.encode(order: order, identifiers: identifiers), to: path)
        } catch {
            Diagnostics.warn("cannot save the order to \(path): \(error)")
        }
    }
}
