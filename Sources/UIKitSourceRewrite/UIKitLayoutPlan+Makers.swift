import SwiftSyntax

/// The makers the generated entry point registers, so that an initializer called on a metatype
/// (`type.init()`, rewritten to `PlaygroundMakers.make(type)`: UIKitRewriteVisitor+Metatypes) finds the class.
extension UIKitLayoutPlan {
    /// UIKit's classes a user's class descends from, and which of its initializers each has here (argument labels):
    /// UIKit's view controllers `init()` (and a collection view controller `init(collectionViewLayout:)`), its views
    /// `init(frame:)` and `init()`, its layouts `init()`.
    static let makerRoots: [String: [[String]]] = {
        var roots: [String: [[String]]] = ["UIViewController": [[]], "UICollectionViewController": [[], ["collectionViewLayout"]],
                                           "UITableViewController": [[]],
                                           "UICollectionViewLayout": [[]], "UICollectionViewFlowLayout": [[]]]
        for view in ["UIView", "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell",
                     "UILabel", "UIImageView", "UIControl", "UIButton", "UIStackView", "UITableViewCell", "UITextField",
                     "UIScrollView"] {
            roots[view] = [[], ["frame"]]
        }
        return roots
    }()

    /// One registration per class and initializer (`PlaygroundMakers.register(Cell.self, frame: { Cell(frame: $0) })`),
    /// by file index: the classes of the files (not generic) that reach one of `makerRoots` and have the initializer,
    /// declared (not failable, not private) or inherited (no designated initializer of their own on the way).
    static func makers(_ scans: [UIKitFileScan]) -> [Int: [String]] {
        var byName: [String: UIKitFileScan.ClassInfo] = [:]
        for scan in scans { for c in scan.classes { byName[c.name] = c } }
        func has(_ name: String, _ labels: [String]) -> Bool {
            var current = name, seen: Set<String> = []
            while seen.insert(current).inserted {
                if let root = makerRoots[current] { return root.contains(labels) }
                guard let c = byName[current] else { return false }
                if c.initLabels.contains(labels) || labels.isEmpty && c.declaresPlainInit { return true }
                if c.declaresDesignatedInit { return false }
                guard let s = c.superclass else { return false }
                current = s
            }
            return false
        }
        var found: [Int: [String]] = [:]
        // Only in files that see UIKit (the generated code names UIKit's PlaygroundMakers / PlaygroundSelectors): a
        // plain Swift file importing Foundation alone gets nothing, and its classes are looked up as not declared.
        for (i, scan) in scans.enumerated() where scan.seesUIKit {
            for c in scan.classes where !c.isGeneric && c.superclass != nil {
                let n = c.name
                if has(n, []) { found[i, default: []].append("PlaygroundMakers.register(\(n).self, plain: { \(n)() })") }
                if has(n, ["frame"]) {
                    found[i, default: []].append("PlaygroundMakers.register(\(n).self, frame: { \(n)(frame: $0) })")
                }
                if has(n, ["collectionViewLayout"]) {
                    found[i, default: []].append(
                        "PlaygroundMakers.register(\(n).self, collectionViewLayout: { \(n)(collectionViewLayout: $0) })")
                }
            }
        }
        return found
    }

    /// One `PlaygroundSelectors.register(Type.self, [names])` per class of the files (not generic), by file index:
    /// the methods it, its extensions in the files and its ancestors among the files declare (UIKitRewriteVisitor+Responds).
    static func selectorTables(_ scans: [UIKitFileScan]) -> [Int: [String]] {
        var own: [String: Set<String>] = [:]
        var superclasses: [String: String] = [:]
        for scan in scans {
            for item in scan.tree.statements {
                if let c = item.item.as(ClassDeclSyntax.self) {
                    own[c.name.text, default: []].formUnion(UIKitRewriteVisitor.methodNames(c.memberBlock.members))
                } else if let e = item.item.as(ExtensionDeclSyntax.self) {
                    own[UIKitFileScan.lastName(e.extendedType), default: []]
                        .formUnion(UIKitRewriteVisitor.methodNames(e.memberBlock.members))
                }
            }
            for c in scan.classes { if let s = c.superclass { superclasses[c.name] = s } }
        }
        var found: [Int: [String]] = [:]
        // Only in files that see UIKit (the generated code names UIKit's PlaygroundMakers / PlaygroundSelectors): a
        // plain Swift file importing Foundation alone gets nothing, and its classes are looked up as not declared.
        for (i, scan) in scans.enumerated() where scan.seesUIKit {
            for c in scan.classes where !c.isGeneric {
                var names: Set<String> = [], current: String? = c.name, seen: Set<String> = []
                while let n = current, seen.insert(n).inserted {
                    names.formUnion(own[n] ?? [])
                    current = superclasses[n]
                }
                let list = names.sorted().map(UIKitRewriter.literal).joined(separator: ", ")
                found[i, default: []].append("PlaygroundSelectors.register(\(c.name).self, [\(list)])")
            }
        }
        return found
    }
}

extension UIKitFileScan {
    /// Whether the rewritten file imports UIKit (its own import, or the one the rewrite adds).
    var seesUIKit: Bool { imports.contains("UIKit") || implicitImports.contains("UIKit") }
}
