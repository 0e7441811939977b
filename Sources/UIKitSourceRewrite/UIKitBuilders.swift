import SwiftSyntax

/// Section and layout builders (docs/uikit.md, "Hosting a bare layout"): static functions and properties returning
/// an `NSCollectionLayoutSection` or a layout, as compositional helper files declare them
/// (`extension NSCollectionLayoutSection { static func listSection(…) -> NSCollectionLayoutSection }`). When a group
/// has no `makeLayout` and no layout class, each builder whose arguments can be given is offered as a layout: the
/// panel's `builder` parameter chooses which, a section in a `UICollectionViewCompositionalLayout`. A section
/// provider's arguments come from the provider; other arguments of simple types (numbers, booleans, sizes, insets,
/// the group's enums and configuration types) are live parameters, as a layout's initializer arguments are
/// (`UIKitInitArguments`): `static func grid(columns: Int)` is offered with a `columns` slider starting at 3.
struct UIKitBuilders {
    struct Builder {
        /// The name the panel shows: the function's or property's name (`listSection`).
        var name: String
        /// The call that makes it: `NSCollectionLayoutSection.listSection()`.
        var call: String
        /// It makes a section (wrapped in a compositional layout), not a layout.
        var isSection: Bool
        /// The call takes the section provider's arguments (`sectionIndex`, `environment`): the section is made in
        /// a `UICollectionViewCompositionalLayout { sectionIndex, environment in … }`, once per section. A section
        /// builder returning an optional (`-> NSCollectionLayoutSection?`) is called there too: a section provider
        /// may answer nil (UICollectionViewCompositionalLayout.h: `typedef NSCollectionLayoutSection * _Nullable
        /// (^UICollectionViewCompositionalLayoutSectionProvider)(NSInteger section, id<NSCollectionLayoutEnvironment>)`),
        /// `init(section:)` may not.
        var takesProviderArguments = false
        /// The panel parameters its arguments read (`columns`), shared by name with the group's other builders.
        var parameters: [UIKitLayoutPlan.Parameter] = []
    }

    /// The parameter that chooses the builder.
    static let parameter = "builder"

    static let sectionTypes: Set<String> = ["NSCollectionLayoutSection"]
    static let layoutTypes: Set<String> = ["UICollectionViewLayout", "UICollectionViewCompositionalLayout",
                                           "UICollectionViewFlowLayout"]

    /// The builders of the group, in file order, each name once.
    static func builders(_ scans: [UIKitFileScan]) -> [Builder] {
        var found: [Builder] = []
        // The group's enums and their cases without associated values, for builders declared on an enum (in its
        // declaration or in an extension of another file).
        let cases = EnumCaseVisitor(viewMode: .sourceAccurate)
        for scan in scans { cases.walk(scan.tree) }
        var (enums, classes) = UIKitInitArguments.context(scans)
        // Nested enums too, by their dotted and their own names (`Layout.Style` written `Style` inside `Layout`).
        for (name, plain) in cases.cases where !plain.isEmpty && enums[name] == nil {
            enums[name] = plain
            if let last = name.split(separator: ".").last, enums[String(last)] == nil { enums[String(last)] = plain }
        }
        // How each type of the group is made, for its instance builders (in its declaration or an extension).
        let makers = MakerVisitor(viewMode: .sourceAccurate)
        makers.writable = (enums, classes)
        for scan in scans { makers.walk(scan.tree) }
        // An extension of a type no file here declares (`extension HomeViewController { func createLayout() ->
        // UICollectionViewLayout }`, a view controller's layout kept in a file of its own): its instance builders are
        // called on `Type()`, the placeholder the loader declares for the missing type (docs/hosting.md, "Types of
        // its repository that are not here": a `…Controller` a UIViewController, a `…View` a UIView). Decided: the
        // builder is what the file can show; a member of the view controller it reads stops, naming it. Apple's own
        // types (`UI…`, `NS…`, `CG…`, `CA…`) and the standard library's are not made so.
        let declared = DeclaredTypeVisitor(viewMode: .sourceAccurate)
        for scan in scans { declared.walk(scan.tree) }
        for name in declared.extended.subtracting(declared.names) where makers.makers[name] == nil && Self.isRepositoryName(name) {
            makers.makers[name] = UIKitTypeMaker(call: "\(name)()", parameters: [])
        }
        for scan in scans {
            let v = BuilderVisitor(viewMode: .sourceAccurate)
            v.enumCases = cases.cases
            v.writable = (enums, classes)
            v.makers = makers.makers
            v.walk(scan.tree)
            for b in v.found where !found.contains(where: { $0.name == b.name }) { found.append(b) }
        }
        return found
    }
}

