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
    /// The panel's width and collapsed state (remembered between sessions, `PanelPlacement`).
    var placement: PanelPlacement
    private var presetPath = ParameterPanel.buffer("playground-preset.toml")
    private var imagesPath: [CChar]
    private let lab = PhysicsLab()
    /// The cost meter (`CostMeterView`), fed by the window every frame.
    let costMeter = CostMeterView()

    init(imagesFolder: String?, placement: PanelPlacement = PanelPlacement()) {
        imagesPath = Self.buffer(imagesFolder ?? "")
        self.placement = placement
    }

    /// Builds the panel docked in `geometry`'s column for `playground`'s current values, and returns what the
    /// user changed. A drag of the panel's left edge or its title bar's arrow changes `placement`.
    func build(_ playground: Playground, geometry: WindowGeometry) -> Actions {
        var actions = Actions()
        var width = Float(geometry.column), collapsed = placement.collapsed
        if collapsed { width = Float(WindowGeometry.panelWidth(placement.width, window: geometry.window.width)) }
        let opened = lpimgui_begin_docked("Tune (P)", Float(geometry.window.width), Float(geometry.window.height),
                                          &width, Float(min(WindowGeometry.minPanelWidth, geometry.window.width)),
                                          Float(geometry.maxPanelWidth), Float(WindowGeometry.collapsedWidth),
                                          &collapsed)
        defer { lpimgui_end() }
        if !collapsed { placement.width = Double(width).rounded() }
        placement.collapsed = collapsed
        guard opened else { return actions }
        // Labels get what the longest one needs ("maxFlingVelocity (points/s)"); the fields the rest.
        lpimgui_push_item_width(-min(lpimgui_text_width("maxFlingVelocity (points/s)") + 12, Float(width) * 0.55))
        defer { lpimgui_pop_item_width() }

        if button("Undo") { actions.events.append((.keyDown("z"), .control)) }
        lpimgui_same_line()
        if button("Redo") { actions.events.append((.keyDown("z"), [.control, .shift])) }
        lpimgui_same_line()
        if button("Copy as command line") { actions.copyCommandLine = true }
        // On the same line only when it fits whole (the docked panel may be 280 points wide).
        lpimgui_same_line_if_fits(lpimgui_text_width("Copy as UIKit code") + 16)
        if button("Copy as UIKit code") { actions.copyUIKitCode = true }
        if button("Save preset") { actions.savePreset = Self.string(presetPath) }
        lpimgui_same_line()
        inputText("##preset", &presetPath)
        lpimgui_text_wrapped("Drag a value left or right (Shift: finer); Ctrl+click types one. Drag the panel's left edge to resize it; its arrow collapses it.")

        if lpimgui_header("Layout: \(playground.layoutName)", true) {
            for spec in playground.layoutParameterSpecs {
                let value = (try? playground.parameterValue(spec.name)) ?? spec.defaultValue
                if let new = widget(spec, value: value) {
                    actions.events.append((.parameter(name: spec.name, value: new), []))
                }
            }
            if playground.layoutParameterSpecs.isEmpty { lpimgui_text_disabled("(no parameters)") }
        }
        deviceSection(playground, into: &actions)
        if lpimgui_header("Layout cost", true) {
            costMeter.draw()
        }
        for (section, title) in [(Tunable.Section.physics, "Physics"), (.interaction, "Interactions"), (.items, "Items")] {
            guard lpimgui_header(title, section != .items) else { continue }
            for t in Tunables.all where t.section == section {
                let value = Tunables.value(t.name, in: playground.config) ?? t.spec.defaultValue
                if let new = widget(t.spec, value: value, label: t.key, unit: t.unit, source: t.source) {
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

    /// A drag field, a checkbox or a choice for `spec`; the new value when the user changed it.
    private func widget(_ spec: ParameterSpec, value: String, label: String? = nil, unit: String = "",
                        source: String? = nil) -> String? {
        let name = (label ?? spec.name) + (unit.isEmpty ? "" : " (\(unit))") + "##" + spec.name
        var result: String?
        var tip = spec.summary + (source.map { "\nSource: \($0)" } ?? "") + "\nDefault: \(spec.defaultValue)"
        switch spec.kind {
        case .number(let range, let integer):
            var v = Double(value) ?? range.lowerBound
            // The field sweeps a designer's range (itemWidth 10…1000 points); a value typed beyond it (Ctrl+click)
            // may go anywhere in the parameter's own range, and the field's range then reaches it.
            let designer = Self.designerRange(spec.name, range: range, default: Double(spec.defaultValue) ?? v)
            let shown = min(designer.lowerBound, v)...max(designer.upperBound, v)
            let decimals = integer ? 0 : Self.decimals(for: shown)
            let speed = max((shown.upperBound - shown.lowerBound) / Self.sweep, integer ? 0.05 : 0)
            let fraction = shown.upperBound > shown.lowerBound ? (v - shown.lowerBound) / (shown.upperBound - shown.lowerBound) : 0
            let changed = name.withCString { n in
                "%.\(decimals)f".withCString { f in
                    lpimgui_drag(n, &v, speed, shown.lowerBound, shown.upperBound, f, fraction)
                }
            }
            if changed {
                let scale = pow(10, Double(decimals))
                result = ParameterSpec.format(((v * scale).rounded() / scale).clamped(to: range))
            }
            tip += "\nRange: \(ParameterSpec.format(range.lowerBound))…\(ParameterSpec.format(range.upperBound))"
                + " (typed); dragged: \(ParameterSpec.format(designer.lowerBound))…\(ParameterSpec.format(designer.upperBound))"
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

    /// Points of mouse travel that sweep a field's whole designer range (about the field's width at 1280×800):
    /// itemWidth's 10…1000 moves 4 points per point dragged, 0.4 with Shift.
    static let sweep = 250.0

    /// The range a field sweeps when dragged: what a designer sets, not everything the layout accepts (itemWidth
    /// takes 1…10000; a cell wider than an iPad Pro's 1366-point screen is no longer a cell). Named ones come from
    /// UIKit's practice (cited); others: from the range's start to four times the default (at least 100), within
    /// the range.
    static func designerRange(_ name: String, range: ClosedRange<Double>, default d: Double) -> ClosedRange<Double> {
        let key = name.split(separator: ".").last.map(String.init) ?? name
        let named: ClosedRange<Double>? = switch key {
        // Cell sizes: from a 10-point swatch to 1000 (an iPad's width in portrait is 1024 points).
        case _ where key.hasSuffix("Width") || key.hasSuffix("Height"): 10...1000
        case "headerSize", "footerSize": 0...200
        case "sections": 1...20
        case "columns": 1...10
        case "tilt": 0...90
        case "eyeDistance": 100...3000
        // UIScrollView.DecelerationRate: .fast 0.99, .normal 0.998; a little beyond both.
        case "decelerationRate": 0.985...0.999
        case "rubberBand": 0.1...1
        case "bounceStiffness": 10...1000
        case "bounceDampingRatio": 0.1...2
        case "velocityWindow": 0.02...0.3
        case "touchSlop": 0...20
        case "minFlingVelocity": 0...500
        case "maxFlingVelocity": 1000...20000
        // UILongPressGestureRecognizer's 0.5 s default; Swiper's autoplay delays are a few seconds.
        case "longPress": 0.1...2
        case "autoplay": 0...10
        case "edgeZone": 0.02...0.3
        case "edgeSpeed": 100...2000
        case "count": 0...1000
        default: nil
        }
        let wanted = named ?? (range.lowerBound...max(range.lowerBound + 1, 4 * d, 100))
        let low = wanted.lowerBound.clamped(to: range), high = wanted.upperBound.clamped(to: range)
        return low...max(low, high)
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
