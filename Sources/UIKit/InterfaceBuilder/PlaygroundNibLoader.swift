import Foundation

/// Builds the objects of an Interface Builder document as nib loading does on iOS (Apple, Resource Programming
/// Guide, "The Nib Object Life Cycle": the objects are made with `init(coder:)`, then the outlet and action
/// connections are established, then every object made receives `awakeFromNib()` — "guaranteed to have all its
/// outlet and action connections already established" (Apple, "awakeFromNib()"); a view controller's
/// `viewDidLoad()` comes after its view is loaded).
///
/// Playground: approximated (docs/uikit.md, "Storyboards and nibs"): objects are made with `init(coder:)` from an
/// empty coder and their archived properties set afterwards (a class's own `init(coder:)` sees UIKit's defaults);
/// the properties read are the frame, autoresizing mask, colours, label text and fonts, image names, stack view and
/// collection/table view settings, and constraints; an element the playground does not know is skipped with a notice.
@MainActor
final class PlaygroundNibLoader {
    /// Records an approximated notice under `symbol` (a declaration whose `Playground:` line describes storyboards and
    /// nibs), once per `detail` (a class, an element, an outlet).
    nonisolated static func note(_ symbol: String, _ detail: String, _ message: String) {
        let key = symbol + " (" + detail + ")"
        PlaygroundNotices.record(key, .approximated, message)
    }

    /// A notice about this document: under `UIStoryboard` or `UINib.instantiate(withOwner:options:)`.
    func note(_ detail: String, _ message: String) {
        Self.note(document.isStoryboard ? "UIStoryboard" : "UINib.instantiate(withOwner:options:)",
                  document.name + ": " + detail, message)
    }

    /// The tags of view controller elements.
    static let controllerTags: Set<String> = ["viewController", "collectionViewController", "tableViewController",
                                              "navigationController", "tabBarController", "pageViewController",
                                              "splitViewController"]

    let document: PlaygroundInterfaceDocuments.Document
    /// The objects made, by their document id.
    var objects: [String: AnyObject] = [:]
    /// The objects made (for `awakeFromNib()`), in document order.
    var made: [AnyObject] = []
    /// The elements whose `<connections>` are established at the end, with their objects.
    var connecting: [(object: AnyObject, element: PlaygroundInterfaceElement)] = []
    /// The views with `<constraints>`.
    var constrained: [(view: UIView, element: PlaygroundInterfaceElement)] = []
    /// The document's named and system colours (`<resources>`).
    let namedColors: [String: PlaygroundInterfaceElement]

    init(document: PlaygroundInterfaceDocuments.Document) {
        self.document = document
        var colors: [String: PlaygroundInterfaceElement] = [:]
        for r in document.root.items(of: "resources") where r.name == "systemColor" || r.name == "namedColor" {
            if let name = r["name"], let color = r.child("color") { colors[name] = color }
        }
        namedColors = colors
    }

    // MARK: Entry points

    /// The top-level objects of a nib (a `.xib`), with `owner` as its File's Owner.
    func instantiateNib(owner: AnyObject?) -> [AnyObject] {
        var top: [AnyObject] = []
        for e in document.root.items(of: "objects") {
            if e.name == "placeholder" {
                if e["placeholderIdentifier"] == "IBFilesOwner", let owner, let id = e["id"] {
                    objects[id] = owner
                    connecting.append((owner, e))
                }
                continue
            }
            if let object = make(e) { top.append(object) }
        }
        finish()
        return top
    }

    /// Loads the view of the scene `element` (a view controller element) into `controller`, connects the scene's
    /// outlets and sends `awakeFromNib()` to its views.
    func loadScene(_ element: PlaygroundInterfaceElement, into controller: UIViewController) {
        if let id = element["id"] { objects[id] = controller }
        connecting.append((controller, element))
        // The scene's other top-level objects (gesture recognizers beside the controller).
        let scene = document.root.items(of: "scenes").first { $0.items(of: "objects").contains { $0 === element } }
        for other in scene?.items(of: "objects") ?? [] where other !== element && other.name != "placeholder"
            && !Self.controllerTags.contains(other.name) {
            _ = make(other)
        }
        loadNavigationItem(of: element, into: controller)
        if let viewElement = element.keyed("view"), let view = make(viewElement) as? UIView {
            if let cvc = controller as? UICollectionViewController, let cv = view as? UICollectionView {
                cvc.collectionView = cv
            } else if let tvc = controller as? UITableViewController, let tv = view as? UITableView {
                tvc.tableView = tv
            } else {
                controller.view = view
            }
        }
        finish()
    }

