import SwiftParser
import SwiftSyntax

/// What one user file declares, as far as choosing the layout and rewriting the group care: its imports, its
/// top-level classes and protocols, which types conform to what, and a top-level `makeLayout`.
struct UIKitFileScan {
    struct ClassInfo {
        var name: String
        /// The first inherited type's last component (`UIKit.UICollectionViewFlowLayout` → `UICollectionViewFlowLayout`).
        var superclass: String?
        var isGeneric: Bool
        /// The class declares designated initializers (then it inherits none of its superclass's).
        var declaresDesignatedInit: Bool
        /// It declares an `init()`, or an initializer whose parameters all have defaults (designated or
        /// convenience, not failable).
        var declaresPlainInit: Bool
        var line: Int
        /// The argument labels of its initializers that are neither failable nor private (`["frame"]`).
        var initLabels: [[String]] = []
        /// Its settable stored properties of simple types with a literal default (UIKitSettableProperties).
        var settable: [UIKitSettableProperties.Property] = []
        /// The names of NSObject's nib-loading methods it declares in its body (`awakeFromNib`:
        /// UIKitRewriteVisitor.dropNSObjectNibOverrides).
        var nibMethods: Set<String> = []
    }

    /// A requirement marked `@objc optional` (or `optional`) in a protocol of the files.
    struct OptionalRequirement: Hashable {
        var name: String
        /// Argument labels (`_` for none); empty for a property.
        var labels: [String]
        var isProperty: Bool
        /// The return type adds `?` (neither Void nor already optional): witnesses get `?` too.
        var widensReturn: Bool
        /// UIKit's requirement whose default (UIKit's fallback) says it answered: a call gets
        /// `.playgroundIfImplemented`, nil when the default answered, as iOS's `delegate?.f?(…)` is nil when the
        /// delegate does not implement `f` (docs/uikit.md, "The rewrite step").
        var reportsDefault = false
    }

    struct ProtocolInfo {
        var name: String
        var inherits: [String]
        var optional: [OptionalRequirement]
    }

    enum MakeLayout: Equatable {
        case plain
        case withCollectionView
    }

    var path: String
    var tree: SourceFileSyntax
    var converter: SourceLocationConverter
    var imports: [String] = []
    var classes: [ClassInfo] = []
    var protocols: [ProtocolInfo] = []
    /// Top-level `typealias Name = Type` (the last name of the type): a cross-platform library's
    /// `typealias CollectionViewFlowLayout = UICollectionViewFlowLayout` names a layout root.
    var typeAliases: [String: String] = [:]
    /// Type name → the names in its (and its extensions') inheritance clauses.
    var conformances: [String: Set<String>] = [:]
    var makeLayout: (kind: MakeLayout, line: Int)?
    /// Enums declared anywhere in the file (nested ones too, by their own name) whose cases all lack associated
    /// values, with their cases in order: the choices of an enum property (UIKitSettableProperties).
    var simpleEnums: [String: [String]] = [:]

    /// The modules whose import makes a file a UIKit file.
    static let uikitModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

    var importsUIKit: Bool { imports.contains { Self.uikitModules.contains($0) } }

    /// What the rewrite puts before a file that imports no module at all (a framework's file, which on iOS sees its
    /// umbrella header's UIKit): `import UIKit`, above the `#sourceLocation` line so the file's own lines keep their
    /// numbers. Empty for every other file.
    /// Also for a file that imports Foundation, QuartzCore or CoreGraphics but not UIKit and names what those
    /// bring on iOS and UIKit declares here (`CADisplayLink` is QuartzCore's; `Selector` and `#selector` come
    /// with Foundation's Objective-C; key-value observation too; Core Animation's animations and transactions, and a
    /// layer's animations): without it the file would not find them; and for a file that imports only Foundation
    /// and names UIKit's types (a framework's file, which sees its umbrella header's UIKit on iOS).
    var implicitImports: String {
        let text = tree.description
        // libkern's `OSAtomic…` (Darwin's, which Foundation re-exports on Apple's platforms) are PlaygroundOS's here
        // (ra1028/DiffableDataSources' MainThreadSerialDispatcher imports only Foundation and calls them).
        let os = !imports.contains("PlaygroundOS") && text.contains("OSAtomic") ? "import PlaygroundOS\n" : ""
        return uikitImplicitImport(text) + os
    }

    private func uikitImplicitImport(_ text: String) -> String {
        if imports.contains("UIKit") { return "" }
        if imports.isEmpty { return Self.namesUIKitWithoutImport(text) ? "import UIKit\n" : "" }
        // An example app's file importing only its library (`import TisprCardStack`, whose module re-exports UIKit
        // on iOS; here the library's files are in this module and the import is removed).
        let modules = Set(imports)
        if modules.isDisjoint(with: Self.uikitModules), modules.isDisjoint(with: Self.otherUIModules),
           !modules.isSubset(of: UIKitLayoutPlan.plainModules), Self.namesUIKitTypes(text) {
            return "import UIKit\n"
        }
        // A framework's file importing only Foundation that names UIKit's types (`UIColor` in a colours file): on iOS
        // the framework's umbrella header imports UIKit for every Swift file of the framework.
        if modules.isSubset(of: UIKitLayoutPlan.plainModules), Self.namesUIKitTypes(text) { return "import UIKit\n" }
        return Self.namesObjectiveCRuntimeSymbols(text) ? "import UIKit\n" : ""
    }

