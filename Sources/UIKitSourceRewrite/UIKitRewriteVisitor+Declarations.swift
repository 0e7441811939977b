import SwiftSyntax

/// Classes, structs, enums and extensions: witnesses widened, overrides in extensions moved into their class,
/// initializers UIKit calls added or made `required`.
extension UIKitRewriteVisitor {
    // MARK: - Witnesses, and overrides in extensions

    func rewriteClass(_ node: ClassDeclSyntax) {
        widenWitnesses(node.name.text, node.memberBlock)
        if group.hasRequiredInit(node.name.text) {
            requireInit(node.memberBlock)
            addTrappingInitIfNeeded(node)
        }
        addFrameInitIfNeeded(node)
        dropNSObjectNibOverrides(node)
        dropOpenFromStatics(node.memberBlock)
    }

    /// `open override static var layerClass: AnyClass` (obrhoff's DOExploreCollectionCell, Swift 4 era): a `static`
    /// member is implicitly final, which Swift 4 accepted with a warning and Swift 5 rejects ("static declarations
    /// are implicitly 'final'; use 'public' instead of 'open'"). `open` becomes `public` (an override in a public
    /// class must be as accessible as the class: the rest of that line moves two columns), the member stays static
    /// and still overrides the class member.
    func dropOpenFromStatics(_ members: MemberBlockSyntax) {
        for member in members.members {
            let modifiers = member.decl.as(VariableDeclSyntax.self)?.modifiers ?? member.decl.as(FunctionDeclSyntax.self)?.modifiers
                ?? member.decl.as(SubscriptDeclSyntax.self)?.modifiers
            guard let modifiers, modifiers.contains(where: { $0.name.text == "static" }),
                  let o = modifiers.first(where: { $0.name.text == "open" }) else { continue }
            edits.append(SourceEdit(start: start(o), end: end(o), text: "public"))
            note(o, "open → public on a static member: static declarations are implicitly final (Swift 5; Swift 4 warned)")
        }
    }

    /// NSObject's methods from UIKit's nib-loading category (UINibLoading.h: `@interface NSObject
    /// (UINibLoadingAdditions) - (void)awakeFromNib; - (void)prepareForInterfaceBuilder;`), which any NSObject
    /// subclass overrides on iOS: an animation object or a controller helper placed in a storyboard.
    static let nsObjectNibMethods: Set<String> = ["awakeFromNib", "prepareForInterfaceBuilder"]

    /// `override func awakeFromNib()` in a class that descends from NSObject through the files' classes alone
    /// (Ramotion's animated-tab-bar: `RAMItemAnimation: NSObject`, whose subclass overrides it). Foundation's
    /// NSObject here has no such method, and a member added to it in an extension could not be overridden without
    /// Objective-C; so the first class on the way up that declares it gets it as a new method (`override` blanked,
    /// and its `super.awakeFromNib()` call, NSObject's empty one, blanked too), and the classes below it override that
    /// one as written. Nibs are not loaded here, so nothing calls it but the code itself (docs/uikit.md,
    /// "Swift 4-era names and Objective-C leftovers").
    func dropNSObjectNibOverrides(_ node: ClassDeclSyntax) {
        for member in node.memberBlock.members {
            guard let f = member.decl.as(FunctionDeclSyntax.self), f.signature.parameterClause.parameters.isEmpty,
                  Self.nsObjectNibMethods.contains(f.name.text),
                  let o = f.modifiers.first(where: { $0.name.text == "override" }),
                  group.firstDeclaresNSObjectMethod(node.name.text, f.name.text) else { continue }
            edits.append(.blank(start(o), end(o), in: bytes))
            note(o, "override removed from \(f.name.text)(): NSObject's (UINibLoading.h) is not declared here")
            for item in f.body?.statements ?? [] {
                guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                      let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == f.name.text,
                      m.base?.is(SuperExprSyntax.self) == true else { continue }
                edits.append(.blank(start(item), end(item), in: bytes))
                note(item, "super.\(f.name.text)() removed: NSObject's does nothing (UINibLoading.h)")
            }
        }
    }

