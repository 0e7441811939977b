import SwiftSyntax

/// Finds the edits of one file.
final class UIKitRewriteVisitor: SyntaxVisitor {
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
    /// The file's top-level `private` / `fileprivate` modifiers already made internal (one edit per modifier).
    var widenedTopLevel: Set<Int> = []
    /// Generated protocol extensions with the optional requirements' defaults.
    var defaults: [String] = []
    /// `init(playgroundFrame:)` added to reusable-view classes that do not inherit it (their closing brace, the
    /// class's line, the text).
    var frameInits: [(close: Int, line: Int, text: String)] = []
    /// The classes of this file, by name (for members of their extensions that override).
    let classes: [String: ClassDeclSyntax]
    /// The generic parameters of the file constrained to a class (`TextFieldClass: UITextField`, `T: Cell`): a call
    /// `T()` / `T(frame:)` makes that class from its metatype (UIKitRewriteVisitor+Metatypes).
    lazy var classGenericParameters: Set<String> = Self.classGenericParameters(scan.tree, group: group)
    /// The names of the files' own protocols' optional function requirements (UIKit's are not read as values here).
    lazy var userOptionalFunctionNames: Set<String> = Set(group.optional.filter { UIKitProtocols.optionalRequirements[$0.key] == nil }
        .values.joined().filter { !$0.isProperty }.map(\.name))

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

    func note(_ node: some SyntaxProtocol, _ what: String) {
        let at = scan.location(of: node.positionAfterSkippingLeadingTrivia)
        notes.append(RewriteNote(file: scan.path, line: at.line, column: at.column, what: what))
    }

