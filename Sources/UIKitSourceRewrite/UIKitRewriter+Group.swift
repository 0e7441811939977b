import SwiftSyntax

extension UIKitRewriter {
    /// What the whole group declares, which one file's rewrite needs.
    struct Group {
        /// Protocol → its optional requirements (the files' and UIKit's own).
        var optional: [String: [UIKitFileScan.OptionalRequirement]] = [:]
        /// Protocol → the protocols it refines (the files').
        var refines: [String: [String]] = [:]
        /// Type name → what it conforms to (over every file of the group).
        var conformances: [String: Set<String>] = [:]
        /// The group's top-level type names and the names of the folders its files are in: an `import X` where X
        /// is one of them names the project's own module whose sources are in this target (below).
        var ownModuleNames: Set<String> = []
        /// The top-level types the group's files declare.
        var typeNames: Set<String> = []
        /// Class name → its superclass (the first inherited type; over every file of the group).
        var superclasses: [String: String] = [:]
        /// Class name → NSObject's nib-loading methods it declares (`awakeFromNib`; over every file of the group).
        var nibMethods: [String: Set<String>] = [:]
        /// Top-level class name → the path of the file that declares it (an override in an extension in another
        /// file moves there).
        var classFiles: [String: String] = [:]
        /// Class name → the members its body and its extensions override (`UIKitRewriteVisitor.memberKey`:
        /// `numberOfSections(in:)`, `itemSize`), over every file of the group and its context.
        var overrides: [String: Set<String>] = [:]
        /// The folder `Bundle.main` stands for in every file of the group (`UIKitBundleMain`): the deepest folder
        /// holding all of its files, the target's, as one app has one bundle (a helper in `Extensions/` that lists
        /// `Bundle.main.bundlePath` sees the app's images, as on iOS); a single file's own folder.
        var bundleFolder = ""

        /// Whether `name` descends from UICollectionViewLayoutAttributes through the files' classes.
        func isAttributesClass(_ name: String) -> Bool { descends(name, from: ["UICollectionViewLayoutAttributes"]) }

        /// Whether `name` descends from a UIKit class whose `init()` is `required` here (the attributes, whose copies
        /// make the dynamic subclass; the invalidation contexts, which `invalidationContextClass` makes).
        func hasRequiredInit(_ name: String) -> Bool {
            descends(name, from: ["UICollectionViewLayoutAttributes", "UICollectionViewLayoutInvalidationContext",
                                  "UICollectionViewFlowLayoutInvalidationContext"])
        }

        /// Whether `method`, one of NSObject's nib-loading methods, declared in class `name`, is the first declaration
        /// of it on the way up to NSObject: `name` descends from NSObject through the files' classes only, and none
        /// of them above it declares the method (UIKitRewriteVisitor.dropNSObjectNibOverrides).
        func firstDeclaresNSObjectMethod(_ name: String, _ method: String) -> Bool {
            var current = superclasses[name], seen: Set<String> = [name]
            while let c = current, seen.insert(c).inserted {
                if c == "NSObject" { return true }
                if nibMethods[c]?.contains(method) == true { return false }
                current = superclasses[c]
            }
            return false
        }

        /// Whether `name` descends from one of `classes` through the files' classes.
        func descends(_ name: String, from classes: Set<String>) -> Bool {
            var current = superclasses[name], seen: Set<String> = [name]
            while let c = current, seen.insert(c).inserted {  // any depth; a cycle ends the walk
                if classes.contains(c) { return true }
                current = superclasses[c]
            }
            return false
        }

        /// `context`: files of the package's other modules (a test target's library), read for their protocols'
        /// optional requirements, their types' conformances and superclasses, never rewritten: a test's class that
        /// implements the library's optional requirement is widened as the library's own would be.
        init(_ scans: [UIKitFileScan], context: [UIKitFileScan] = []) {
            optional = UIKitProtocols.optionalRequirements
            refines = UIKitProtocols.refines
            for scan in context + scans {
                for p in scan.protocols {
                    optional[p.name, default: []] += p.optional
                    refines[p.name, default: []] += p.inherits
                }
                for (type, names) in scan.conformances { conformances[type, default: []].formUnion(names) }
                for c in scan.classes {
                    if let s = c.superclass { superclasses[c.name] = s }
                    if !c.nibMethods.isEmpty { nibMethods[c.name] = c.nibMethods }
                }
                for (type, keys) in Self.overriddenMembers(scan.tree) { overrides[type, default: []].formUnion(keys) }
            }
            for scan in scans { for c in scan.classes { classFiles[c.name] = scan.path } }
            bundleFolder = Self.commonFolder(scans.map { PathText.folder(of: $0.path) })
            for scan in scans {
                typeNames.formUnion(UIKitOwnModuleImports.topLevelTypeNames(scan.tree))
                ownModuleNames.formUnion(UIKitOwnModuleImports.topLevelTypeNames(scan.tree))
                ownModuleNames.formUnion(UIKitOwnModuleImports.folderNames(scan.path))
            }
        }

        /// Whether a class descending from `type` (through the group's classes) overrides the member `key`: then
        /// `type`'s own member must be overridable, which on Linux only a class body's is (an extension's member of
        /// an NSObject subclass is `@objc`, so overridable, on iOS when it witnesses an Objective-C protocol's
        /// requirement such as `UICollectionViewDataSource.numberOfSections(in:)`; the Swift book, "Extensions":
        /// "extensions can add new functionality to a type, but they can't override existing functionality").
        func isOverridden(_ key: String, below type: String) -> Bool {
            overrides.contains { c, keys in keys.contains(key) && descends(c, from: [type]) }
        }

        /// Type name → the `override` members of its top-level class bodies and extensions in `tree`.
        static func overriddenMembers(_ tree: SourceFileSyntax) -> [String: Set<String>] {
            var found: [String: Set<String>] = [:]
            func collect(_ type: String, _ block: MemberBlockSyntax) {
                for item in block.members where UIKitRewriteVisitor.overriding(item.decl) != nil {
                    if let key = UIKitRewriteVisitor.memberKey(item.decl) { found[type, default: []].insert(key) }
                }
            }
            for statement in tree.statements {
                if let c = statement.item.as(ClassDeclSyntax.self) {
                    collect(c.name.text, c.memberBlock)
                } else if let e = statement.item.as(ExtensionDeclSyntax.self) {
                    collect(UIKitFileScan.lastName(e.extendedType), e.memberBlock)
                }
            }
            return found
        }

        /// The deepest folder that holds each of `folders` ("" when they share none, or for none).
        static func commonFolder(_ folders: [String]) -> String {
            guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: false) else { return "" }
            for folder in folders.dropFirst() {
                let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
                common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
            }
            let joined = common.joined(separator: "/")
            return joined.isEmpty && folders.first?.hasPrefix("/") == true ? "/" : joined
        }

        /// The optional function requirements by base name: a call `x?.name?(…)` with the labels of one of them
        /// becomes `x?.name (…)`.
        var optionalFunctions: [String: [UIKitFileScan.OptionalRequirement]] {
            Dictionary(grouping: optional.values.joined().filter { !$0.isProperty }, by: \.name)
        }

        /// The optional requirements a type's members may witness (its protocols and those they refine).
        func requirements(of type: String) -> [UIKitFileScan.OptionalRequirement] {
            var seen: Set<String> = []
            var stack = Array(conformances[type] ?? [])
            var found: [UIKitFileScan.OptionalRequirement] = []
            while let p = stack.popLast() {
                guard seen.insert(p).inserted else { continue }
                found += optional[p] ?? []
                stack += refines[p] ?? []
            }
            return found
        }
    }
}