    /// A subclass of a class whose `init()` is required here (an invalidation context, layout attributes) that
    /// declares designated initializers of its own but no `init()` inherits none, and Swift asks it for the
    /// required one (wayfair's BrickLayoutInvalidationContext: `init(type:)` only). On iOS it compiles, and
    /// Objective-C's `init` on it traps at run time ("Use of unimplemented initializer 'init()'", the stub Swift
    /// writes for an `@objc` class): the same stub is added, so UIKit's making of it traps as on iOS.
    func addTrappingInitIfNeeded(_ node: ClassDeclSyntax) {
        let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = inits.filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
        guard !designated.isEmpty,
              !inits.contains(where: { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil })
        else { return }
        let name = node.name.text
        let access = node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let line = scan.location(of: node.classKeyword.positionAfterSkippingLeadingTrivia).line
        frameInits.append((start(node.memberBlock.rightBrace), line,
                           "\(access)required init() { fatalError(\"Use of unimplemented initializer 'init()' for class '\(name)'\") }"))
        note(node.name, "required init() added to \(name): it declares initializers but not init(), which its UIKit "
             + "superclass requires here; it traps as Objective-C's stub does on iOS")
    }

    /// The reusable views a collection view makes from a registered class.
    static let reusableViews: Set<String> = ["UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell"]

    /// How a collection view or a table view makes a registered class here: a required convenience initializer of
    /// its UIKit base class (docs/uikit-machinery.md, "Cells"), with the designated initializer iOS calls (whose
    /// declaration makes the class inherit it), and that initializer's signature as the rewrite writes it.
    static let registeredViewInits: [(bases: Set<String>, uikitInit: String, label: String, name: String, signature: String)] = [
        (reusableViews, "init(frame:)", "frame", "init(playgroundFrame:)", "init(playgroundFrame frame: CGRect)"),
        (["UITableViewCell"], "init(style:reuseIdentifier:)", "style", "init(playgroundStyle:reuseIdentifier:)",
         "init(playgroundStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?)"),
        (["UITableViewHeaderFooterView"], "init(reuseIdentifier:)", "reuseIdentifier", "init(playgroundReuseIdentifier:)",
         "init(playgroundReuseIdentifier identifier: String?)"),
    ]

    /// A collection view makes a registered class with `init(playgroundFrame:)`, a required convenience
    /// initializer of UICollectionReusableView here (docs/uikit-machinery.md, "Cells"), which a subclass inherits only
    /// when it inherits or overrides every designated initializer. A cell written for a storyboard declares only
    /// `init?(coder:)` (or its own initializer and that one): it compiles on iOS, where UIKit calls `init(frame:)`
    /// through the runtime, and here it would not, so the initializer is added to it, making the view with
    /// `init(coder:)` from an empty coder (as a storyboard would, without its archived properties) and setting the
    /// frame. A table view's cells (`init(playgroundStyle:reuseIdentifier:)`) and header-footer views
    /// (`init(playgroundReuseIdentifier:)`) get theirs the same way (plangrid/ReactiveLists' test header view declares
    /// `init(identifier:)` and `init?(coder:)`), made from an empty coder too: the style and reuse identifier are not
    /// kept (a storyboard's cell carries its own).
    func addFrameInitIfNeeded(_ node: ClassDeclSyntax) {
        guard let spec = Self.registeredViewInits.first(where: { group.descends(node.name.text, from: $0.bases) })
        else { return }
        let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
        guard !inits.isEmpty, !inits.contains(where: { i in
            i.signature.parameterClause.parameters.first?.firstName.text == spec.label
        }), inits.contains(where: { i in
            i.signature.parameterClause.parameters.first?.firstName.text == "coder" && i.optionalMark != nil
        }) else { return }
        let access = node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let line = scan.location(of: node.classKeyword.positionAfterSkippingLeadingTrivia).line
        let frame = spec.label == "frame" ? "; self.frame = frame" : ""
        frameInits.append((start(node.memberBlock.rightBrace), line,
                           "\(access)required convenience \(spec.signature) { self.init(coder: NSCoder())!\(frame) }"))
        note(node.name, "\(spec.name) added to \(node.name.text): it declares "
             + "init?(coder:) but not \(spec.uikitInit), so it is made from an empty coder (a storyboard's cell)")
    }

