import Foundation

/// The panel's width and whether it is collapsed, remembered between sessions in
/// `$XDG_STATE_HOME/layout-playground/panel.json` (or ~/.local/state/…), written atomically at exit when it
/// changed. A missing or unreadable file means the defaults, silently: it is a convenience, not data.
struct PanelPlacement: Codable, Equatable {
    var width = WindowGeometry.defaultPanelWidth
    var collapsed = false

    static var defaultPath: String {
        let env = ProcessInfo.processInfo.environment
        let state = env["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.local/state")
        return state + "/layout-playground/panel.json"
    }

    static func load(from path: String = defaultPath) -> PanelPlacement {
        guard let data = FileManager.default.contents(atPath: path),
              var p = try? JSONDecoder().decode(PanelPlacement.self, from: data), p.width.isFinite
        else { return PanelPlacement() }
        p.width = max(p.width, WindowGeometry.minPanelWidth)
        return p
    }

    func save(to path: String = defaultPath) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try AtomicFile.write("{\"width\": \(Int(width.rounded())), \"collapsed\": \(collapsed)}\n", to: path)
        } catch {
            Diagnostics.warn("cannot remember the panel's width in \(path): \(error)")
        }
    }
}
