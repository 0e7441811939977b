import CImGui
import Foundation
import PlaygroundCore

/// The parameter panel (P): the current layout's parameters, physics, interactions and items as sliders, toggles
/// and choices; undo and redo; "Copy as command line", "Copy as UIKit code" and "Save preset"; the physics lab
/// (docs/tuning.md, docs/export.md).
///
/// The panel never changes the playground itself: every change is returned as an InputEvent (a `parameter`
/// event, or Ctrl+Z for undo), which the window hands to the core like any other input.
final class ParameterPanel {
    /// What the window does after a panel frame.
    struct Actions {
        var events: [(InputEvent.Kind, Modifiers)] = []
        var copyCommandLine = false
        var copyUIKitCode = false
        var savePreset: String?
        var loadImages: String?
    }

    var isVisible = false
    /// Where the panel was last drawn, window points.
    private(set) var frame: (x: Float, y: Float, width: Float, height: Float) = (0, 0, 0, 0)

    /// Whether window point (x, y) is on the panel as last drawn.
    func contains(x: Int32, y: Int32) -> Bool {
        isVisible && Float(x) >= frame.x && Float(x) < frame.x + frame.width
            && Float(y) >= frame.y && Float(y) < frame.y + frame.height
    }
    private var presetPath = ParameterPanel.buffer("playground-preset.toml")
    private var imagesPath: [CChar]
    private let lab = PhysicsLab()

    init(imagesFolder: String?) {
        imagesPath = Self.buffer(imagesFolder ?? "")
    }

    /// Builds the panel for `playground`'s current values, `viewport` wide, and returns what the user changed.
    func build(_ playground: Playground, viewport: Size) -> Actions {
        var actions = Actions()
        let width: Float = 430
        let opened = lpimgui_begin("Tune (P)", Float(viewport.width) - width - 10, 10, width,
                                   Float(max(200, viewport.height - 20)))
        defer { lpimgui_end() }
        var rect: [Float] = [0, 0, 0, 0]
        lpimgui_window_rect(&rect)
        frame = (rect[0], rect[1], rect[2] - rect[0], rect[3] - rect[1])
        guard opened else { return actions }
        lpimgui_push_item_width(-200)
        defer { lpimgui_pop_item_width() }

        if button("Undo") { actions.events.append((.keyDown("z"), .control)) }
        lpimgui_same_line()
        if button("Redo") { actions.events.append((.keyDown("z"), [.control, .shift])) }
        lpimgui_same_line()
        if button("Copy as command line") { actions.copyCommandLine = true }
        lpimgui_same_line()
        if button("Copy as UIKit code") { actions.copyUIKitCode = true }
        if button("Save preset") { actions.savePreset = Self.string(presetPath) }
        lpimgui_same_line()
        inputText("##preset", &presetPath)

        if lpimgui_header("Layout: \(playground.layoutName)", true) {
            for spec in playground.layoutParameterSpecs {
                let value = (try? playground.parameterValue(spec.name)) ?? spec.defaultValue
                if let new = widget(spec, value: value, logarithmic: false) {
                    actions.events.append((.parameter(name: spec.name, value: new), []))
                }
            }
            if playground.layoutParameterSpecs.isEmpty { lpimgui_text_disabled("(no parameters)") }
        }
        for (section, title) in [(Tunable.Section.physics, "Physics"), (.interaction, "Interactions"), (.items, "Items")] {
            guard lpimgui_header(title, section != .items) else { continue }
            for t in Tunables.all where t.section == section {
                let value = Tunables.value(t.name, in: playground.config) ?? t.spec.defaultValue
                if let new = widget(t.spec, value: value, logarithmic: t.logarithmic, label: t.key, unit: t.unit,
                                    source: t.source) {
                    actions.events.append((.parameter(name: t.name, value: new), []))
                }
            }
            if section == .items {
                inputText("images folder", &imagesPath)
                if button("Load images") { actions.loadImages = Self.string(imagesPath) }
            }
        }
        if lpimgui_header("Physics lab: the last gesture", true) {
            lab.draw(playground.gesture)
        }
        return actions
    }

    // MARK: Widgets

    /// A slider, a checkbox or a choice for `spec`; the new value when the user changed it.
    private func widget(_ spec: ParameterSpec, value: String, logarithmic: Bool, label: String? = nil,
                        unit: String = "", source: String? = nil) -> String? {
        let name = (label ?? spec.name) + (unit.isEmpty ? "" : " (\(unit))") + "##" + spec.name
        let tip = spec.summary + (source.map { "\nSource: \($0)" } ?? "") + "\nDefault: \(spec.defaultValue)"
        var result: String?
        switch spec.kind {
        case .number(let range, let integer):
            var v = Double(value) ?? range.lowerBound
            let decimals = integer ? 0 : Self.decimals(for: range)
            let changed = name.withCString { n in
                "%.\(decimals)f".withCString { f in
                    // Ranges over three decades (itemWidth 1…10000) are logarithmic, or a point of slider is 50.
                    lpimgui_slider(n, &v, range.lowerBound, range.upperBound, f, logarithmic
                                   || (range.lowerBound > 0 && range.upperBound / range.lowerBound >= 1000))
                }
            }
            if changed {
                let scale = pow(10, Double(decimals))
                result = ParameterSpec.format(((v * scale).rounded() / scale).clamped(to: range))
            }
        case .flag:
            var on = value == "true"
            if name.withCString({ lpimgui_checkbox($0, &on) }) { result = on ? "true" : "false" }
        case .choice(let words):
            var index = Int32(words.firstIndex(of: value) ?? 0)
            let items = words.joined(separator: "\0") + "\0\0"
            let changed = name.withCString { n in items.withCString { lpimgui_combo(n, &index, $0) } }
            if changed, words.indices.contains(Int(index)) { result = words[Int(index)] }
        }
        tip.withCString { lpimgui_tooltip($0) }
        return result == value ? nil : result
    }

    /// Decimals that show a range's meaningful digits: 0.9…0.9999 needs 4, 0…2 needs 2, 100…50000 none.
    static func decimals(for range: ClosedRange<Double>) -> Int {
        switch range.upperBound {
        case ...1: 4
        case ...10: 2
        case ...1000: 1
        default: 0
        }
    }

    private func button(_ label: String) -> Bool { label.withCString { lpimgui_button($0) } }

    private func inputText(_ label: String, _ buffer: inout [CChar]) {
        let size = buffer.count
        _ = label.withCString { l in buffer.withUnsafeMutableBufferPointer { lpimgui_input_text(l, $0.baseAddress, size) } }
    }

    static func buffer(_ text: String, size: Int = 1024) -> [CChar] {
        var b = [CChar](repeating: 0, count: size)
        for (i, c) in text.utf8CString.prefix(size - 1).enumerated() { b[i] = c }
        return b
    }

    static func string(_ buffer: [CChar]) -> String {
        buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