    /// One object made from `element` alone (a prototype cell, a nib's cell), its connections within it made; then
    /// sized to `frame` (through the `frame` setter, after `awakeFromNib()`: on iOS the collection view applies the
    /// cell's layout attributes to a cell that has been unarchived and connected).
    func instantiateTemplate(_ element: PlaygroundInterfaceElement, frame: CGRect) -> UIView? {
        let view = make(element) as? UIView
        finish()
        if let view, frame != .zero { view.frame = frame }
        return view
    }

    /// Constraints, connections, then `awakeFromNib()` (Apple's order: every object of the nib, its constraints
    /// among them, exists before the connections are made, so an outlet to a constraint, as
    /// `@IBOutlet var heightConstraint: NSLayoutConstraint!`, is connected).
    func finish() {
        for (view, element) in constrained { addConstraints(of: element, to: view) }
        constrained = []
        for (object, element) in connecting { connect(object, element.items(of: "connections")) }
        connecting = []
        let awaking = made
        made = []
        for object in awaking {
            if let view = object as? UIView { view.awakeFromNib() }
            else if let layout = object as? UICollectionViewLayout { layout.awakeFromNib() }
        }
    }

    // MARK: Objects

    /// The class an element names with `customClass`, when the loaded files have it.
    static func customClass(_ element: PlaygroundInterfaceElement) -> AnyClass? {
        guard let name = element["customClass"] else { return nil }
        if let module = element["customModule"], let found = UINib.playgroundClass(named: module + "." + name) {
            return found
        }
        return UINib.playgroundClass(named: name)
    }

    /// The object for `element` (a view, a cell, a layout), its children made; nil for an element that is not one.
    func make(_ element: PlaygroundInterfaceElement) -> AnyObject? {
        let custom = Self.customClass(element)
        if element["customClass"] != nil, custom == nil {
            note(element["customClass"]!, "\(document.name): class \(element["customClass"]!) is not "
                + "among the loaded files: a plain \(element.name) is made instead")
        }
        if let gesture = makeGesture(element) { return gesture }
        guard let base = Self.viewClasses[element.name] else {
            if !["placeholder", "customObject"].contains(element.name) && !Self.controllerTags.contains(element.name) {
                note("<\(element.name)>", "\(document.name): <\(element.name)> is not read here: skipped")
            }
            return nil
        }
        let cls: UIView.Type = (custom as? UIView.Type).flatMap { $0.isSubclass(of: base) ? $0 : nil } ?? base
        // A collection view's layout is decoded first and handed to its init(coder:) (PlaygroundInterfaceCoder).
        let layout = element.name == "collectionView" ? makeCollectionViewLayout(element) : nil
        guard let view = cls.init(coder: PlaygroundInterfaceCoder(collectionViewLayout: layout)) else { return nil }
        if let id = element["id"] { objects[id] = view }
        // Its guides, for constraints held by other views (a scroll view's content guide, named by constraints the
        // scroll view's superview or the scroll view holds).
        for g in element.children where g.name == "viewLayoutGuide" {
            if let id = g["id"] { objects[id] = Self.layoutGuide(g, of: view) }
        }
        made.append(view)
        configure(view, element)
        var container: UIView = view
        if let cell = view as? UICollectionViewCell, let content = element.keyed("contentView") {
            container = cell.contentView
            register(content, as: container)
        } else if let cell = view as? UITableViewCell, let content = element.keyed("contentView") {
            container = cell.contentView
            register(content, as: container)
        } else if let effect = view as? UIVisualEffectView, let content = element.keyed("contentView") {
            // A visual effect view's subviews are its content view's (UIVisualEffectView.h: "add subviews to the
            // contentView"); Interface Builder writes them under `<view key="contentView">`.
            container = effect.contentView
            register(content, as: container)
        }
        let subviewElements = element.items(of: "subviews")
            + (container === view ? [] : (element.keyed("contentView")?.items(of: "subviews") ?? []))
        for s in subviewElements {
            if let sub = make(s) as? UIView {
                if let stack = view as? UIStackView { stack.addArrangedSubview(sub) } else { container.addSubview(sub) }
            }
        }
        if let cell = view as? UITableViewCell, element["textLabel"] != nil || element["detailTextLabel"] != nil {
            cell.playgroundAdopt(textLabel: element["textLabel"].flatMap { objects[$0] as? UILabel },
                                 detailTextLabel: element["detailTextLabel"].flatMap { objects[$0] as? UILabel })
        }
        if !element.items(of: "connections").isEmpty { connecting.append((view, element)) }
        if !element.items(of: "constraints").isEmpty { constrained.append((view, element)) }
        if container !== view, let content = element.keyed("contentView") {
            if !content.items(of: "constraints").isEmpty { constrained.append((container, content)) }
            if !content.items(of: "connections").isEmpty { connecting.append((container, content)) }
        }
        if let cv = view as? UICollectionView { configureCollectionView(cv, element) }
        if let tv = view as? UITableView { configureTableView(tv, element) }
        return view
    }

