import Foundation

/// The archived properties of views, as Interface Builder writes them (the `.storyboard`/`.xib` XML).
extension PlaygroundNibLoader {
    /// The common UIView properties of `element`, and those of its kind.
    func configure(_ view: UIView, _ element: PlaygroundInterfaceElement, keepFrame: Bool = false) {
        if !keepFrame, let rect = element.child("rect", key: "frame") {
            view.playgroundDecodeFrame(CGRect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0,
                                              width: rect.number("width") ?? 0, height: rect.number("height") ?? 0))
        }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var m: UIView.AutoresizingMask = []
            let names: [(String, UIView.AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin)]
            for (n, v) in names where mask.flag(n) == true { m.insert(v) }
            view.autoresizingMask = m
        }
        if let c = color(element, "backgroundColor") { view.backgroundColor = c }
        if let c = color(element, "tintColor") { view.tintColor = c }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let hidden = element.flag("hidden") { view.isHidden = hidden }
        if let clips = element.flag("clipsSubviews") { view.clipsToBounds = clips }
        if let interaction = element.flag("userInteractionEnabled") { view.isUserInteractionEnabled = interaction }
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        if element.flag("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let mode = element["contentMode"], let m = Self.contentModes[mode] { view.contentMode = m }
        switch view {
        case let label as UILabel: configureLabel(label, element)
        case let image as UIImageView:
            if let name = element["image"] { image.image = UIImage(named: name) }
        case let button as UIButton:
            for state in element.children where state.name == "state" && state["key"] == "normal" {
                if let title = state["title"] { button.setTitle(title, for: .normal) }
                if let c = color(state, "titleColor") { button.setTitleColor(c, for: .normal) }
                if let image = state["image"] { button.setImage(UIImage(named: image), for: .normal) }
            }
        case let stack as UIStackView:
            stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
            if let s = element.number("spacing") { stack.spacing = s }
            if let a = element["alignment"], let v = Self.stackAlignments[a] { stack.alignment = v }
            if let d = element["distribution"], let v = Self.stackDistributions[d] { stack.distribution = v }
        case let cell as UICollectionReusableView:
            if let id = element["reuseIdentifier"] { cell.playgroundReuseIdentifier = id }
        case let cell as UITableViewCell:
            if let id = element["reuseIdentifier"] { cell.reuseIdentifier = id }
        default: break
        }
    }

    private func configureLabel(_ label: UILabel, _ element: PlaygroundInterfaceElement) {
        if let text = element["text"] ?? element.child("string", key: "text")?.text { label.text = text }
        if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
        if let a = element["textAlignment"] {
            label.textAlignment = ["left": .left, "center": .center, "right": .right, "justified": .justified][a] ?? .natural
        }
        if let c = color(element, "textColor") { label.textColor = c }
        if let f = element.child("fontDescription", key: "fontDescription") { label.font = font(f) }
    }

    /// A `<fontDescription>`: a text style, a system font of a size and weight, or a named font.
    func font(_ f: PlaygroundInterfaceElement) -> UIFont {
        if let style = f["style"] { return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        // A point size of 0 is Interface Builder's "the default size here" (a table cell style's title label is
        // archived so): UIKit's default, 17 points (UIFont.labelFontSize).
        let size = f.number("pointSize").flatMap { $0 > 0 ? $0 : nil } ?? 17
        switch f["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            let weights: [String: UIFont.Weight] = ["ultraLight": .ultraLight, "thin": .thin, "light": .light,
                                                    "medium": .medium, "semibold": .semibold, "bold": .bold,
                                                    "heavy": .heavy, "black": .black]
            return .systemFont(ofSize: size, weight: f["weight"].flatMap { weights[$0] } ?? .regular)
        default:
            return UIFont(name: f["name"] ?? "", size: size) ?? .systemFont(ofSize: size)
        }
    }

    /// The colour keyed `key` among `element`'s children: components (`red`/`green`/`blue`/`alpha` or
    /// `white`/`alpha`), a system or named colour of the document's resources, or an old `cocoaTouchSystemColor`.
    func color(_ element: PlaygroundInterfaceElement, _ key: String) -> UIColor? {
        guard let c = element.child("color", key: key) else { return nil }
        return color(c)
    }

    func color(_ c: PlaygroundInterfaceElement, depth: Int = 0) -> UIColor? {
        if let r = c.number("red"), let g = c.number("green"), let b = c.number("blue") {
            return UIColor(red: r, green: g, blue: b, alpha: c.number("alpha") ?? 1)
        }
        if let w = c.number("white") { return UIColor(white: w, alpha: c.number("alpha") ?? 1) }
        // A colour named after an asset catalog's colour set (`<color key="backgroundColor" name="DarkBlue"/>`):
        // the catalog's colour, as iOS reads it from the app's bundle at run time; the document's `<namedColor>` is
        // the value Interface Builder cached when it saved, used when no catalog read here has the set.
        if c["systemColor"] == nil, let name = c["name"], let asset = PlaygroundAssetCatalogs.color(named: name) {
            return asset.p3 ? UIColor(displayP3Red: asset.red, green: asset.green, blue: asset.blue, alpha: asset.alpha)
                : UIColor(red: asset.red, green: asset.green, blue: asset.blue, alpha: asset.alpha)
        }
        if let name = c["systemColor"] ?? c["name"], depth < 4 {
            if let defined = namedColors[name] { return color(defined, depth: depth + 1) }
            return Self.systemColors[name]
        }
        if let old = c["cocoaTouchSystemColor"] { return Self.systemColors[old] }
        return nil
    }

    /// System colours by Interface Builder's names, for documents without their `<resources>` definitions.
    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "systemBlueColor": .systemBlue,
        "systemRedColor": .systemRed, "systemGreenColor": .systemGreen, "systemGrayColor": .systemGray,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "darkTextColor": .black,
        "lightTextColor": UIColor(white: 1, alpha: 0.6), "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .white,
    ]

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight]

    static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline]

    static let stackDistributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering]

    // MARK: Collection and table views

    /// The collection view element's layout (`<collectionViewFlowLayout>` or a custom layout class), made before
    /// the collection view so that its `init(coder:)` has it; nil when the element names none.
    func makeCollectionViewLayout(_ element: PlaygroundInterfaceElement) -> UICollectionViewLayout? {
        guard let l = element.keyed("collectionViewLayout") else { return nil }
        let layout: UICollectionViewLayout
        if let custom = Self.customClass(l) as? UICollectionViewLayout.Type {
            layout = custom.init(coder: PlaygroundInterfaceCoder()) ?? UICollectionViewFlowLayout()
        } else {
            if l["customClass"] != nil {
                note(l["customClass"]!, "\(document.name): layout class \(l["customClass"]!) "
                    + "is not among the loaded files: a flow layout is used")
            }
            layout = UICollectionViewFlowLayout()
        }
        if let flow = layout as? UICollectionViewFlowLayout, l.name == "collectionViewFlowLayout" {
            configureFlowLayout(flow, l)
        }
        if let id = l["id"] { objects[id] = layout }
        made.append(layout)
        return layout
    }

    /// The collection view's prototype cells and reusable views, registered for their reuse identifiers as a
    /// storyboard registers them (its layout came with its `init(coder:)`: `makeCollectionViewLayout(_:)`).
    func configureCollectionView(_ cv: UICollectionView, _ element: PlaygroundInterfaceElement) {
        if let d = element.flag("pagingEnabled") { cv.isPagingEnabled = d }
        for cell in element.items(of: "cells") {
            guard let id = cell["reuseIdentifier"] else { continue }
            cv.playgroundRegisterTemplate(PlaygroundNibTemplate(document: document, element: cell),
                                          kind: UICollectionView.playgroundCellKind, identifier: id)
        }
        for (key, kind) in [("sectionHeaderView", UICollectionView.elementKindSectionHeader),
                            ("sectionFooterView", UICollectionView.elementKindSectionFooter)] {
            if let view = element.keyed(key), let id = view["reuseIdentifier"] {
                cv.playgroundRegisterTemplate(PlaygroundNibTemplate(document: document, element: view), kind: kind, identifier: id)
            }
        }
    }

    private func configureFlowLayout(_ flow: UICollectionViewFlowLayout, _ l: PlaygroundInterfaceElement) {
        if l["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
        if let v = l.number("minimumLineSpacing") { flow.minimumLineSpacing = v }
        if let v = l.number("minimumInteritemSpacing") { flow.minimumInteritemSpacing = v }
        func size(_ key: String) -> CGSize? {
            l.child("size", key: key).map { CGSize(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) }
        }
        if let s = size("itemSize") { flow.itemSize = s }
        if let s = size("estimatedItemSize") { flow.estimatedItemSize = s }
        if let s = size("headerReferenceSize") { flow.headerReferenceSize = s }
        if let s = size("footerReferenceSize") { flow.footerReferenceSize = s }
        if let i = l.child("inset", key: "sectionInset") {
            flow.sectionInset = UIEdgeInsets(top: i.number("minY") ?? 0, left: i.number("minX") ?? 0,
                                             bottom: i.number("maxY") ?? 0, right: i.number("maxX") ?? 0)
        }
    }

    /// The table view's row height and prototype cells.
    func configureTableView(_ tv: UITableView, _ element: PlaygroundInterfaceElement) {
        if let h = element.number("rowHeight"), h > 0 { tv.rowHeight = h }
        if let h = element.number("estimatedRowHeight"), h > 0 { tv.estimatedRowHeight = h }
        if let h = element.number("sectionHeaderHeight"), h > 0 { tv.sectionHeaderHeight = h }
        if let style = element["style"], style != "plain" {
            note("tableView style", "\(document.name): a \(style) table view is made plain here")
        }
        if element["dataMode"] == "static" {
            tv.playgroundStaticSections = element.items(of: "sections").filter { $0.name == "tableViewSection" }.map { section in
                (section["headerTitle"], section.items(of: "cells").map { PlaygroundNibTemplate(document: document, element: $0) })
            }
        }
        for cell in element.items(of: "prototypes") {
            guard let id = cell["reuseIdentifier"] else { continue }
            tv.playgroundRegisterTemplate(PlaygroundNibTemplate(document: document, element: cell), identifier: id)
        }
    }
}
