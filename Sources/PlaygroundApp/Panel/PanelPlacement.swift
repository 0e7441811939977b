import Foundation

/// The panel's width and whether it is collapsed, remembered between sessions in
/// `$XDG_STATE_HOME/layout-playground/panel.json` (or ~/.local/state/…), written atomically at exit when it
/// changed. A missing or unreadable file means the defaults, silently: it is a convenience, not data.
struct PanelPlacement: Codable, Equatable {
    var width = WindowGeometry.defaultPanelWidth
    var collapsed = false

    static var defaultPath: String {
        let env = ProcessInfo.processInfo.environment
        let state = StateFolder.path(environment: env)
        return state + "/layout-playground/panel.json"
    }

    static func load(from path: String = defaultPath) -> PanelPlacement {
        guard case .success(let bytes) = UserFile.read(BytePath(path), limit: 4096),
              var p = try? JSONDecoder().decode(PanelPlacement.self, from: Data(bytes)), p.width.isFinite
        else { return PanelPlacement() }
        p.width = max(p.width, WindowGeometry.minPanelWidth)
        return p
    }

    func save(to path: String = defaultPath) {
        do {
            try AtomicFile.makeFolders(holding: path)
            try AtomicFile.write("{\"width\": \(Int(checked: width.rounded())), \"collapsed\": \(collapsed)}\n", to: path)
        } catch {
            Diagnostics.warn("cannot remember the panel's width in \(path): \(error)")
        }
    }
}