extension UIKitBuilders {
    /// Whether an extended type's name reads as the app's own, not Apple's or the standard library's.
    static func isRepositoryName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return false }
        let apple = ["UI", "NS", "CG", "CA", "CL", "MK", "AV", "CF"]
        if apple.contains(where: { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }) { return false }
        let standard: Set<String> = ["Array", "Dictionary", "Set", "String", "Int", "Double", "Float", "Bool",
                                     "Optional", "Character", "Substring", "Collection", "Sequence", "Result",
                                     "Date", "Data", "URL", "IndexPath", "IndexSet", "Bundle", "Notification",
                                     "DispatchQueue", "Decimal", "Locale", "Calendar", "TimeInterval"]
        return !standard.contains(name)
    }
}

/// The names of the types a group declares (classes, structs, enums, actors, protocols, typealiases, at any depth
/// by their own names) and of the simple types its extensions extend.
private final class DeclaredTypeVisitor: SyntaxVisitor {
    var names: Set<String> = []
    var extended: Set<String> = []
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .skipChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let simple = node.extendedType.as(IdentifierTypeSyntax.self), simple.genericArgumentClause == nil {
            extended.insert(simple.name.text)
        }
        return .visitChildren
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The enums of a group (by their dotted names: `Outer.Kind`) and their cases that take no associated values, in
/// file order. An enum one of whose cases has associated values is still listed, with its plain cases.
private final class EnumCaseVisitor: SyntaxVisitor {
    var cases: [String: [String]] = [:]
    private var path: [String] = []

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        path.append(node.name.text)
        let plain = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            .flatMap { $0.elements.filter { $0.parameterClause == nil }.map { $0.name.text } }
        // A private enum's cases are not reachable from the entry file.
        if !node.modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" }) {
            cases[path.joined(separator: "."), default: []] += plain
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        path.append(node.extendedType.trimmedDescription); return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// How `Type(…)` makes each struct and class of the group, by its dotted name: `Type()` when its stored properties
/// all have initial values and an initializer (if it declares any) takes no arguments; else, for a top-level type,
/// with the first initializer whose arguments the playground can write (`UIKitInitArguments`: a layout provider's
/// `init(columns: Int, spacing: CGFloat)`, its arguments live parameters). Generic and private types are not made.
struct UIKitTypeMaker {
    var call: String
    var parameters: [UIKitLayoutPlan.Parameter]
}

private final class MakerVisitor: SyntaxVisitor {
    var writable: (enums: [String: [String]], classes: [String: UIKitInitArguments.ClassInitializers]) = ([:], [:])
    var makers: [String: UIKitTypeMaker] = [:]
    private var path: [String] = []

    private func enter(_ name: String, generic: Bool, modifiers: DeclModifierListSyntax, members: MemberBlockSyntax)
        -> SyntaxVisitorContinueKind {
        let top = path.isEmpty
        path.append(name)
        let dotted = path.joined(separator: ".")
        guard !generic, !modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" })
        else { return .visitChildren }
        if BuilderVisitor.plainlyMakeable(members) {
            makers[dotted] = UIKitTypeMaker(call: "\(dotted)()", parameters: [])
        } else if top, let made = UIKitInitArguments.initializers(of: name, classes: writable.classes).lazy.compactMap({
            UIKitInitArguments.arguments($0, enums: self.writable.enums, protocols: [], classes: self.writable.classes)
        }).first {
            makers[dotted] = UIKitTypeMaker(call: "\(dotted)(\(made.arguments))", parameters: made.parameters)
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, generic: node.genericParameterClause != nil, modifiers: node.modifiers, members: node.memberBlock)
    }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, generic: node.genericParameterClause != nil, modifiers: node.modifiers, members: node.memberBlock)
    }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

private final class BuilderVisitor: SyntaxVisitor {
    var found: [UIKitBuilders.Builder] = []
    /// The group's enums' plain cases (`EnumCaseVisitor`): an instance builder of an enum is offered once per case.
    var enumCases: [String: [String]] = [:]
    /// What other arguments may be written of (`UIKitInitArguments.context`).
    var writable: (enums: [String: [String]], classes: [String: UIKitInitArguments.ClassInitializers]) = ([:], [:])
    /// The enclosing types' names (an extension's extended type, or nested type declarations).
    private var path: [String] = []
    /// How the group's types are made (`MakerVisitor`), by dotted name.
    var makers: [String: UIKitTypeMaker] = [:]
    /// For each entry of `path`: whether the type is a class inheriting from a UIKit class (a view controller or a
    /// view, made by its host, not for its builders' sake).
    private var uikitSubclass: [Bool] = []

