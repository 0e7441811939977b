import CImGui
import PlaygroundCore

/// The panel's Device section (docs/devices.md): the device preset (or free-form), a Rotate button and the layout
/// direction, each returned as the core's `device` / `layoutDirection` event (the D, R and L keys do the same).
extension ParameterPanel {
    func deviceSection(_ playground: Playground, into actions: inout Actions) {
        let traits = playground.traits
        guard lpimgui_header("Device: \(traits.device?.name ?? "free-form")###device", false) else { return }
        let names = Playground.deviceCycle.map { $0 ?? "free-form" }
        var index = Int32(names.firstIndex(of: traits.device?.name ?? "free-form") ?? 0)
        let items = names.joined(separator: "\0") + "\0\0"
        if "device".withCString({ n in items.withCString { lpimgui_combo(n, &index, $0) } }),
           names.indices.contains(Int(index)) {
            actions.events.append((.device(Playground.deviceCycle[Int(index)]), []))
        }
        if let device = traits.device, "Rotate (R)".withCString({ lpimgui_button($0) }) {
            actions.events.append((.device(device.rotated.name), []))
        }
        var direction = Int32(traits.isRightToLeft ? 1 : 0)
        let directions = "left-to-right\0right-to-left\0\0"
        if "layout direction".withCString({ n in directions.withCString { lpimgui_combo(n, &direction, $0) } }) {
            actions.events.append((.layoutDirection(direction == 1 ? .rightToLeft : .leftToRight), []))
        }
        if let d = traits.device {
            let s = d.safeArea
            lpimgui_text_disabled("\(Int(d.size.width))×\(Int(d.size.height)) pt @\(Int(d.scale))x · safe area "
                + "\(Int(s.top)) \(Int(s.left)) \(Int(s.bottom)) \(Int(s.right)) · \(d.horizontalSizeClass.rawValue)/"
                + "\(d.verticalSizeClass.rawValue)")
        }
    }
}
