import Foundation

/// A scene's `<navigationItem key="navigationItem">`: its title and its bar button items, an item's segue run when
/// the item is clicked (PlaygroundStoryboardSegue).
extension PlaygroundNibLoader {
    static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "compose": .compose,
        "reply": .reply, "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play, "pause": .pause,
        "rewind": .rewind, "fastForward": .fastForward]

    func loadNavigationItem(of element: PlaygroundInterfaceElement, into controller: UIViewController) {
        guard let item = element.keyed("navigationItem") else { return }
        let navigationItem = controller.navigationItem
        if let title = item["title"] { navigationItem.title = title }
        for (key, set) in [("rightBarButtonItem", { (b: UIBarButtonItem) in navigationItem.rightBarButtonItem = b }),
                           ("leftBarButtonItem", { (b: UIBarButtonItem) in navigationItem.leftBarButtonItem = b })] {
            guard let b = item.keyed(key), b.name == "barButtonItem" else { continue }
            let button = barButtonItem(b, controller: controller)
            set(button)
        }
    }

    private func barButtonItem(_ b: PlaygroundInterfaceElement, controller: UIViewController) -> UIBarButtonItem {
        let segue = b.items(of: "connections").first { $0.name == "segue" }
            .map { PlaygroundStoryboardSegue(document: document, element: $0) }
        let action = segue.map { segue in
            UIAction { [weak controller] action in
                if let controller { segue.perform(from: controller, sender: action.sender, triggered: true) }
            }
        }
        let button: UIBarButtonItem
        if let custom = b.keyed("customView"), let view = make(custom) as? UIView {
            // A control in the bar (a switch, a segmented control): made as the scene's other views, so that the
            // controller's outlet to it is connected (KelvinJin's example reads its switch in `prepare(for:)`).
            if let toggle = view as? UISwitch, let on = custom.flag("on") { toggle.isOn = on }
            button = UIBarButtonItem(customView: view)
            button.title = b["title"]
        } else if let system = b["systemItem"].flatMap({ Self.systemItems[$0] }) {
            button = UIBarButtonItem(systemItem: system, primaryAction: action)
        } else {
            button = UIBarButtonItem(title: b["title"] ?? b["image"] ?? "", primaryAction: action)
        }
        if let id = b["id"] { objects[id] = button }
        return button
    }
}
