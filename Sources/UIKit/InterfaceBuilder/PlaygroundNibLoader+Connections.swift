import Foundation

/// Outlets, actions and constraints of an Interface Builder document.
extension PlaygroundNibLoader {
    /// Establishes `connections` from `source`: `<outlet>` and `<outletCollection>` set the property through the
    /// table the rewrite generated (`PlaygroundOutlet`), or UIKit's own outlets (`dataSource`, `delegate`, `view`);
    /// `<action>` adds the method as the control's action for its event.
    func connect(_ source: AnyObject, _ connections: [PlaygroundInterfaceElement]) {
        let outlets = UINib.playgroundOutlets(of: source)
        var collections: [String: [AnyObject]] = [:]
        for c in connections {
            if c.name == "segue" {
                connectSegue(source, c)
                continue
            }
            guard let destinationID = c["destination"], let destination = objects[destinationID] else { continue }
            switch c.name {
            case "outlet":
                guard let property = c["property"] else { continue }
                if let outlet = outlets.first(where: { $0.name == property }) {
                    outlet.set(source, destination)
                } else if !Self.connectOwn(source, property, destination) {
                    note("\(type(of: source)).\(property)", "\(document.name): \(type(of: source)) has no "
                        + "outlet \(property) among the loaded files: not connected (iOS raises NSUnknownKeyException)")
                }
            case "outletCollection":
                if let property = c["property"] { collections[property, default: []].append(destination) }
            case "action":
                guard let selector = c["selector"], let control = source as? UIControl else { continue }
                // (A gesture recognizer's action: see makeGesture.)
                guard let action = UINib.playgroundAction(selector, of: destination) else {
                    note(selector, "\(document.name): \(type(of: destination)) has no "
                        + "@IBAction \(selector) among the loaded files: not connected")
                    continue
                }
                let event = Self.controlEvents[c["eventType"] ?? ""] ?? .primaryActionTriggered
                control.addAction(UIAction { [weak destination, weak control] _ in
                    if let destination { action.call(destination, control) }
                }, for: event)
            default: break
            }
        }
        for (property, values) in collections {
            if property == "gestureRecognizers", let view = source as? UIView {
                for g in values { if let g = g as? UIGestureRecognizer { view.addGestureRecognizer(g) } }
                continue
            }
            if let outlet = outlets.first(where: { $0.name == property }) { outlet.set(source, values) }
        }
    }

    /// A segue a view triggers (a cell when selected, a control on its primary action); a controller's own segues
    /// are found by `performSegue(withIdentifier:sender:)` in its scene (PlaygroundStoryboardSegue).
    func connectSegue(_ source: AnyObject, _ element: PlaygroundInterfaceElement) {
        let segue = PlaygroundStoryboardSegue(document: document, element: element)
        guard segue.isTransition, let view = source as? UIView else { return }
        view.playgroundSegue = segue
        if let control = view as? UIControl, !(view is UICollectionViewCell), !(view is UITableViewCell) {
            control.addAction(UIAction { [weak control] _ in control?.playgroundTriggerSegue() },
                              for: .primaryActionTriggered)
        }
    }

    /// UIKit's own outlets: a collection or table view's `dataSource` and `delegate`, a controller's `view`.
    static func connectOwn(_ source: AnyObject, _ property: String, _ destination: AnyObject) -> Bool {
        switch (source, property) {
        case (let cv as UICollectionView, "dataSource"):
            cv.dataSource = destination as? UICollectionViewDataSource
        case (let cv as UICollectionView, "delegate"):
            cv.delegate = destination as? UICollectionViewDelegate
        case (let tv as UITableView, "dataSource"):
            tv.dataSource = destination as? UITableViewDataSource
        case (let tv as UITableView, "delegate"):
            tv.delegate = destination as? UITableViewDelegate
        case (let sv as UIScrollView, "delegate"):
            sv.delegate = destination as? UIScrollViewDelegate
        case (let vc as UIViewController, "view"):
            if let view = destination as? UIView, vc.viewIfLoaded !== view { vc.view = view }
        default:
            return false
        }
        return true
    }

    static let controlEvents: [String: UIControl.Event] = [
        "touchUpInside": .touchUpInside, "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "touchDown": .touchDown, "editingChanged": .editingChanged]

    // MARK: Constraints

    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins]

    /// The view's guide a `<viewLayoutGuide key="…">` stands for: its safe area, a scroll view's content or frame
    /// guide (`contentLayoutGuide`, `frameLayoutGuide`, Xcode 11's scroll views), else its margins.
    static func layoutGuide(_ g: PlaygroundInterfaceElement, of view: UIView) -> UILayoutGuide {
        switch (g["key"], view as? UIScrollView) {
        case ("safeArea"?, _): return view.safeAreaLayoutGuide
        case ("contentLayoutGuide"?, let scroll?): return scroll.contentLayoutGuide
        case ("frameLayoutGuide"?, let scroll?): return scroll.frameLayoutGuide
        default: return view.layoutMarginsGuide
        }
    }