    /// Symbols iOS's QuartzCore and Foundation (through the Objective-C module) provide that UIKit declares here.
    static func namesObjectiveCRuntimeSymbols(_ text: String) -> Bool {
        ["CADisplayLink", "Selector(", "#selector", ": Selector", "NSKeyValueObservation", ".observe(\\.",
         // Core Animation's animations and transactions, declared in UIKit beside their clock (docs/uikit.md, "Animations").
         "CAAnimation", "CABasicAnimation", "CASpringAnimation", "CAKeyframeAnimation", "CAPropertyAnimation",
         "CATransition", "CATransaction", "CAMediaTiming", "CAValueFunction",
         // The Objective-C runtime's associated objects (`import ObjectiveC`), UIKit's here (AssociatedObjects.swift).
         "objc_setAssociatedObject", "objc_getAssociatedObject", "objc_removeAssociatedObjects",
         "objc_sync_enter", "objc_sync_exit"]
            .contains { text.contains($0) }
    }

    /// Whether a file that imports nothing names UIKit's collection-view or view-controller classes (`UICollectionView…`,
    /// `UIViewController`): a framework target's file that sees UIKit through its umbrella header.
    /// Modules of other UI frameworks and the playground's own: a file importing one is not a UIKit file.
    static let otherUIModules: Set<String> = ["PlaygroundCore", "SwiftUI", "AppKit", "Cocoa", "WatchKit"]

    /// Whether `text` names one of UIKit's classes (`UI` and a capital starting a word: `UIColor`, `UIView`): what
    /// a file importing only its library (which re-exports UIKit on iOS) shows of UIKit.
    public static func namesUIKitTypes(_ text: String) -> Bool {
        // Import lines name modules, not classes (`import UIKitten`).
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).drop { $0.hasPrefix("@") }
            return words.first != "import"
        }.joined(separator: "\n")
        let scalars = Array(code.utf8)
        var i = 0
        while i + 2 < scalars.count {
            if scalars[i] == UInt8(ascii: "U"), scalars[i + 1] == UInt8(ascii: "I"),
               (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(scalars[i + 2]),
               i == 0 || !(Character(UnicodeScalar(scalars[i - 1])).isLetter || Character(UnicodeScalar(scalars[i - 1])).isNumber
                           || scalars[i - 1] == UInt8(ascii: "_")) {
                return true
            }
            i += 1
        }
        return false
    }

    /// Also a file naming any UIKit class or Core Graphics' geometry (`CGPoint`, `CGFloat`): a framework's
    /// `internal protocol AutoDeselerationManager: class { func …(pageIndexFor proposedContentOffset: CGPoint) }`,
    /// with no import, compiles on iOS because the framework's umbrella header (`#import <UIKit/UIKit.h>`) is
    /// imported by every Swift file of the framework (Swift's implicit import of the module's underlying Clang
    /// module); an app's file sees it through its bridging header. Decided: such a file gets `import UIKit`.
    static func namesUIKitWithoutImport(_ text: String) -> Bool {
        if text.contains("UICollectionView") || text.contains("UIViewController") || namesUIKitTypes(text) { return true }
        return ["CGPoint", "CGFloat", "CGRect", "CGSize", "CGVector", "CGAffineTransform"].contains { text.contains($0) }
    }

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = ScanVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        imports = visitor.imports
        typeAliases = visitor.typeAliases
        simpleEnums = visitor.simpleEnums
        for c in visitor.classes {
            classes.append(ClassInfo(name: c.name.text, superclass: c.inheritanceClause?.inheritedTypes.first.map { Self.lastName($0.type) },
                                     isGeneric: c.genericParameterClause != nil,
                                     declaresDesignatedInit: Self.initializers(c.memberBlock).contains { !$0.isConvenience },
                                     declaresPlainInit: Self.initializers(c.memberBlock).contains { $0.isPlain },
                                     line: line(of: c), initLabels: Self.initializerLabels(c.memberBlock),
                                     settable: UIKitSettableProperties.properties(of: c.memberBlock),
                                     nibMethods: Set(c.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                                         .filter { $0.signature.parameterClause.parameters.isEmpty }.map(\.name.text)
                                         .filter(UIKitRewriteVisitor.nsObjectNibMethods.contains))))
        }
        for p in visitor.protocols {
            protocols.append(ProtocolInfo(name: p.name.text,
                                          inherits: p.inheritanceClause?.inheritedTypes.map { Self.lastName($0.type) } ?? [],
                                          optional: Self.optionalRequirements(of: p)))
        }
        for (type, names) in visitor.conformances { conformances[type, default: []].formUnion(names) }
        if let make = visitor.makeLayout {
            let count = make.signature.parameterClause.parameters.count
            makeLayout = (count == 0 ? .plain : .withCollectionView, line(of: make))
        }
    }

    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let l = converter.location(for: position)
        return (l.line, l.column)
    }

    // MARK: - Helpers

    static func lastName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let id = type.as(IdentifierTypeSyntax.self) { return id.name.text }
        return type.trimmedDescription
    }

    static func initializers(_ block: MemberBlockSyntax) -> [(isConvenience: Bool, isPlain: Bool)] {
        block.members.compactMap { item in
            guard let i = item.decl.as(InitializerDeclSyntax.self) else { return nil }
            let convenience = i.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
            // `init()`, or an initializer whose parameters all have defaults (`init(options: Options = .init())`):
            // `Name()` calls either, as a view controller's code would.
            let plain = i.optionalMark == nil
                && i.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
                && !i.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
            return (convenience, plain)
        }
    }

    /// The labels of the initializers a class declares that another file may call (not failable, not private).
    static func initializerLabels(_ block: MemberBlockSyntax) -> [[String]] {
        block.members.compactMap { item in
            guard let i = item.decl.as(InitializerDeclSyntax.self), i.optionalMark == nil,
                  !i.modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" })
            else { return nil }
            return i.signature.parameterClause.parameters.map(\.firstName.text)
        }
    }

    static func isOptionalModifier(_ m: DeclModifierSyntax) -> Bool {
        m.name.tokenKind == .keyword(.optional) || m.name.text == "optional"
    }

    static func optionalRequirements(of p: ProtocolDeclSyntax) -> [OptionalRequirement] {
        p.memberBlock.members.compactMap { item in
            if let f = item.decl.as(FunctionDeclSyntax.self), f.modifiers.contains(where: isOptionalModifier) {
                return OptionalRequirement(name: f.name.text, labels: labels(f.signature.parameterClause),
                                           isProperty: false, widensReturn: widens(f.signature.returnClause?.type))
            }
            if let v = item.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: isOptionalModifier),
               let binding = v.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                return OptionalRequirement(name: name.identifier.text, labels: [], isProperty: true,
                                           widensReturn: widens(binding.typeAnnotation?.type))
            }
            return nil
        }
    }

    static func labels(_ clause: FunctionParameterClauseSyntax) -> [String] {
        clause.parameters.map { $0.firstName.text }
    }

    /// Whether a requirement of this return type needs `?` added: not Void, not already optional.
    static func widens(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return false }
        let text = type.trimmedDescription
        return text != "Void" && text != "()" && !text.hasPrefix("Optional<")
    }
}