    private func enter(_ name: String, uikit: Bool = false) -> SyntaxVisitorContinueKind {
        path.append(name)
        uikitSubclass.append(uikit)
        return .visitChildren
    }

    private func leave(_ name: String) {
        if path.last == name { path.removeLast(); uikitSubclass.removeLast() }
    }

    /// How the enclosing type is made, nil when it cannot be.
    private var maker: UIKitTypeMaker? { path.isEmpty ? nil : makers[path.joined(separator: ".")] }

    /// Whether `Type()` makes the type declared with these members.
    static func plainlyMakeable(_ block: MemberBlockSyntax) -> Bool {
        var inits = 0, plainInits = 0
        for item in block.members {
            if let i = item.decl.as(InitializerDeclSyntax.self) {
                inits += 1
                if i.optionalMark == nil, i.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) {
                    plainInits += 1
                }
            } else if let v = item.decl.as(VariableDeclSyntax.self),
                      !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) {
                for b in v.bindings where b.accessorBlock == nil && b.initializer == nil {
                    // A `var x: T?` starts as nil; anything else needs an initial value.
                    let optional = v.bindingSpecifier.tokenKind == .keyword(.var)
                        && (b.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false)
                    if !optional { return false }
                }
            }
        }
        return inits == 0 || plainInits > 0
    }

    /// A `private extension` (or `fileprivate`) makes its members file-private: not callable from the generated
    /// factory in another file (BoseSj's `private extension ViewController { static func sectionLayout() }`).
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        skipPrivate(node.modifiers) ? .skipChildren : enter(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if !skipPrivate(node.modifiers) { path.removeLast(); uikitSubclass.removeLast() }
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        skipPrivate(node.modifiers) ? .skipChildren : enter(node.name.text)
    }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.name.text) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { skipPrivate(node.modifiers) ? .skipChildren : enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.name.text) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        return skipPrivate(node.modifiers) ? .skipChildren
            : enter(node.name.text, uikit: superclass.hasPrefix("UI") && !superclass.hasPrefix("UICollectionViewLayout"))
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.name.text) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func skipPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } && !skipPrivate(modifiers)
    }

    /// Whether `type` (as written) names a section or a layout; `Self` counts as the enclosing type. A section may
    /// be optional (`NSCollectionLayoutSection?`, a section provider's own return type: ImKuz's `LayoutProvider
    /// .makeSeciton(_:enviroment:)`); a layout may not (there is nothing to show without one).
    private func kind(_ type: TypeSyntax?) -> Bool?? {
        guard let type else { return nil }
        if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
            ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            return kind(wrapped) == .some(true) ? .some(true) : nil
        }
        var name = type.trimmedDescription
        if name == "Self", let owner = path.last { name = owner }
        name = name.split(separator: ".").last.map(String.init) ?? name
        if UIKitBuilders.sectionTypes.contains(name) { return .some(true) }
        if UIKitBuilders.layoutTypes.contains(name) { return .some(false) }
        return nil
    }

    /// The builders an enum's instance builder gives, one per plain case (an App Store tutorial's `enum SectionLayout
    /// { case storiesCarousel, list, … }` with `func layoutSection(with layoutEnvironment:
    /// NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection` switching over `self`): named by the case
    /// (`case_member` for the enum's second builder), called on the case (`SectionLayout.list.layoutSection(with:
    /// environment)`). Decided: each case is a layout the file can show, as a type's instance builder is.
    private func enumBuilders(member: String, arguments: String?, isSection: Bool, provider: Bool,
                              parameters: [UIKitLayoutPlan.Parameter] = []) -> Bool {
        let owner = path.joined(separator: ".")
        guard let cases = enumCases[owner], !cases.isEmpty else { return false }
        for c in cases {
            let name = found.contains { $0.name == c } ? "\(c)_\(member)" : c
            let call = "\(owner).\(c).\(member)" + (arguments.map { "(\($0))" } ?? "")
            found.append(.init(name: name, call: call, isSection: isSection, takesProviderArguments: provider,
                               parameters: parameters))
        }
        return true
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !path.isEmpty, !isStatic(node.modifiers), !skipPrivate(node.modifiers), node.genericParameterClause == nil,
           node.signature.effectSpecifiers == nil, enumCases[path.joined(separator: ".")]?.isEmpty == false,
           case let isSection?? = kind(node.signature.returnClause?.type),
           case let (arguments, provider, parameters)? = arguments(node.signature.parameterClause.parameters,
                                                                   isSection: isSection, of: node.name.text),
           enumBuilders(member: node.name.text, arguments: arguments, isSection: isSection,
                        provider: provider || Self.isOptional(node.signature.returnClause?.type), parameters: parameters) {
            return .skipChildren
        }
        // An instance method of a type `Type()` makes (an App Store clone's `struct FeaturedAppSection: Section
        // { func layoutSection() -> NSCollectionLayoutSection }`): called on a fresh instance.
        // (A builder taking a section provider's arguments: `func layout(_ sectionIndex: Int, _ environment:
        // NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection`, as a type conforming to a library's
        // section-providing protocol declares it.)
        if let maker, uikitSubclass.last != true || maker.parameters.isEmpty, !isStatic(node.modifiers), !skipPrivate(node.modifiers),
           node.genericParameterClause == nil, node.signature.effectSpecifiers == nil,
           case let isSection?? = kind(node.signature.returnClause?.type),
           case let (arguments, provider, parameters)? = arguments(node.signature.parameterClause.parameters,
                                                                   isSection: isSection, of: node.name.text) {
            instanceBuilder(node.name.text, call: "\(maker.call).\(node.name.text)(\(arguments))", isSection: isSection,
                            provider: provider || Self.isOptional(node.signature.returnClause?.type),
                            parameters: maker.parameters + parameters)
            return .skipChildren
        }
        // A static builder, or a top-level function (`func createGridLayout(columns: Int) -> UICollectionViewLayout`
        // in a tutorial's helper file; a top-level `makeLayout` is the group's entry point before builders are looked
        // for).
        guard path.isEmpty ? !skipPrivate(node.modifiers) : isStatic(node.modifiers),
              node.genericParameterClause == nil, node.signature.effectSpecifiers == nil,
              case let isSection?? = kind(node.signature.returnClause?.type),
              case let (arguments, provider, parameters)? = arguments(node.signature.parameterClause.parameters,
                                                                      isSection: isSection, of: node.name.text)
        else { return .skipChildren }
        let call = (path.isEmpty ? "" : path.joined(separator: ".") + ".") + "\(node.name.text)(\(arguments))"
        found.append(.init(name: node.name.text, call: call, isSection: isSection,
                           takesProviderArguments: provider || Self.isOptional(node.signature.returnClause?.type),
                           parameters: parameters))
        return .skipChildren
    }

    /// Whether a builder's type is an optional (`NSCollectionLayoutSection?`): its section is made in a provider.
    static func isOptional(_ type: TypeSyntax?) -> Bool {
        type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    }

    /// An instance builder of a type the playground makes: named by its type (the panel's word), `Type_member` for a
    /// type's second builder; the type's initializer arguments and the builder's share the panel.
    private func instanceBuilder(_ member: String, call: String, isSection: Bool, provider: Bool,
                                 parameters: [UIKitLayoutPlan.Parameter]) {
        let owner = path.joined(separator: "."), type = path.last ?? owner
        let name = found.contains { $0.name == type } ? "\(type)_\(member)" : type
        var unique: [UIKitLayoutPlan.Parameter] = []
        for p in parameters where !unique.contains(where: { $0.name == p.name }) { unique.append(p) }
        found.append(.init(name: name, call: call, isSection: isSection, takesProviderArguments: provider,
                           parameters: unique))
    }

    /// The arguments a builder is called with: none for a parameter with a default; a section builder's
    /// `NSCollectionLayoutEnvironment` parameter gets the provider's `environment`, and its `Int` parameter the
    /// provider's `sectionIndex` when it is one (named for a section or an index, or beside the environment); any
    /// other parameter is written as a layout initializer's argument is (`UIKitInitArguments`: a `columns: Int` is a
    /// live parameter starting at 3). Nil when a parameter can be given neither way.
    func arguments(_ parameters: FunctionParameterListSyntax, isSection: Bool, of function: String)
        -> (arguments: String, provider: Bool, parameters: [UIKitLayoutPlan.Parameter])? {
        var arguments: [String] = []
        var provider = false
        var panel: [UIKitLayoutPlan.Parameter] = []
        let takesEnvironment = parameters.contains { p in
            p.defaultValue == nil && Self.simpleName(p.type) == "NSCollectionLayoutEnvironment"
        }
        for p in parameters where p.defaultValue == nil {
            var value: String?
            if isSection {
                switch Self.simpleName(p.type) {
                case "NSCollectionLayoutEnvironment":
                    value = "environment"
                case "Int":
                    let words = (p.firstName.text + " " + (p.secondName?.text ?? "")).lowercased()
                    if takesEnvironment || words.contains("section") || words.contains("index") { value = "sectionIndex" }
                default:
                    break
                }
            }
            if let value {
                provider = true
                arguments.append(p.firstName.text == "_" ? value : "\(p.firstName.text): \(value)")
                continue
            }
            guard let written = UIKitInitArguments.arguments(FunctionParameterListSyntax([p]), of: function,
                                                             enums: writable.enums, protocols: [],
                                                             classes: writable.classes) else { return nil }
            arguments.append(written.arguments)
            panel += written.parameters.filter { w in !panel.contains { $0.name == w.name } }
        }
        return (arguments.joined(separator: ", "), provider, panel)
    }

    /// A type's last name component without `any` (`any NSCollectionLayoutEnvironment` → NSCollectionLayoutEnvironment).
    static func simpleName(_ type: TypeSyntax) -> String {
        var name = type.trimmedDescription
        if name.hasPrefix("any ") { name = String(name.dropFirst(4)) }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if !path.isEmpty, !isStatic(node.modifiers), !skipPrivate(node.modifiers) {
            let lazy = node.modifiers.contains { $0.name.text == "lazy" }
            for binding in node.bindings where binding.accessorBlock != nil || lazy {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self),
                      case let isSection?? = kind(binding.typeAnnotation?.type) else { continue }
                // An enum's computed instance property (`var section: NSCollectionLayoutSection { switch self … }`).
                let optional = Self.isOptional(binding.typeAnnotation?.type)
                if binding.accessorBlock != nil,
                   enumBuilders(member: id.identifier.text, arguments: nil, isSection: isSection, provider: optional) {
                    continue
                }
                // A computed or lazy instance property of a type the playground makes (a layout provider's `var
                // layout: UICollectionViewLayout { … }` or `lazy var layout: UICollectionViewCompositionalLayout =
                // { … }()`); not of a view controller or view, which their host makes.
                if let maker, uikitSubclass.last != true {
                    instanceBuilder(id.identifier.text, call: "\(maker.call).\(id.identifier.text)", isSection: isSection,
                                    provider: optional, parameters: maker.parameters)
                }
            }
            return .skipChildren
        }
        guard !path.isEmpty, isStatic(node.modifiers) else { return .skipChildren }
        for binding in node.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self),
                  case let isSection?? = kind(binding.typeAnnotation?.type) else { continue }
            found.append(.init(name: id.identifier.text, call: "\(path.joined(separator: ".")).\(id.identifier.text)",
                               isSection: isSection, takesProviderArguments: Self.isOptional(binding.typeAnnotation?.type)))
        }
        return .skipChildren
    }
}
