/// A target's view controllers as entry points (docs/hosting.md, "Their view controller hosts it").
extension UIKitLayoutPlan {
    /// A view controller class the playground can make, and how UIKit would make it.
    struct Controller {
        var name: String
        var file: Int
        /// `PhotosViewController()`, or `GridController(collectionViewLayout: UICollectionViewFlowLayout())`.
        var make: String
        /// The generated function that makes it (in the class's own file: a `private` class is visible there).
        var function: String
    }

    /// UIKit's view controller classes a user's class descends from, and how UIKit makes one without a nib:
    /// `init()` is `init(nibName: nil, bundle: nil)` (Apple, UIViewController.init(nibName:bundle:)); a collection
    /// view controller without an initializer of its own gets a flow layout, as Interface Builder's default
    /// collection view controller has (Apple, UICollectionViewController: "init(collectionViewLayout:)").
    static let controllerRoots: [String: String] = [
        "UIViewController": "()",
        "UICollectionViewController": "(collectionViewLayout: UICollectionViewFlowLayout())",
        // Apple, UITableViewController.init(style:): a controller made without a nib has a plain table.
        "UITableViewController": "(style: .plain)",
    ]

    /// Whether `name`, a superclass the files do not declare, is taken to be a view controller of a library the app
    /// imports: its name ends in `ViewController` or `VC` (ScaledCarouselLayout's `CarouselLayoutVC`, the same names
    /// that make a folder a target: docs/hosting.md, "The folder is the target"). UIKit's own are `controllerRoots`.
    static func isLibraryController(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return !last.hasPrefix("UI") && (last.hasSuffix("ViewController") || (last.hasSuffix("VC") && last.count > 2))
    }

    /// The leaf classes of the files that descend from UIViewController or UICollectionViewController and can be
    /// made: with `init()` (declared, or an initializer whose parameters all have defaults), inheriting UIKit's
    /// initializers (no designated initializer of their own), or with arguments the playground can write
    /// (UIKitControllerArguments). In file order, those made with written-in arguments after the others (decided:
    /// the window shows first a controller made as UIKit makes it, not one given values the playground chose).
    static func viewControllers(_ scans: [UIKitFileScan]) -> [Controller] {
        var byName: [String: (UIKitFileScan.ClassInfo, Int)] = [:]
        for (i, scan) in scans.enumerated() { for c in scan.classes { byName[c.name] = (c, i) } }
        /// How `Name` is made, walking up the chain (any depth, stopping at a cycle); nil when it cannot be.
        func arguments(_ name: String) -> (text: String, writtenIn: Bool)? {
            var current = name, seen: Set<String> = []
            while seen.insert(current).inserted {
                if let root = controllerRoots[current] { return (root, false) }
                // A library's base controller: made as UIKit makes one, `init()` (its `init(nibName:bundle:)`).
                if byName[current] == nil, isLibraryController(current) { return ("()", false) }
                guard let (c, _) = byName[current] else { return nil }
                if c.declaresPlainInit { return ("()", false) }
                // Initializers that all take arguments: the values the playground writes in (UIKitControllerArguments).
                if c.declaresDesignatedInit {
                    return UIKitControllerArguments.arguments(for: current, scans: scans).map { ($0, true) }
                }
                guard let s = c.superclass else { return nil }
                current = s
            }
            return nil
        }
        func isController(_ name: String) -> Bool {
            var current = name, seen: Set<String> = []
            while seen.insert(current).inserted {
                if controllerRoots[current] != nil { return true }
                if byName[current] == nil, isLibraryController(current) { return true }
                guard let (c, _) = byName[current], let s = c.superclass else { return false }
                current = s
            }
            return false
        }
        let all = byName.values.filter { isController($0.0.name) && !$0.0.isGeneric }
        let bases = Set(all.compactMap { $0.0.superclass })
        let made = all.filter { !bases.contains($0.0.name) }
            .sorted { ($0.1, $0.0.line) < ($1.1, $1.0.line) }
            .enumerated()
            .compactMap { k, found -> (Controller, Bool)? in
                let (c, file) = found
                guard let args = arguments(c.name) else { return nil }
                return (Controller(name: c.name, file: file, make: c.name + args.text,
                                   function: "_layoutPlaygroundController_\(k)"), args.writtenIn)
            }
        return made.filter { !$0.1 }.map(\.0) + made.filter { $0.1 }.map(\.0)
    }

    /// The leaf view controller classes that cannot be made because every designated initializer of theirs takes
    /// arguments (`init(with emoji: Emoji)`): named in the "no entry point" message with what would make them one.
    static func controllersNeedingArguments(_ scans: [UIKitFileScan]) -> [String] {
        let made = Set(viewControllers(scans).map(\.name))
        var byName: [String: UIKitFileScan.ClassInfo] = [:]
        for scan in scans { for c in scan.classes { byName[c.name] = c } }
        func isController(_ name: String) -> Bool {
            var current = name, seen: Set<String> = []
            while seen.insert(current).inserted {
                if controllerRoots[current] != nil { return true }
                if byName[current] == nil, isLibraryController(current) { return true }
                guard let c = byName[current], let s = c.superclass else { return false }
                current = s
            }
            return false
        }
        let all = byName.values.filter { isController($0.name) && !$0.isGeneric }
        let bases = Set(all.compactMap(\.superclass))
        return all.filter { !bases.contains($0.name) && !made.contains($0.name) }.sorted { $0.line < $1.line }.map(\.name)
    }
}
