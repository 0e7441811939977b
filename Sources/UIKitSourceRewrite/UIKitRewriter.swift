import SwiftSyntax

/// The mechanical rewrite of one UIKit file into Swift that compiles on Linux (docs/uikit.md, "Loading UIKit files").
///
/// Every edit keeps the user's lines and columns: attributes and modifiers are blanked with spaces, `#if` conditions
/// are replaced by `true` / `false` padded to the same width, a `?` is added only after a return type, and a member
/// moved out of an extension carries `#sourceLocation` lines that point back at where it was written.
struct UIKitRewriter {
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
        /// Top-level class name → the path of the file that declares it (an override in an extension in another
        /// file moves there).
        var classFiles: [String: String] = [:]

        /// Whether `name` descends from UICollectionViewLayoutAttributes through the files' classes.
        func isAttributesClass(_ name: String) -> Bool { descends(name, from: ["UICollectionViewLayoutAttributes"]) }

        /// Whether `name` descends from a UIKit class whose `init()` is `required` here (the attributes, whose copies
        /// make the dynamic subclass; the invalidation contexts, which `invalidationContextClass` makes).
        func hasRequiredInit(_ name: String) -> Bool {
            descends(name, from: ["UICollectionViewLayoutAttributes", "UICollectionViewLayoutInvalidationContext",
                                  "UICollectionViewFlowLayoutInvalidationContext"])
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
                }
            }
            for scan in scans { for c in scan.classes { classFiles[c.name] = scan.path } }
            for scan in scans {
                typeNames.formUnion(UIKitOwnModuleImports.topLevelTypeNames(scan.tree))
                ownModuleNames.formUnion(UIKitOwnModuleImports.topLevelTypeNames(scan.tree))
                ownModuleNames.formUnion(UIKitOwnModuleImports.folderNames(scan.path))
            }
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

    let scan: UIKitFileScan
    let group: Group
    let bytes: [UInt8]

    init(scan: UIKitFileScan, group: Group) {
        self.scan = scan
        self.group = group
        bytes = Array(scan.tree.syntaxTextBytes)
    }

    /// An overriding member of an extension in one file, moved into its class in another file of the group.
    struct MovedMember {
        var className: String
        var name: String
        /// Where it was written.
        var path: String
        var line: Int
        var column: Int
        /// Its text, with its own edits applied.
        var text: String
    }

    /// What one file's rewrite gives.
    struct Result {
        /// The same lines as the user's (plus moved members under `#sourceLocation`).
        var text: String
        var notes: [RewriteNote]
        /// Generated code to put after the last line.
        var appended: String
        /// Members that go into a class of another file.
        var outgoing: [MovedMember]
    }

    /// Rewrites every file of a group (one module): overrides in extensions move into their class, in this file or
    /// in another (`incoming`), each under `#sourceLocation` lines naming where it was written.
    static func rewriteGroup(_ scans: [UIKitFileScan], context: [UIKitFileScan] = [],
                             ownModules: Set<String> = []) -> [Result] {
        var group = Group(scans, context: context)
        group.ownModuleNames.formUnion(ownModules)
        var results = scans.map { UIKitRewriter(scan: $0, group: group).rewrite(path: $0.path, incoming: []) }
        let moved = results.flatMap(\.outgoing)
        guard !moved.isEmpty else { return results }
        for (i, scan) in scans.enumerated() {
            let incoming = moved.filter { group.classFiles[$0.className] == scan.path }
            guard !incoming.isEmpty else { continue }
            results[i] = UIKitRewriter(scan: scan, group: group).rewrite(path: scan.path, incoming: incoming)
        }
        return results
    }

    /// The rewritten text (same lines as the user's, plus generated code after the last line) and what changed.
    /// The moved members' directives name `path`; `incoming` are members of other files' extensions of this file's
    /// classes.
    func rewrite(path: String, incoming: [MovedMember] = []) -> Result {
        let visitor = RewriteVisitor(scan: scan, group: group, bytes: bytes)
        visitor.walk(scan.tree)
        var edits = visitor.edits
        var notes = visitor.notes
        let bundle = UIKitBundleMain.edits(scan.tree, path: path, scan: scan)
        edits += bundle.edits
        notes += bundle.notes
        let qualified = UIKitOwnModuleImports.qualifierEdits(scan.tree, path: path, scan: scan, bytes: bytes,
                                                             modules: group.ownModuleNames, types: group.typeNames)
        edits += qualified.edits
        notes += qualified.notes
        var outgoing: [MovedMember] = []
        let file = SourceLocationDirective.file(path)
        // Members moved out of extensions: their own edits applied to their text first, then the text moved.
        var inserts: [Int: String] = [:]
        for move in visitor.moves {
            let inside = edits.filter { $0.start >= move.start && $0.end <= move.end }
            edits.removeAll { $0.start >= move.start && $0.end <= move.end }
            let text = (move.access.map { $0 + " " } ?? "") + SourceEdit.apply(inside, to: bytes[move.start..<move.end])
            edits.append(SourceEdit.blank(move.start, move.end, in: bytes))
            let from = scan.location(of: AbsolutePosition(utf8Offset: move.start))
            guard let classClose = move.classClose else {
                outgoing.append(MovedMember(className: move.className, name: move.name, path: path,
                                            line: from.line, column: from.column, text: text))
                let home = group.classFiles[move.className].map(UIKitLayoutPlan.fileName) ?? "?"
                notes.append(RewriteNote(file: path, line: from.line, column: from.column,
                                         what: "override \(move.name) moved from an extension into class \(move.className) (\(home))"))
                continue
            }
            inserts[classClose, default: ""] += Self.moved(text, from: file, line: from.line, column: from.column)
            notes.append(RewriteNote(file: path, line: from.line, column: from.column,
                                     what: "override \(move.name) moved from an extension into class \(move.className)"))
        }
        for added in visitor.frameInits {
            inserts[added.close, default: ""] += Self.moved(added.text, from: file, line: added.line, column: 5)
        }
        for member in incoming {
            guard let owner = visitor.classes[member.className] else { continue }
            let close = start(owner.memberBlock.rightBrace)
            inserts[close, default: ""] += Self.moved(member.text, from: Self.literal(member.path), line: member.line,
                                                      column: member.column)
        }
        for (close, text) in inserts {
            let at = scan.location(of: AbsolutePosition(utf8Offset: close))
            edits.append(SourceEdit(start: close, end: close, text: text
                + "\n#sourceLocation(file: \(file), line: \(at.line))\n" + String(repeating: " ", count: at.column - 1)))
        }
        let text = SourceEdit.apply(edits, to: bytes[...])
        notes.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return Result(text: text, notes: notes, appended: visitor.defaults.joined(separator: "\n"), outgoing: outgoing)
    }

    private func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
}