    /// The UIKit module's `UICollectionViewLayoutAttributes.init()` is `required` (copies make the dynamic
    /// subclass), and so is `UICollectionViewLayoutInvalidationContext.init()` (the layout makes its
    /// `invalidationContextClass`), so a subclass's `override init()` must say `required`: `override` becomes
    /// `required`, the same width (a required initializer overrides without saying so).
    func requireInit(_ block: MemberBlockSyntax) {
        for item in block.members {
            guard let i = item.decl.as(InitializerDeclSyntax.self), i.optionalMark == nil,
                  i.signature.parameterClause.parameters.isEmpty,
                  !i.modifiers.contains(where: { $0.name.text == "required" || $0.name.text == "convenience" }),
                  let o = i.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) else { continue }
            edits.append(.padded(start(o), end(o), "required"))
            note(o, "override init() → required init() (its UIKit superclass's init() is required here)")
        }
    }

    /// An extension's overrides: moved into their class (this file's or another's), or removed from UIKit's.
    func rewriteExtension(_ node: ExtensionDeclSyntax) {
        let type = UIKitFileScan.lastName(node.extendedType)
        widenWitnesses(type, node.memberBlock)
        let owner = classes[type], compiled = !UIKitIfConfigOnIOS.isInactive(node)
        if compiled, owner != nil || group.classFiles[type] != nil {
            let levels = ["open", "public", "package", "internal", "fileprivate", "private"]
            let extensionAccess = node.modifiers.first { levels.contains($0.name.text) }?.name.text
            for item in node.memberBlock.members {
                // An override, or an `open` member (a library's, for its apps to override: on iOS an extension's
                // member is @objc and overridable; here only a class body's is).
                guard let decl = Self.overriding(item.decl)
                    ?? Self.openMember(item.decl, extensionOpen: extensionAccess == "open")
                    ?? overriddenBelow(item.decl, type) else { continue }
                let own = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { levels.contains($0.name.text) } ?? false
                // A private extension's members are fileprivate (the Swift book, "Access Control").
                let access = own ? nil : extensionAccess.map { $0 == "private" ? "fileprivate" : $0 }
                moves.append(Move(start: start(item), end: end(item),
                                  classClose: owner.map { start($0.memberBlock.rightBrace) }, name: decl, className: type,
                                  access: access))
            }
            if owner == nil, node.memberBlock.members.contains(where: {
                Self.overriding($0.decl) ?? Self.openMember($0.decl, extensionOpen: extensionAccess == "open")
                    ?? overriddenBelow($0.decl, type) != nil
            }) {
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
    }

    /// An override moved into its class in another file still calls the `private` / `fileprivate` members of the
    /// extension it was written in (StickyHeaderFlowLayout's `debugDescription` reads its `fileprivate var isValid`),
    /// which would be out of its reach there: they become internal (wider only: nothing that compiled stops).
    func widenForMovedMembers(_ node: ExtensionDeclSyntax) {
        let narrow: Set<String> = ["private", "fileprivate"]
        var modifiers = Array(node.modifiers)
        for item in node.memberBlock.members where Self.overriding(item.decl) == nil {
            modifiers += item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        }
        for m in modifiers where narrow.contains(m.name.text) && m.detail == nil {
            edits.append(.blank(start(m), end(m), in: bytes))
            note(m, "\(m.name.text) removed (an override of this extension moves into its class in another file and uses it)")
        }
        widenTopLevelHelpers(usedBy: node)
    }

    /// The same for the file's top-level `private` / `fileprivate` helpers the moved overrides call (SnapKit's
    /// `extension LayoutConstraint { override var description }` calls `private func descriptionForObject(_:)` of
    /// Debugging.swift): those the overrides name become internal. Only the names they use, so two files' private
    /// helpers of one name stay apart unless a moved member uses them.
    func widenTopLevelHelpers(usedBy node: ExtensionDeclSyntax) {
        guard let file = node.root.as(SourceFileSyntax.self) else { return }
        var used: Set<String> = []
        for item in node.memberBlock.members where Self.overriding(item.decl) != nil {
            for token in item.decl.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { used.insert(name) }
            }
        }
        let narrow: Set<String> = ["private", "fileprivate"]
        for statement in file.statements {
            guard let decl = statement.item.as(DeclSyntax.self), let name = Self.topLevelName(decl), used.contains(name),
                  let group = decl.asProtocol(WithModifiersSyntax.self) else { continue }
            for m in group.modifiers where narrow.contains(m.name.text) && m.detail == nil
                && widenedTopLevel.insert(start(m)).inserted {
                edits.append(.blank(start(m), end(m), in: bytes))
                note(m, "\(m.name.text) removed from \(name) (an override moved into its class in another file uses it)")
            }
        }
    }

    /// The name a top-level function, variable, type or type alias declares.
    static func topLevelName(_ decl: DeclSyntax) -> String? {
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name.text }
        if let v = decl.as(VariableDeclSyntax.self) { return v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return t.name.text }
        return nil
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

    /// The name of an `open` function, property or subscript (its own `open`, or an `open extension`'s member that
    /// says no other level); nil for another member.
    static func openMember(_ decl: DeclSyntax, extensionOpen: Bool) -> String? {
        guard let group = decl.asProtocol(WithModifiersSyntax.self) else { return nil }
        let levels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        let own = group.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
        guard own || (extensionOpen && !group.modifiers.contains { levels.contains($0.name.text) }),
              !group.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.final) })
        else { return nil }
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name.text }
        if let v = decl.as(VariableDeclSyntax.self) { return v.bindings.first?.pattern.trimmedDescription ?? "var" }
        if let s = decl.as(SubscriptDeclSyntax.self) { return s.subscriptKeyword.text }
        return nil
    }

    /// The name of a member of an extension of class `type` that a subclass of the group overrides
    /// (`Group.isOverridden(_:below:)`): it moves into the class's body, as an override written in an extension does,
    /// so that the subclass's override compiles here ("instance method 'numberOfSections(in:)' is declared in extension
    /// of 'DemoBaseViewController' and cannot be overridden": a base view controller's data-source extension, its
    /// subclasses overriding a method of it, Phelthas/LXMWaterfallLayout's demo). `static` and `final` members are
    /// never overridden and stay.
    func overriddenBelow(_ decl: DeclSyntax, _ type: String) -> String? {
        guard let key = Self.memberKey(decl), group.isOverridden(key, below: type),
              let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
              !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.final) })
        else { return nil }
        return key
    }

    /// A member's name as an override names it: a function's with its argument labels (`collectionView(_:numberOfItemsInSection:)`),
    /// a property's, `subscript`; nil for an initializer and anything else (an initializer is not moved for this).
    static func memberKey(_ decl: DeclSyntax) -> String? {
        if let f = decl.as(FunctionDeclSyntax.self) {
            return f.name.text + "(" + UIKitFileScan.labels(f.signature.parameterClause).map { $0 + ":" }.joined() + ")"
        }
        if let v = decl.as(VariableDeclSyntax.self), v.bindings.count == 1 { return v.bindings.first?.pattern.trimmedDescription }
        if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
        return nil
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
    func widenWitnesses(_ type: String, _ block: MemberBlockSyntax) {
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