    /// The `<constraints>` of `element`, held by `view`: a missing `firstItem` is the view itself (Interface
    /// Builder's convention); an item that is a layout guide (`<viewLayoutGuide key="safeArea">`) is the view's guide.
    func addConstraints(of element: PlaygroundInterfaceElement, to view: UIView) {
        var guides: [String: AnyObject] = [:]
        for g in element.children where g.name == "viewLayoutGuide" {
            if let id = g["id"] { guides[id] = Self.layoutGuide(g, of: view) }
        }
        func item(_ id: String?) -> AnyObject? {
            guard let id else { return view }
            return objects[id] ?? guides[id]
        }
        var made: [NSLayoutConstraint] = []
        let installed = Self.installedConstraints(of: element, traits: view.traitCollection)
        for c in element.items(of: "constraints") where c.name == "constraint" {
            if let id = c["id"], !installed(id) { continue }
            guard let first = item(c["firstItem"]), let a1 = Self.attributes[c["firstAttribute"] ?? ""] else { continue }
            let hasSecond = c["secondItem"] != nil || c["secondAttribute"] != nil
            let second: AnyObject? = hasSecond ? item(c["secondItem"]) : nil
            if hasSecond && second == nil { continue }
            let a2 = Self.attributes[c["secondAttribute"] ?? ""] ?? .notAnAttribute
            let relation: NSLayoutConstraint.Relation = c["relation"] == "greaterThanOrEqual" ? .greaterThanOrEqual
                : c["relation"] == "lessThanOrEqual" ? .lessThanOrEqual : .equal
            var multiplier: CGFloat = 1
            if let m = c["multiplier"] {
                let parts = m.split(separator: ":").compactMap { Double($0) }
                if parts.count == 2, parts[1] != 0 { multiplier = CGFloat(parts[0] / parts[1]) }
                else if let v = parts.first { multiplier = CGFloat(v) }
            }
            // Interface Builder writes a constant negated when it swaps the items; as written, the constraint is
            // firstItem.attribute = multiplier × secondItem.attribute + constant.
            let constraint = NSLayoutConstraint(item: first, attribute: a1, relatedBy: relation, toItem: second,
                                                attribute: a2, multiplier: multiplier, constant: c.number("constant") ?? 0)
            if let p = c.number("priority") { constraint.priority = UILayoutPriority(Float(p)) }
            constraint.identifier = c["identifier"]
            if let id = c["id"] { objects[id] = constraint }
            if let v = first as? UIView, v !== view { v.translatesAutoresizingMaskIntoConstraints = false }
            made.append(constraint)
        }
        NSLayoutConstraint.activate(made)
    }

    /// Whether a constraint of `element` is installed for `traits`: Interface Builder's size-class variations
    /// (`<variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference=…/>`)
    /// install a constraint only in the size classes whose variation includes it, and remove one from those whose
    /// variation excludes it; `key="default"` is the "Any" size class's (Xcode Help, "Vary traits": a constraint
    /// "installed" for some size classes only). The variation whose key names the most size classes that match wins.
    ///
    /// The traits are the view's at load time (the playground's device: compact width, regular height on a phone);
    /// iOS installs and removes such constraints again when the traits change, which is not done here.
    package static func installedConstraints(of element: PlaygroundInterfaceElement,
                                     traits: UITraitCollection) -> (String) -> Bool {
        let variations = element.children.filter { $0.name == "variation" }
        if variations.isEmpty { return { _ in true } }
        func name(_ s: UITraitCollection.SizeClass) -> String { s == .regular ? "regular" : s == .compact ? "compact" : "any" }
        // How many size classes a key names, or nil when one does not match the traits.
        func matching(_ key: String) -> Int? {
            if key == "default" { return 0 }
            var count = 0
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=").map(String.init)
                guard pair.count == 2 else { return nil }
                switch pair[0] {
                case "widthClass": guard pair[1] == name(traits.horizontalSizeClass) else { return nil }
                case "heightClass": guard pair[1] == name(traits.verticalSizeClass) else { return nil }
                default: return nil
                }
                count += 1
            }
            return count
        }
        var included: [String: Int] = [:], excluded: [String: Int] = [:], includedElsewhere: Set<String> = []
        for v in variations {
            let rank = matching(v["key"] ?? "")
            for mask in v.children where mask.name == "mask" && mask["key"] == "constraints" {
                for r in mask.children {
                    guard let id = r["reference"] else { continue }
                    if r.name == "include" {
                        if let rank { included[id] = max(included[id] ?? -1, rank) } else { includedElsewhere.insert(id) }
                    } else if r.name == "exclude", let rank {
                        excluded[id] = max(excluded[id] ?? -1, rank)
                    }
                }
            }
        }
        return { id in
            switch (included[id], excluded[id]) {
            case let (i?, e?): return i >= e
            case (_?, nil): return true
            case (nil, _?): return false
            // Included only in size classes these traits are not: not installed in "Any".
            case (nil, nil): return !includedElsewhere.contains(id)
            }
        }
    }
}
