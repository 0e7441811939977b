import SwiftParser
import SwiftSyntax

/// One declaration of an Apple-API module (UIKit, QuartzCore, CoreGraphics) as the API table and the purity checks
/// see it: where it is, its access, its qualified name, and what marks its state (docs/uikit-api.md).
///
///     APIDeclarationScan.declarations(in: "open class UIView { open func layoutSubviews() {} }", file: "Views/UIView.swift")
///     // [UIView (class, open), UIView.layoutSubviews() (func, open)]
public struct APIDeclaration: Hashable, Sendable {
    /// What a declaration declares.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `typealias`, `associatedtype`, `case`, `func`, `var`, `init`,
             `subscript`
    }

    /// The four states of a symbol (docs/uikit-api.md).
    public enum State: String, Sendable {
        /// Nothing marked: as iOS.
        case asIOS = "as iOS"
        /// A doc line beginning `Playground:`.
        case approximated
        /// A doc line beginning `Playground: does nothing`.
        case doesNothing = "does nothing"
        /// `@available(*, unavailable, …)`.
        case unavailable = "not provided"
        /// `playground`-prefixed.
        case playgroundExtension = "playground extension"
    }

    /// The file's path relative to the module's folder (`Views/UIView.swift`).
    public var file: String
    public var line: Int
    public var kind: Kind
    /// `open`, `public`, `package`, `internal`, `fileprivate` or `private`: the effective access (a protocol's
    /// requirements and an enum's cases take the type's; an extension's members the extension's, else internal).
    public var access: String
    /// The enclosing types' names and the declaration's (`UIView.convert(_:to:)`, `UIView.AnimationOptions`).
    public var name: String
    /// The innermost enclosing type's name ("" at the top level).
    public var enclosingType: String
    /// The declaration's own doc comment lines, without `///` (and the `/** */` form's lines).
    public var doc: [String]
    /// `@available(*, unavailable, message: "…")`: the message ("" when none); nil when available.
    public var unavailableMessage: String?

    /// The doc line beginning `Playground:` (without the prefix), if any.
    public var playgroundNote: String? {
        for line in doc {
            let t = line.drop { $0 == " " }
            if t.hasPrefix("Playground:") { return String(t.dropFirst("Playground:".count)).trimmingCharacters() }
        }
        return nil
    }

    /// The declaration's simple name (the last component, labels dropped: `convert`).
    public var baseName: String {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return String(last.prefix { $0 != "(" })
    }

    public var isPublic: Bool { access == "public" || access == "open" }

    public var state: State {
        if unavailableMessage != nil { return .unavailable }
        if baseName.hasPrefix("playground") || baseName.hasPrefix("Playground") { return .playgroundExtension }
        if let note = playgroundNote {
            return note.lowercased().hasPrefix("does nothing") ? .doesNothing : .approximated
        }
        return .asIOS
    }
}