    func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }

    // MARK: - Attributes and modifiers

    /// UIKit's private functions that code written for the simulator declares itself by symbol name, and what they
    /// answer here: `UIAnimationDragCoefficient()`, the "Slow Animations" factor, 1 (slow animations off).
    static let privateUIKitFunctions: [String: String] = ["UIAnimationDragCoefficient": "1"]

    /// `@_silgen_name("UIAnimationDragCoefficient") func UIAnimationDragCoefficient() -> Float` (no body): a private
    /// UIKit symbol the playground does not export; the attribute is blanked and the function answers UIKit's value.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        makeMainActorTestAsync(node)
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
        } else if node.name.tokenKind == .keyword(.open), node.detail == nil,
                  let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.let) {
            // `open let x = 5` (HorizontalCardStack's layout, written for Swift 4): a warning in Swift 4 mode, which
            // Xcode still offers and such a library's podspec asks for, an error in Swift 5's ("'let' properties are
            // implicitly 'final'"). A `let` cannot be overridden either way: `public` says the same.
            edits.append(SourceEdit(start: start(node), end: end(node), text: "public"))
            note(node, "open let → public let (a let is final; Swift 4 mode warned, Swift 5's refuses)")
        }
        return .skipChildren
    }

    /// Modules that exist only on Apple's platforms, whose uses here come from UIKit or Foundation:
    /// `import ObjectiveC` (associated objects, in UIKit). `import Darwin` is Apple's C library: Glibc here.
    static let appleOnlyModules: Set<String> = ["ObjectiveC"]

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first, first.name.text == "Darwin" {
            // `import Darwin` (`import Darwin.C`): Apple's C library (libc, libm, POSIX: `log`, `tolower`,
            // `timespec`, `gettimeofday`); Linux's is Glibc, with the same functions. A file importing Darwin and
            // not Foundation (typelift/SwiftCheck's Random.swift) found none of them when the import was blanked.
            edits.append(SourceEdit(start: start(first), end: end(node.path), text: "Glibc"))
            note(node, "import \(node.path.trimmedDescription) became import Glibc (Apple's C library is Glibc here)")
        } else if let module = node.path.first?.name.text, Self.appleOnlyModules.contains(module) {
            edits.append(.blank(start(node), end(node), in: bytes))
            note(node, "import \(module) removed (no such module here; UIKit and Foundation provide what it gives)")
        } else if let first = node.path.first, first.name.text == "CoreFoundation", node.path.count == 1,
                  node.importKindSpecifier == nil {
            // On Apple's platforms CoreFoundation's Swift overlay declares CGFloat, so a file importing only
            // CoreFoundation names it (tevelee/SwiftUI-Flow's LineCap.swift, which builds for iOS); on Linux CGFloat
            // is Foundation's, so the file imports Foundation too (on the same line: the lines keep their numbers).
            edits.append(SourceEdit(start: end(node), end: end(node), text: "; import Foundation"))
            note(node, "import CoreFoundation: import Foundation added (CGFloat is Foundation's here)")
        } else if let first = node.path.first, first.name.text == "os" || first.name.text == "OSLog" {
            // `import os`, `import os.log`, `import os.signpost`, `import OSLog`, `import func os.os_log`: Apple's
            // `os` and `OSLog` are the PlaygroundOS module here (Package.swift says why), with no submodules.
            let replaced = node.importKindSpecifier == nil ? node.path : nil
            let end = replaced.map { self.end($0) } ?? self.end(first.name)
            edits.append(SourceEdit(start: start(first), end: end, text: "PlaygroundOS"))
            note(node, "import \(node.path.trimmedDescription): Apple's os and OSLog are PlaygroundOS here")
        } else if let first = node.path.first, first.name.text == "Combine" {
            // `import Combine`: Combine's subset (Publisher, Subscriber, AnyCancellable, PassthroughSubject,
            // CurrentValueSubject, @Published, Timer.publish…) is in the SwiftUI module here, as for SwiftUI files
            // (SwiftUIOSImports; no module of ours is named Combine: Yams' `canImport(Combine)` would take it).
            let replaced = node.importKindSpecifier == nil ? node.path : nil
            let end = replaced.map { self.end($0) } ?? self.end(first.name)
            edits.append(SourceEdit(start: start(first), end: end, text: "SwiftUI"))
            note(node, "import \(node.path.trimmedDescription): Combine's subset is in SwiftUI here")
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

    // MARK: - #selector, and the C functions a CGFloat extension names

    /// `#selector(Type.method(_:))` → ` Selector(Type.method(_:))`, the same width: the method reference itself,
    /// which UIKit's `Selector` keeps and calls (docs/uikit.md, "Target and action"); `#selector(getter: …)` stays.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if rewriteKeyPathString(node) { return .skipChildren }
        guard node.macroName.text == "selector", node.arguments.count == 1, node.arguments.first?.label == nil
        else { return .visitChildren }
        if rewriteRespondsSelector(node) { return .skipChildren }
        edits.append(SourceEdit(start: start(node.pound), end: end(node.macroName), text: " Selector"))
        note(node, "#selector(\(node.arguments.trimmedDescription)) → Selector(\(node.arguments.trimmedDescription)) (the method itself)")
        return .visitChildren
    }

    /// How deep the walk is in `extension CGFloat { … }`.
    var cgFloatExtensions = 0

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if UIKitFileScan.lastName(node.extendedType) == "CGFloat" { cgFloatExtensions -= 1 }
    }

    /// In an extension of CGFloat, `abs(x)`, `min(a, b)` and `max(a, b)` are the standard library's on iOS; Linux's
    /// Foundation declares CGFloat members of those names, which win there: the call names `Swift.` (columns after
    /// it on that line move by six).
    func qualifyFreeFunction(_ node: FunctionCallExprSyntax) {
        guard cgFloatExtensions > 0, let ref = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return }
        let name = ref.baseName.text
        guard name == "abs" && node.arguments.count == 1 || ["min", "max"].contains(name) && node.arguments.count >= 2
        else { return }
        edits.append(SourceEdit(start: start(ref), end: start(ref), text: "Swift."))
        note(ref, "\(name)(…) → Swift.\(name)(…) (Linux's CGFloat has a member of that name)")
    }

    // MARK: - Declarations and calls (UIKitRewriteVisitor+Protocols, UIKitRewriteVisitor+Declarations)

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteProtocol(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        qualifyFreeFunction(node)
        rewriteOptionalCall(node)
        rewriteMetatypeInit(node)
        rewriteGenericParameterInit(node)
        rewriteClassDescription(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        rewriteOptionalRequirementValue(node)
        rewriteAnyObjectValueLookup(node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteClass(node)
        return .visitChildren
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
        if UIKitFileScan.lastName(node.extendedType) == "CGFloat" { cgFloatExtensions += 1 }
        rewriteExtension(node)
        return .visitChildren
    }
}
