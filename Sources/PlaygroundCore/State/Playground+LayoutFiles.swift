/// User layouts joining and replacing themselves while the playground runs (docs/custom-layouts.md).
extension Playground {
    /// Adds `descriptor` to the session's layouts, or replaces the one loaded from the same file (a save). When
    /// the replaced layout is the one shown, the view moves to the new version through the usual animated
    /// transition, keeping the anchor item and, while that item stays on screen, the content offset.
    ///
    /// Parameters set for the old version are kept where the new version still accepts them; the others return
    /// to their defaults. Throws when the name is not a plain word or is taken by another layout.
    /// The window and the replay send it as an `InputEvent.installLayout`, so a recorded session replays it.
    mutating func install(_ descriptor: LayoutDescriptor, at time: Double) throws(ParameterError) {
        try LayoutRegistry.checkName(of: descriptor, joining: config.layouts)
        let existing = config.layouts.firstIndex { d in
            descriptor.source != nil ? d.source == descriptor.source : d.name == descriptor.name
        }
        let oldName = existing.map { config.layouts[$0].name }
        if let existing { config.layouts[existing] = descriptor } else { config.layouts.append(descriptor) }

        var kept: [String: String] = [:]
        for (name, value) in (oldName.flatMap { layoutParams[$0] } ?? [:]) {
            if (try? ParameterValues([name: value], specs: descriptor.parameters, layout: descriptor.name)) != nil {
                kept[name] = value
            }
        }
        if let oldName { layoutParams[oldName] = nil }
        layoutParams[descriptor.name] = kept
        if oldName == layoutName || transition.map({ $0.to == oldName }) == true {
            switchLayout(to: descriptor.name, at: time, force: true, keepOffset: true)
        }
    }

    /// The session's layouts in hotkey order (built-ins first, then user layouts).
    public var layouts: [LayoutDescriptor] { config.layouts }
}