    /// A gesture recognizer element (`<swipeGestureRecognizer direction="down">`); its target–action connections
    /// are not made (a notice says so): the playground's drags do not reach gesture recognizers yet.
    func makeGesture(_ element: PlaygroundInterfaceElement) -> UIGestureRecognizer? {
        let gesture: UIGestureRecognizer
        switch element.name {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer()
            if let n = element["numberOfTapsRequired"].flatMap(Int.init) { tap.numberOfTapsRequired = n }
            gesture = tap
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer()
            let directions: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
            if let d = element["direction"].flatMap({ directions[$0] }) { swipe.direction = d }
            gesture = swipe
        case "panGestureRecognizer": gesture = UIPanGestureRecognizer()
        case "pinchGestureRecognizer": gesture = UIPinchGestureRecognizer()
        case "longPressGestureRecognizer": gesture = UILongPressGestureRecognizer()
        default: return nil
        }
        if let id = element["id"] { objects[id] = gesture }
        if element.items(of: "connections").contains(where: { $0.name == "action" }) {
            note("gesture action", "\(document.name): a gesture recognizer's "
                + "action is not connected (the playground's drags do not reach gesture recognizers yet)")
        }
        return gesture
    }

    /// A content view element stands for the cell's own content view.
    private func register(_ content: PlaygroundInterfaceElement, as view: UIView) {
        if let id = content["id"] { objects[id] = view }
        configure(view, content, keepFrame: true)
    }

    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "imageView": UIImageView.self, "button": UIButton.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "collectionView": UICollectionView.self,
        "tableView": UITableView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "tableViewCell": UITableViewCell.self,
        "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self, "slider": UISlider.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "pageControl": UIPageControl.self,
        "segmentedControl": UISegmentedControl.self, "progressView": UIProgressView.self,
        "visualEffectView": UIVisualEffectView.self, "stepper": UIStepper.self,
        "tableViewHeaderFooterView": UITableViewHeaderFooterView.self, "webView": UIWebView.self,
    ]
}

extension PlaygroundNibLoader {
    /// Loads `controller`'s view from its storyboard scene, its nib (named `nibName`, or after its class when that is
    /// nil: Apple, UIViewController.nibName), or the storyboard scene of its class; false when there is none.
    static func loadView(of controller: UIViewController) -> Bool {
        let className = String(describing: type(of: controller))
        if let (document, scene) = controller.playgroundScene {
            PlaygroundNibLoader(document: document).loadScene(scene, into: controller)
            return controller.viewIfLoaded != nil
        }
        if let document = PlaygroundInterfaceDocuments.document(named: controller.nibName ?? className), !document.isStoryboard {
            _ = PlaygroundNibLoader(document: document).instantiateNib(owner: controller)
            if controller.viewIfLoaded != nil { return true }
        }
        guard controller.nibName == nil, let (document, scene) = PlaygroundInterfaceDocuments.scene(forClass: className) else {
            return false
        }
        // iOS makes a storyboard's controller with init(coder:) from the storyboard; the playground made this one
        // in code and loads its view from the scene of its class, as instantiating it from the storyboard would.
        Self.note("UIViewController.loadViewIfNeeded()", className, "\(className)'s view is loaded from its "
            + "scene in \(document.name).storyboard (the controller was made in code, not from the storyboard)")
        controller.playgroundScene = (document, scene)  // its `storyboard` answers that one, as on iOS
        PlaygroundNibLoader(document: document).loadScene(scene, into: controller)
        return controller.viewIfLoaded != nil
    }
}