/// Reads a module's declarations with swift-syntax (text in, declarations out: no file is read here).
public enum APIDeclarationScan {
    /// Every declaration of `text`, in source order (members of `#if` blocks included; local declarations inside
    /// function bodies and accessors not).
    public static func declarations(in text: String, file: String) -> [APIDeclaration] {
        let tree = Parser.parse(source: text)
        let visitor = DeclarationVisitor(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        visitor.walk(tree)
        return visitor.found
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}

private final class DeclarationVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var found: [APIDeclaration] = []
    /// Enclosing types: their name and the access their members default to (and whether members take it exactly:
    /// a protocol's requirements and an enum's cases).
    var scopes: [(name: String, access: String, membersTakeIt: Bool)] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    static let accessWords: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    func explicitAccess(_ modifiers: DeclModifierListSyntax) -> String? {
        for m in modifiers where Self.accessWords.contains(m.name.text) && m.detail == nil { return m.name.text }
        return nil
    }

    func access(_ modifiers: DeclModifierListSyntax) -> String {
        if let a = explicitAccess(modifiers) { return a }
        if let scope = scopes.last, scope.membersTakeIt { return scope.access }
        if let scope = scopes.last, scope.name.hasPrefix("extension ") { return scope.access }
        return "internal"
    }

    func qualified(_ name: String) -> String {
        let path = scopes.map { $0.name.hasPrefix("extension ") ? String($0.name.dropFirst(10)) : $0.name }
        return (path + [name]).joined(separator: ".")
    }

    var enclosingType: String {
        guard let name = scopes.last?.name else { return "" }
        return name.hasPrefix("extension ") ? String(name.dropFirst(10)) : name
    }

    func doc(_ node: some SyntaxProtocol) -> [String] {
        var lines: [String] = []
        for piece in node.leadingTrivia {
            switch piece {
            case .docLineComment(let text): lines.append(String(text.dropFirst(3)))
            case .docBlockComment(let text):
                lines += text.dropFirst(3).dropLast(2).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { String($0.drop { $0 == " " || $0 == "*" }) }
            default: break
            }
        }
        return lines
    }

    func unavailable(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case .attribute(let a) = element, a.attributeName.trimmedDescription == "available",
                  case .availability(let args)? = a.arguments else { continue }
            var isUnavailable = false, message = ""
            for arg in args {
                switch arg.argument {
                case .token(let t) where t.text == "unavailable": isUnavailable = true
                case .availabilityLabeledArgument(let l) where l.label.text == "message":
                    if case .string(let s) = l.value {
                        message = s.segments.map(\.content.text).joined()
                    }
                default: break
                }
            }
            if isUnavailable { return message }
        }
        return nil
    }

    func record(_ node: some SyntaxProtocol, _ kind: APIDeclaration.Kind, _ name: String,
                _ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) {
        let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        found.append(APIDeclaration(file: file, line: line, kind: kind, access: access(modifiers),
                                    name: qualified(name), enclosingType: enclosingType,
                                    doc: doc(node), unavailableMessage: unavailable(attributes)))
    }

    func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }

    // MARK: Types

    func enter(_ name: String, _ modifiers: DeclModifierListSyntax, membersTakeIt: Bool) {
        scopes.append((name, access(modifiers), membersTakeIt))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, .class, node.name.text, node.modifiers, node.attributes)
        enter(node.name.text, node.modifiers, membersTakeIt: false)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, .struct, node.name.text, node.modifiers, node.attributes)
        enter(node.name.text, node.modifiers, membersTakeIt: false)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, .enum, node.name.text, node.modifiers, node.attributes)
        enter(node.name.text, node.modifiers, membersTakeIt: false)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, .protocol, node.name.text, node.modifiers, node.attributes)
        enter(node.name.text, node.modifiers, membersTakeIt: true)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(("extension " + node.extendedType.trimmedDescription,
                       explicitAccess(node.modifiers) ?? "internal", false))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    // MARK: Members

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let enumAccess = scopes.last?.access ?? "internal"
        for element in node.elements {
            let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
            found.append(APIDeclaration(file: file, line: line, kind: .case, access: enumAccess,
                                        name: qualified(element.name.text), enclosingType: enclosingType,
                                        doc: doc(node), unavailableMessage: unavailable(node.attributes)))
        }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, .typealias, node.name.text, node.modifiers, node.attributes)
        return .skipChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, .associatedtype, node.name.text, node.modifiers, node.attributes)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, .func, node.name.text + labels(node.signature.parameterClause), node.modifiers, node.attributes)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = "init" + (node.optionalMark?.text ?? "") + labels(node.signature.parameterClause)
        record(node, .`init`, name, node.modifiers, node.attributes)
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, .subscript, "subscript" + labels(node.parameterClause), node.modifiers, node.attributes)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only properties of a type or an extension, and globals; not locals inside bodies (skipped above).
        for binding in node.bindings {
            if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                record(node, .var, id.identifier.text, node.modifiers, node.attributes)
            }
        }
        return .skipChildren
    }

    // Closures and bodies at the top level (a global's initializer) hold no API.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