/// Collects the top-level declarations (and the inheritance clauses of every type) of one file.
private final class ScanVisitor: SyntaxVisitor {
    var imports: [String] = []
    var classes: [ClassDeclSyntax] = []
    var protocols: [ProtocolDeclSyntax] = []
    var conformances: [String: Set<String>] = [:]
    var makeLayout: FunctionDeclSyntax?
    var typeAliases: [String: String] = [:]

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if isTopLevel(node), node.genericParameterClause == nil {
            typeAliases[node.name.text] = UIKitFileScan.lastName(node.initializer.value)
        }
        return .skipChildren
    }

    private func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        // CodeBlockItem → CodeBlockItemList → SourceFile, possibly inside `#if` clauses.
        var parent = node.parent
        while let p = parent {
            if p.is(SourceFileSyntax.self) { return true }
            if p.is(MemberBlockSyntax.self) || p.is(CodeBlockSyntax.self) || p.is(ClosureExprSyntax.self)
                || p.is(AccessorBlockSyntax.self) { return false }
            parent = p.parent
        }
        return false
    }

    private func record(_ type: String, _ clause: InheritanceClauseSyntax?) {
        guard let clause else { return }
        conformances[type, default: []].formUnion(clause.inheritedTypes.map { UIKitFileScan.lastName($0.type) })
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { imports.append(first.name.text) }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if isTopLevel(node) { classes.append(node) }
        record(node.name.text, node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause)
        return .visitChildren
    }

    var simpleEnums: [String: [String]] = [:]

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause)
        let elements = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        if !elements.isEmpty, elements.allSatisfy({ $0.parameterClause == nil }), node.genericParameterClause == nil {
            simpleEnums[node.name.text] = elements.map(\.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(UIKitFileScan.lastName(node.extendedType), node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append(node)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "makeLayout", isTopLevel(node), makeLayout == nil,
           node.signature.parameterClause.parameters.count <= 1 {
            makeLayout = node
        }
        return .skipChildren
    }
}
