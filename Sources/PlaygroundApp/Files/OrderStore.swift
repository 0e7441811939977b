import Foundation
import PlaygroundCore
import PlaygroundJSON

/// Keeps the display order in a file (`--order-file`, or one file per images folder under
/// $XDG_STATE_HOME/layout-playground/): restored at start, written atomically after every committed change.
/// A file that cannot be read or parsed is moved aside with a message, never silently overwritten.
final class OrderStore {
    let path: String
    let identifiers: [String]
    private var savedVersion = 0
    /// False when the file could be neither read nor moved aside: then nothing is written, to lose nothing.
    private(set) var writable = true

    /// Whether items a past session inserted are restored (`OrderFile.order(of:identifiers:keepsInserted:)`).
    let keepsInserted: Bool

    init(path: String, identifiers: [String], keepsInserted: Bool = true) {
        self.path = path
        self.identifiers = identifiers
        self.keepsInserted = keepsInserted
    }

    /// The default path for an images folder: $XDG_STATE_HOME (or ~/.local/state)/layout-playground/
    /// order-<folder name>-<hash of its absolute path>.json.
    static func defaultPath(forImages directory: String) -> String {
        let env = ProcessInfo.processInfo.environment
        let state = StateFolder.path(environment: env)
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64
        for byte in absolute.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = URL(fileURLWithPath: absolute).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return "\(state)/layout-playground/order-\(name.isEmpty ? "images" : name)-\(String(hash, radix: 16)).json"
    }

    /// The saved order, or nil when there is none (or it was unusable and moved aside, with a message).
    /// Also removes temporary files a killed writer left beside it (they never replaced the file).
    /// Never blocks: a named pipe or a device given as the order file is refused (and nothing is saved to it).
    func load() -> [Int]? {
        // Another user's link on the way is neither read nor written (issue 38, severe 2): the session starts from
        // the default order and saves nothing, in one warning.
        do { _ = try SafePath.openForWriting(BytePath(path)) } catch let refusal as SafePath.Refusal where refusal.untrustedLink {
            writable = false
            Diagnostics.warn("order file \(path): \(refusal.reason); started from the default order, and the order "
                + "will not be saved this session")
            return nil
        } catch {}
        AtomicFile.removeStaleTemporaries(for: path)
        let file = BytePath(path)
        guard let kind = UserFile.kind(of: file) else {
            let code = errno
            // None yet; or a folder on the way is a file (then each save says why it fails, in the HUD too).
            if code == ENOENT || code == ENOTDIR { return nil }
            writable = false
            Diagnostics.warn("cannot read the order file \(path): \(UserFile.openFailure(file, errno: code)); "
                + "started from the default order, and the order will not be saved this session")
            return nil
        }
        guard kind == S_IFREG else {
            writable = false
            Diagnostics.warn("order file \(path) is \(UserFile.describe(kind: kind)); started from the default order, "
                + "and the order will not be saved this session")
            return nil
        }
        let problem: String
        switch UserFile.readText(file) {
        case .success(let text):
            do {
                let file = try JSONInput.decode(OrderFile.Document.self, from: text, root: "order file")
                return OrderFile.order(of: file, identifiers: identifiers, keepsInserted: keepsInserted)
            } catch { problem = error.message }
        case .failure(let failure):
            problem = failure.reason
        }
        let aside = path + ".unreadable-\(Int(checked: Date().timeIntervalSince1970))"
        if rename(path, aside) == 0 {
            Diagnostics.warn("order file \(path): \(problem); moved it to \(aside) and started from the default order")
        } else {
            let why = UserFile.describe(errno: errno)
            writable = false
            Diagnostics.warn("order file \(path): \(problem), and it cannot be moved aside (\(why)); started from the "
                + "default order, and the order will not be saved this session")
        }
        return nil
    }

    /// Why the last save failed (nil when it succeeded or none was tried): the HUD shows it until a save works.
    private(set) var failure: String?

    /// Writes the order if it changed since the last attempt (version from `Playground.orderVersion`). A failed save
    /// is told once on standard error (again if the reason changes) and kept in `failure` for the HUD; the next
    /// change tries again, and so does `saveAtExit`.
    func saveIfChanged(_ order: [Int], version: Int) {
        guard writable, version != savedVersion else { return }
        save(order, version: version)
    }

    /// At quit: saves the order if it changed or the last save failed; says so if the order is lost.
    func saveAtExit(_ order: [Int], version: Int) {
        guard writable, version != savedVersion || failure != nil else { return }
        save(order, version: version)
        if let failure {
            Diagnostics.warn("the order was not saved to \(path) (\(failure)); this session's reordering is lost")
        }
    }

    private func save(_ order: [Int], version: Int) {
        savedVersion = version
        do {
            try AtomicFile.makeFolders(holding: path)
            try AtomicFile.write(OrderFile.encode(order: order, identifiers: identifiers), to: path)
            if failure != nil { Diagnostics.warn("the order is saved to \(path) again") }
            failure = nil
        } catch {
            let reason = (error as? AtomicFile.Failure)?.reason ?? "\(error)"
            if reason != failure {
                Diagnostics.warn("cannot save the order to \(path): \(reason); it will be tried again at the next change")
            }
            failure = reason
        }
    }
}