/// Finds the edits of one file.
private final class RewriteVisitor: SyntaxVisitor {
    struct Move {
        var start: Int
        var end: Int
        /// The class's closing brace in this file; nil: the class is in another file of the group.
        var classClose: Int?
        var name: String
        var className: String
        /// The extension's access level, for a member that says none (`public extension X { override func … }`):
        /// written before it where it moves.
        var access: String? = nil
    }

    let scan: UIKitFileScan
    let group: UIKitRewriter.Group
    let bytes: [UInt8]
    let optionalFunctions: [String: [UIKitFileScan.OptionalRequirement]]
    var edits: [SourceEdit] = []
    var notes: [RewriteNote] = []
    var moves: [Move] = []
    /// Generated protocol extensions with the optional requirements' defaults.
    var defaults: [String] = []
    /// `init(playgroundFrame:)` added to reusable-view classes that do not inherit it (their closing brace, the
    /// class's line, the text).
    var frameInits: [(close: Int, line: Int, text: String)] = []
    /// The classes of this file, by name (for members of their extensions that override).
    let classes: [String: ClassDeclSyntax]

    /// Attributes that mean nothing without the Objective-C runtime or Interface Builder.
    static let blankedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBInspectable", "IBDesignable",
                                                 "IBOutlet", "IBAction", "GKInspectable", "NSManaged",
                                                 // An app's entry point: the playground (or the test bundle) is the
                                                 // program here; the app delegate stays a class the code can make.
                                                 "main", "UIApplicationMain", "NSApplicationMain"]

    init(scan: UIKitFileScan, group: UIKitRewriter.Group, bytes: [UInt8]) {
        self.scan = scan
        self.group = group
        self.bytes = bytes
        optionalFunctions = group.optionalFunctions
        var classes: [String: ClassDeclSyntax] = [:]
        for item in scan.tree.statements {
            if let c = item.item.as(ClassDeclSyntax.self) { classes[c.name.text] = c }
        }
        self.classes = classes
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ node: some SyntaxProtocol, _ what: String) {
        let at = scan.location(of: node.positionAfterSkippingLeadingTrivia)
        notes.append(RewriteNote(file: scan.path, line: at.line, column: at.column, what: what))
    }

    private func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    private func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }

    // MARK: - Attributes and modifiers

    /// UIKit's private functions that code written for the simulator declares itself by symbol name, and what they
    /// answer here: `UIAnimationDragCoefficient()`, the "Slow Animations" factor, 1 (slow animations off).
    static let privateUIKitFunctions: [String: String] = ["UIAnimationDragCoefficient": "1"]

    /// `@_silgen_name("UIAnimationDragCoefficient") func UIAnimationDragCoefficient() -> Float` (no body): a private
    /// UIKit symbol the playground does not export; the attribute is blanked and the function answers UIKit's value.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.body == nil,
              let attribute = node.attributes.compactMap({ $0.as(AttributeSyntax.self) })
                  .first(where: { $0.attributeName.trimmedDescription == "_silgen_name" }),
              let symbol = attribute.arguments.map({ String($0.trimmedDescription.filter { $0 != "\"" }) }),
              let value = Self.privateUIKitFunctions[symbol] else { return .visitChildren }
        edits.append(.blank(start(attribute), end(attribute), in: bytes))
        edits.append(SourceEdit(start: end(node), end: end(node), text: " { \(value) }"))
        note(node, "@_silgen_name(\"\(symbol)\") declaration given UIKit's answer, \(value) (a private UIKit symbol)")
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.blankedAttributes.contains(name) {
            edits.append(.blank(start(node), end(node), in: bytes))
            note(node, "@\(name) removed")
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" {
            edits.append(.blank(start(node), end(node), in: bytes))
            note(node, "dynamic removed")
        }
        return .skipChildren
    }

    /// Modules that exist only on Apple's platforms, whose uses here come from UIKit or Foundation:
    /// `import ObjectiveC` (associated objects, in UIKit) and `import Darwin` (the C library, Glibc through Foundation).
    static let appleOnlyModules: Set<String> = ["ObjectiveC", "Darwin"]

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text, Self.appleOnlyModules.contains(module) {
            edits.append(.blank(start(node), end(node), in: bytes))
            note(node, "import \(module) removed (no such module here; UIKit and Foundation provide what it gives)")
        } else if let first = node.path.first, let period = first.trailingPeriod, node.importKindSpecifier == nil,
                  UIKitOwnModuleImports.clangModules.contains(first.name.text) {
            // `import UIKit.UIGestureRecognizerSubclass`: a submodule of Apple's Objective-C headers; here the
            // module is Swift and has none, so the file imports the module itself.
            edits.append(.blank(start(period), end(node.path), in: bytes))
            note(node, "import \(node.path.trimmedDescription) became import \(first.name.text) (no submodules here)")
        } else if let module = node.path.first?.name.text, node.path.count == 1,
                  UIKitOwnModuleImports.isOwnModule(module, in: group.ownModuleNames) {
            edits.append(.blank(start(node), end(node), in: bytes))
            note(node, "import \(module) removed (\(module)'s sources are in this target, compiled as one module with this file)")
        }
        return .skipChildren
    }

    // MARK: - #if as on iOS

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            for atom in UIKitIfConfigOnIOS.atoms(condition) {
                guard let value = UIKitIfConfigOnIOS.valueOnIOS(atom) else { continue }
                edits.append(.padded(start(atom), end(atom), value ? "true" : "false", in: bytes))
                note(atom, "#if \(atom.trimmedDescription) resolved as on iOS (\(value))")
            }
        }
        return .visitChildren
    }

    // MARK: - Optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        classBound(node)
        var members: [String] = []
        for item in node.memberBlock.members {
            // `weak var delegate: D? { get set }` in a protocol: Swift 4 code that Xcode still builds in its
            // Swift 4 mode (a warning there); an error in Swift 5. A requirement says nothing of storage: blanked.
            if let v = item.decl.as(VariableDeclSyntax.self),
               let w = v.modifiers.first(where: { ["weak", "unowned"].contains($0.name.text) }) {
                edits.append(.blank(start(w), end(w), in: bytes))
                note(w, "\(w.name.text) removed from a protocol's property requirement (Swift 5 refuses it)")
            }
            if let f = item.decl.as(FunctionDeclSyntax.self), let m = f.modifiers.first(where: UIKitFileScan.isOptionalModifier) {
                edits.append(.blank(start(m), end(m), in: bytes))
                let widen = UIKitFileScan.widens(f.signature.returnClause?.type)
                if widen, let type = f.signature.returnClause?.type {
                    edits.append(SourceEdit(start: end(type), end: end(type), text: "?"))
                }
                let isVoid = f.signature.returnClause.map { ["Void", "()"].contains($0.type.trimmedDescription) } ?? true
                members.append("    \(Self.strippedSignature(f, widen: widen)) { \(isVoid ? "" : "nil") }")
                note(f, "optional requirement \(f.name.text) → " + (widen ? "returns \(f.signature.returnClause!.type.trimmedDescription)? with a nil default"
                                                                   : "a default that does nothing"))
            } else if let v = item.decl.as(VariableDeclSyntax.self), let m = v.modifiers.first(where: UIKitFileScan.isOptionalModifier),
                      let binding = v.bindings.first, let type = binding.typeAnnotation?.type {
                edits.append(.blank(start(m), end(m), in: bytes))
                let widen = UIKitFileScan.widens(type)
                if widen { edits.append(SourceEdit(start: end(type), end: end(type), text: "?")) }
                let static_ = v.modifiers.contains { $0.name.text == "static" } ? "static " : ""
                members.append("    \(static_)var \(binding.pattern.trimmedDescription): \(type.trimmedDescription)\(widen ? "?" : "") { nil }")
                note(v, "optional requirement \(binding.pattern.trimmedDescription) → \(type.trimmedDescription)\(widen ? "?" : "") with a nil default")
            }
        }
        if !members.isEmpty {
            let access = node.modifiers.first { ["public", "open"].contains($0.name.text) }.map { _ in "public " } ?? ""
            defaults.append("\(access)extension \(node.name.text) {\n" + members.joined(separator: "\n") + "\n}")
        }
        return .visitChildren
    }

    /// An `@objc` protocol is class-bound (`weak var delegate: P?` relies on it); without `@objc` it must say so:
    /// `: AnyObject` after the name, or `, AnyObject` after its inherited protocols, unless one of them is already
    /// class-bound (`AnyObject`, `class`, `NSObjectProtocol`, UIKit's delegate protocols).
    private func classBound(_ node: ProtocolDeclSyntax) {
        guard node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" })
        else { return }
        let bound: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
        if let clause = node.inheritanceClause {
            let names = clause.inheritedTypes.map { UIKitFileScan.lastName($0.type) }
            if names.contains(where: { bound.contains($0) || UIKitProtocols.optionalRequirements[$0] != nil }) { return }
            if let last = clause.inheritedTypes.last {
                edits.append(SourceEdit(start: end(last.type), end: end(last.type), text: ", AnyObject"))
                note(node.name, "@objc protocol \(node.name.text) is class-bound: AnyObject added")
            }
        } else {
            let after = node.primaryAssociatedTypeClause.map { end($0) } ?? end(node.name)
            edits.append(SourceEdit(start: after, end: after, text: ": AnyObject"))
            note(node.name, "@objc protocol \(node.name.text) is class-bound: AnyObject added")
        }
    }

    static func isOptionalType(_ type: TypeSyntax?) -> Bool {
        type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    }

    /// `func name<T>(params) throws -> Type? where …` without attributes, `optional` and other modifiers but `static`
    /// and `mutating`; `widen` adds the `?`.
    static func strippedSignature(_ f: FunctionDeclSyntax, widen: Bool) -> String {
        let kept = f.modifiers.filter { ["static", "mutating", "class"].contains($0.name.text) }
            .map { $0.name.text == "class" ? "static" : $0.name.text }
        let generics = f.genericParameterClause?.trimmedDescription ?? ""
        let effects = f.signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
        let returns = f.signature.returnClause.map { " -> " + $0.type.trimmedDescription + (widen ? "?" : "") } ?? ""
        let whereClause = f.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        return (kept + ["func \(f.name.text)\(generics)\(f.signature.parameterClause.trimmedDescription)\(effects)\(returns)\(whereClause)"])
            .joined(separator: " ")
    }

    /// The optional requirement a call `….name?(labels…)` reaches, if any. The receiver's type is not known here:
    /// when requirements of several protocols have those labels (a user's `@objc optional func collectionView(_:
    /// layout:sizeForItemAt:) -> CGFloat` beside UIKit's), the call widens if any of them does, and gets
    /// `.playgroundIfImplemented` only if all of them are UIKit's that report their default.
    private func requirement(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax) -> UIKitFileScan.OptionalRequirement? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let matches = optionalFunctions[member.declName.baseName.text]?.filter { $0.labels == labels } ?? []
        guard var first = matches.first else { return nil }
        first.widensReturn = matches.contains(where: \.widensReturn)
        first.reportsDefault = matches.allSatisfy(\.reportsDefault)
        return first
    }

    // MARK: - #selector, and the C functions a CGFloat extension names

    /// `#selector(Type.method(_:))` → ` Selector(Type.method(_:))`, the same width: the method reference itself,
    /// which UIKit's `Selector` keeps and calls (docs/uikit.md, "Target and action"); `#selector(getter: …)` stays.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", node.arguments.count == 1, node.arguments.first?.label == nil
        else { return .visitChildren }
        edits.append(SourceEdit(start: start(node.pound), end: end(node.macroName), text: " Selector"))
        note(node, "#selector(\(node.arguments.trimmedDescription)) → Selector(\(node.arguments.trimmedDescription)) (the method itself)")
        return .visitChildren
    }

    /// How deep the walk is in `extension CGFloat { … }`.
    private var cgFloatExtensions = 0

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if UIKitFileScan.lastName(node.extendedType) == "CGFloat" { cgFloatExtensions -= 1 }
    }

    /// In an extension of CGFloat, `abs(x)`, `min(a, b)` and `max(a, b)` are the standard library's on iOS; Linux's
    /// Foundation declares CGFloat members of those names, which win there: the call names `Swift.` (columns after
    /// it on that line move by six).
    private func qualifyFreeFunction(_ node: FunctionCallExprSyntax) {
        guard cgFloatExtensions > 0, let ref = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return }
        let name = ref.baseName.text
        guard name == "abs" && node.arguments.count == 1 || ["min", "max"].contains(name) && node.arguments.count >= 2
        else { return }
        edits.append(SourceEdit(start: start(ref), end: start(ref), text: "Swift."))
        note(ref, "\(name)(…) → Swift.\(name)(…) (Linux's CGFloat has a member of that name)")
    }

    /// `x?.f?(…)` → `x?.f (…)`; `x.f!(…)` → `x.f(…)!` when `f` now returns an optional, else `x.f(…)`. A call of
    /// UIKit's requirement whose default reports that it answered gets `.playgroundIfImplemented` after it: nil when
    /// the default answered, so `guard let s = d.collectionView?(…)` binds as on iOS.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        qualifyFreeFunction(node)
        if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chain.expression.as(MemberAccessExprSyntax.self), let r = requirement(member, node) {
            edits.append(.blank(start(chain.questionMark), end(chain.questionMark), in: bytes))
            let name = member.declName.baseName.text
            if r.reportsDefault {
                // Followed by `.x` or `?.x`: the optional chain goes on through the new optional.
                let continues = node.parent?.is(MemberAccessExprSyntax.self) == true
                    || node.parent?.is(OptionalChainingExprSyntax.self) == true
                let followedByChain = node.parent?.is(OptionalChainingExprSyntax.self) == true
                let suffix = ".playgroundIfImplemented" + (continues && !followedByChain ? "?" : "")
                edits.append(SourceEdit(start: end(node), end: end(node), text: suffix))
                note(chain.questionMark, "optional call \(name)?(…) → \(name)(…)\(suffix)")
            } else {
                note(chain.questionMark, "optional call \(name)?(…) → \(name)(…)")
            }
        } else if let force = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let member = force.expression.as(MemberAccessExprSyntax.self), let r = requirement(member, node) {
            let name = member.declName.baseName.text
            if r.widensReturn || r.reportsDefault {
                let suffix = r.reportsDefault ? ".playgroundIfImplemented!" : "!"
                edits.append(SourceEdit(start: start(force.exclamationMark), end: end(force.exclamationMark), text: ""))
                edits.append(SourceEdit(start: end(node), end: end(node), text: suffix))
                note(force.exclamationMark, "optional call \(name)!(…) → \(name)(…)\(suffix)")
            } else {
                edits.append(.blank(start(force.exclamationMark), end(force.exclamationMark), in: bytes))
                note(force.exclamationMark, "optional call \(name)!(…) → \(name)(…)")
            }
        }
        return .visitChildren
    }

    // MARK: - Witnesses, and overrides in extensions

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        widenWitnesses(node.name.text, node.memberBlock)
        if group.hasRequiredInit(node.name.text) { requireInit(node.memberBlock) }
        addFrameInitIfNeeded(node)
        return .visitChildren
    }

    /// The reusable views a collection view makes from a registered class.
    static let reusableViews: Set<String> = ["UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell"]

    /// A collection view makes a registered class with `init(playgroundFrame:)`, a required convenience
    /// initializer of UICollectionReusableView here (docs/uikit-machinery.md, "Cells"), which a subclass inherits only
    /// when it inherits or overrides every designated initializer. A cell written for a storyboard declares only
    /// `init?(coder:)` (or its own initializer and that one): it compiles on iOS, where UIKit calls `init(frame:)`
    /// through the runtime, and here it would not, so the initializer is added to it, making the view with
    /// `init(coder:)` from an empty coder (as a storyboard would, without its archived properties) and setting the
    /// frame.
    private func addFrameInitIfNeeded(_ node: ClassDeclSyntax) {
        guard group.descends(node.name.text, from: Self.reusableViews) else { return }
        let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
        guard !inits.isEmpty, !inits.contains(where: { i in
            let p = i.signature.parameterClause.parameters
            return p.count == 1 && p.first?.firstName.text == "frame"
        }), inits.contains(where: { i in
            i.signature.parameterClause.parameters.first?.firstName.text == "coder" && i.optionalMark != nil
        }) else { return }
        let access = node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let line = scan.location(of: node.classKeyword.positionAfterSkippingLeadingTrivia).line
        frameInits.append((start(node.memberBlock.rightBrace), line,
                           "\(access)required convenience init(playgroundFrame frame: CGRect) { "
                           + "self.init(coder: NSCoder())!; self.frame = frame }"))
        note(node.name, "init(playgroundFrame:) added to \(node.name.text): it declares init?(coder:) but not init(frame:), "
             + "so it is made from an empty coder (a storyboard's cell)")
    }

    /// The UIKit module's `UICollectionViewLayoutAttributes.init()` is `required` (copies make the dynamic
    /// subclass), and so is `UICollectionViewLayoutInvalidationContext.init()` (the layout makes its
    /// `invalidationContextClass`), so a subclass's `override init()` must say `required`: `override` becomes
    /// `required`, the same width (a required initializer overrides without saying so).
    private func requireInit(_ block: MemberBlockSyntax) {
        for item in block.members {
            guard let i = item.decl.as(InitializerDeclSyntax.self), i.optionalMark == nil,
                  i.signature.parameterClause.parameters.isEmpty,
                  !i.modifiers.contains(where: { $0.name.text == "required" || $0.name.text == "convenience" }),
                  let o = i.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) else { continue }
            edits.append(.padded(start(o), end(o), "required"))
            note(o, "override init() → required init() (its UIKit superclass's init() is required here)")
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        widenWitnesses(node.name.text, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        widenWitnesses(node.name.text, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = UIKitFileScan.lastName(node.extendedType)
        if type == "CGFloat" { cgFloatExtensions += 1 }
        widenWitnesses(type, node.memberBlock)
        let owner = classes[type], compiled = !UIKitIfConfigOnIOS.isInactive(node)
        if compiled, owner != nil || group.classFiles[type] != nil {
            let levels = ["open", "public", "package", "internal", "fileprivate", "private"]
            let extensionAccess = node.modifiers.first { levels.contains($0.name.text) }?.name.text
            for item in node.memberBlock.members {
                guard let decl = Self.overriding(item.decl) else { continue }
                let own = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { levels.contains($0.name.text) } ?? false
                // A private extension's members are fileprivate (the Swift book, "Access Control").
                let access = own ? nil : extensionAccess.map { $0 == "private" ? "fileprivate" : $0 }
                moves.append(Move(start: start(item), end: end(item),
                                  classClose: owner.map { start($0.memberBlock.rightBrace) }, name: decl, className: type,
                                  access: access))
            }
            if owner == nil, node.memberBlock.members.contains(where: { Self.overriding($0.decl) != nil }) {
                widenForMovedMembers(node)
            }
        } else if compiled, Self.isAppleClassName(type) {
            // `extension UICollectionViewFlowLayout { open override var … }`: an Objective-C category replacing a
            // member of UIKit's own class, for every instance. Swift on Linux cannot override a member of another
            // module's class from an extension; the member is removed and UIKit's own is used (docs/uikit.md,
            // "The rewrite step").
            for item in node.memberBlock.members {
                guard let decl = Self.overriding(item.decl) else { continue }
                edits.append(.blank(start(item), end(item), in: bytes))
                note(item, "override \(decl) in an extension of UIKit's \(type) removed (an Objective-C category on iOS; "
                     + "UIKit's own \(decl) is used here)")
            }
        }
        return .visitChildren
    }

    /// An override moved into its class in another file still calls the `private` / `fileprivate` members of the
    /// extension it was written in (StickyHeaderFlowLayout's `debugDescription` reads its `fileprivate var isValid`),
    /// which would be out of its reach there: they become internal (wider only: nothing that compiled stops).
    private func widenForMovedMembers(_ node: ExtensionDeclSyntax) {
        let narrow: Set<String> = ["private", "fileprivate"]
        var modifiers = Array(node.modifiers)
        for item in node.memberBlock.members where Self.overriding(item.decl) == nil {
            modifiers += item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        }
        for m in modifiers where narrow.contains(m.name.text) && m.detail == nil {
            edits.append(.blank(start(m), end(m), in: bytes))
            note(m, "\(m.name.text) removed (an override of this extension moves into its class in another file and uses it)")
        }
    }

    /// Whether `name` is one of Apple's classes (`UICollectionViewFlowLayout`, `CALayer`, `NSObject`): a type
    /// prefix of UIKit, Core Animation or Foundation followed by an upper-case letter.
    static func isAppleClassName(_ name: String) -> Bool {
        for prefix in ["UI", "CA", "NS"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let c = rest.first, c.isUppercase { return true }
        }
        return false
    }

    /// The name of an overriding member (`override func`, `override var`, `override init`).
    static func overriding(_ decl: DeclSyntax) -> String? {
        guard let group = decl.asProtocol(WithModifiersSyntax.self),
              group.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return nil }
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name.text }
        if let v = decl.as(VariableDeclSyntax.self) { return v.bindings.first?.pattern.trimmedDescription ?? "var" }
        if decl.is(InitializerDeclSyntax.self) { return "init" }
        if let s = decl.as(SubscriptDeclSyntax.self) { return s.subscriptKeyword.text }
        return nil
    }

    /// A member that implements an optional requirement returning `T` must return `T?` too, or the protocol
    /// extension's nil default would be the witness and the user's implementation never called.
    private func widenWitnesses(_ type: String, _ block: MemberBlockSyntax) {
        let requirements = group.requirements(of: type).filter(\.widensReturn)
        guard !requirements.isEmpty else { return }
        for item in block.members {
            if let f = item.decl.as(FunctionDeclSyntax.self), let ret = f.signature.returnClause?.type,
               requirements.contains(where: { !$0.isProperty && $0.name == f.name.text
                                              && $0.labels == UIKitFileScan.labels(f.signature.parameterClause) }),
               UIKitFileScan.widens(ret) {
                edits.append(SourceEdit(start: end(ret), end: end(ret), text: "?"))
                note(ret, "\(f.name.text) returns \(ret.trimmedDescription)? (implements an optional requirement)")
            } else if let v = item.decl.as(VariableDeclSyntax.self), let binding = v.bindings.first,
                      binding.accessorBlock != nil, binding.initializer == nil,
                      let type = binding.typeAnnotation?.type, UIKitFileScan.widens(type),
                      requirements.contains(where: { $0.isProperty && $0.name == binding.pattern.trimmedDescription }) {
                edits.append(SourceEdit(start: end(type), end: end(type), text: "?"))
                note(type, "\(binding.pattern.trimmedDescription) is \(type.trimmedDescription)? (implements an optional requirement)")
            }
        }
    }
}
