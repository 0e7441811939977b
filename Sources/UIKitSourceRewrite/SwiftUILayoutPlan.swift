import SwiftParser
import SwiftSyntax

/// How a SwiftUI layout file is compiled (docs/swiftui.md, "Loading SwiftUI files"): which `Layout` type is the
/// playground's layout, the file with what Swift on Linux cannot compile blanked (lines and columns kept), and the
/// generated entry point. Pure text in, text out.
public struct SwiftUILayoutPlan: Sendable {
    /// The rewritten file.
    public var text: String
    /// The generated entry point (its own file).
    public var entry: String
    /// How the layout is made, for messages (`struct FlowLayout`).
    public var layout: String
    /// The layout's name (the type's name, lower-cased).
    public var name: String
    public var notes: [RewriteNote]
    /// Made from a generic view whose body does not scroll, put in a `ScrollView` (`SwiftUIGenericViews`): a file
    /// loaded alone shows it, but in a folder it is a helper (a card or flow wrapper the module's screens use).
    var wrapsGenericView = false

    static let factory = "_layoutPlaygroundSwiftUIFactory"

    /// Whether `text` imports SwiftUI (a line scan, as for UIKit files).
    public static func isSwiftUIFile(_ text: String) -> Bool {
        guard text.contains("SwiftUI") else { return false }
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
                .contains(kind) { words = words.dropFirst() }
            if words.first.map({ $0.split(separator: ".").first == "SwiftUI" }) == true { return true }
        }
        return false
    }

    /// Whether `text` declares something `make` turns into a layout (a `Layout`, a scrolling `View`, a `#Preview`, a
    /// `ScrollTargetBehavior`): in a folder loaded as one module, the other files are its helpers (docs/swiftui.md,
    /// "A folder as one module").
    /// Whether `text` (a view's body, a file) has a scroll view: a `ScrollView`, or a page-style `TabView` (a pager
    /// is a paging scroll view: docs/swiftui.md, "TabView").
    static func scrolls(_ text: String) -> Bool {
        text.contains("ScrollView")
            || (text.contains("TabView") && (text.contains("PageTabViewStyle") || text.contains("tabViewStyle(.page")))
    }

    public static func declaresLayout(_ text: String) -> Bool {
        guard let plan = try? make(path: "file.swift", text: text) else { return false }
        return !plan.wrapsGenericView
    }

    /// Whether `text` names the type `name` as a whole word (`MasonryGrid(` but not `MasonryGridCell`).
    static func mentions(_ text: String, _ name: String) -> Bool {
        var rest = text[...]
        while let r = rest.range(of: name) {
            let before = r.lowerBound == text.startIndex ? nil : text[text.index(before: r.lowerBound)]
            let after = r.upperBound == text.endIndex ? nil : text[r.upperBound]
            func word(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !word(before) && !word(after) { return true }
            rest = text[r.upperBound...]
        }
        return false
    }

    /// A module's other file as compiled beside the layout's: its `#Preview` blocks blanked (lines and columns kept),
    /// its messages under its own path.
    public static func companion(path: String, text original: String) throws(UIKitPlanError) -> String {
        let text = SwiftUITopLevelIfConfig.resolved(original)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        if let refusal = SourceNesting.refusal(text, name: file) { throw UIKitPlanError(refusal) }
        let tree = Parser.parse(source: text)
        let visitor = SwiftUIScan(viewMode: .sourceAccurate)
        visitor.walk(tree)
        let bytes = Array(text.utf8)
        let edits = visitor.previews.map { SourceEdit.blank($0.start, $0.end, in: bytes) }
            + SwiftUIOSImports.edits(tree).map(\.edit) + SwiftUIEntryMacro.edits(tree).map(\.edit)
        return "#sourceLocation(file: \(SourceLocationDirective.file(path)), line: 1)\n"
            + SourceEdit.apply(edits, to: bytes[...]) + "\n#sourceLocation()\n"
    }

    /// What a SwiftUI file's playground layout is made from (docs/swiftui.md, "Loading SwiftUI files").
    enum Made {
        case layout(String)
        case view(String)
        case preview(Int)
        /// A `PreviewProvider`'s `previews` (the canvas's form before Xcode 15's `#Preview`).
        case previewProvider(String)
        case behavior(String)
        /// A generic view whose body scrolls, made filled with the items (`SwiftUIGenericViews`).
        case genericView(SwiftUIGenericViews.Made)
    }

    /// The plan for the file at `path` holding `text`: the file's layout is, in order, a `View` named like the file
    /// whose body has a `ScrollView`; a `Layout` named like the file; the first `#Preview`; the first such `View`; the
    /// first `Layout`; the first `ScrollTargetBehavior` (applied to a row of the items).
    /// `companions`: the texts of the other files of its module, whose enums and integer-literal types the
    /// initializer arguments may name (docs/swiftui.md, "Initializer arguments").
    /// `reserved`: names the layout may not take (the built-in layouts'): a file named like one (`Grid.swift`) gets its
    /// name with `-swiftui` added, as the user cannot name a SwiftUI file's layout (decided, swiftui10).
    /// `placeholderClasses`: classes standing in for its repository's types (SwiftUIPlaceholders), made with `init()`
    /// when the layout's initializer takes one (`HorizontalDeck(model: Model())`).
    public static func make(path: String, text original: String, companions: [String] = [],
                            reserved: Set<String> = [], placeholderClasses: Set<String> = []) throws(UIKitPlanError) -> SwiftUILayoutPlan {
        let text = SwiftUITopLevelIfConfig.resolved(original)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        if let refusal = SourceNesting.refusal(text, name: file) { throw UIKitPlanError(refusal) }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let companionTrees = companions.map { Parser.parse(source: $0) }
        let visitor = SwiftUIScan(viewMode: .sourceAccurate)
        visitor.layoutProtocols = SwiftUIRefinedProtocols.refining("Layout", in: [tree] + companionTrees)
        visitor.walk(tree)
        var enums = SwiftUIInitArguments.enums(tree)
        var integerLiterals = SwiftUIInitArguments.integerLiteralTypes(tree)
        for t in companionTrees {
            enums.merge(SwiftUIInitArguments.enums(t)) { own, _ in own }
            integerLiterals.formUnion(SwiftUIInitArguments.integerLiteralTypes(t))
        }
        /// The type's initializer arguments from the panel (docs/swiftui.md, "Initializer arguments").
        func initArguments(_ name: String) -> UIKitInitArguments? {
            let found = (visitor.layouts + visitor.views + visitor.behaviors).first { $0.name == name }
            return found?.members.flatMap { SwiftUIInitArguments.arguments($0, enums: enums, integerLiterals: integerLiterals,
                                                                           madeWithInit: placeholderClasses) }
        }
        /// A view the playground cannot make: its initializer needs arguments (`SwiftUIViewArguments`) the panel
        /// cannot give. It gives way to the file's preview, which Xcode's canvas shows with the arguments its author
        /// chose (decided; swiftui10: dkk/WrappingHStack's `ExampleView(exampleType:)`).
        let hasPreview = !visitor.previews.isEmpty || !visitor.previewProviders.isEmpty
        func makeable(_ v: SwiftUIScan.Found) -> Bool {
            guard hasPreview, let members = v.members, SwiftUIViewArguments.needsArguments(members) else { return true }
            return initArguments(v.name) != nil
        }
        let scrollViews = visitor.views.filter { $0.scrolls && makeable($0) }
        let genericTried = SwiftUIGenericViews.make(tree, stem: stem, enums: enums, integerLiterals: integerLiterals)
        let generic = genericTried.made
        let scrollingGeneric = generic.flatMap { $0.scrolls ? $0 : nil }
        /// The first `#Preview` that shows `name` inside a navigation stack or a tab view (`#Preview {
        /// NavigationStack { HomeView() } }`): Xcode's canvas shows the preview, with the stack's bars, so it wins over
        /// the view made alone (decided, swiftui16: the view alone would lose its navigation title and toolbar).
        func barsPreview(of name: String) -> Int? {
            let utf8 = Array(text.utf8)
            return visitor.previews.indices.first { k in
                let p = visitor.previews[k]
                let body = String(decoding: utf8[p.bodyStart..<p.bodyEnd], as: UTF8.self)
                return Self.mentions(body, name)
                    && ["NavigationStack", "NavigationView", "TabView"].contains { Self.mentions(body, $0) }
            }
        }
        let made: Made
        if let v = scrollViews.first(where: { $0.name == stem }), let k = barsPreview(of: v.name) {
            made = .preview(k)
        } else if let v = scrollViews.first(where: { $0.name == stem }) {
            made = .view(v.name)
        } else if let l = visitor.layouts.first(where: { $0.name == stem }) {
            made = .layout(l.name)
        } else if !visitor.previews.isEmpty {
            made = .preview(0)
        } else if let p = visitor.previewProviders.first {
            made = .previewProvider(p.name)
        } else if let v = scrollViews.first {
            made = .view(v.name)
        } else if let l = visitor.layouts.first {
            made = .layout(l.name)
        } else if let b = visitor.behaviors.first {
            made = .behavior(b.name)
        } else if Self.scrolls(text), let v = visitor.views.first(where: { $0.name == stem }) ?? visitor.views.first,
                  scrollingGeneric.map({ g in Self.mentions(v.members?.trimmedDescription ?? "", g.name) }) ?? true {
            // A view whose scroll view is deeper (in a view it uses): evaluated, its first scroll view is the layout.
            made = .view(v.name)
        } else if let v = visitor.views.first(where: { $0.name == stem }) ?? visitor.views.first,
                  SwiftUICompanionScrollers.names(in: companionTrees).contains(where: { Self.mentions(text, $0) }) {
            // A view that uses another file's scrolling view (a generic `MasonryGrid<T, Content>` whose body is a
            // `ScrollView`, beside the screen that fills it: swiftui13, akashkottil/masonry-layout-swiftui): as above,
            // evaluated, its first scroll view, in the view of the other file, is the layout.
            made = .view(v.name)
        } else if let g = generic {
            // A generic container view whose body scrolls, filled with the items (`SwiftUIGenericViews`).
            made = .genericView(g)
        } else {
            throw UIKitPlanError("\(file): no type conforming to SwiftUI's `Layout` (`struct FlowLayout: Layout { … }`), "
                + "no `View` whose body is a `ScrollView`, no `#Preview` or `PreviewProvider` and no `ScrollTargetBehavior`; "
                + "a SwiftUI file is a layout when it declares one (docs/swiftui.md)"
                + SwiftUIEntryCandidates.tried(visitor: visitor, generic: genericTried.refused, tree: tree))
        }
        let bytes = Array(text.utf8)
        var edits: [SourceEdit] = []
        var notes: [RewriteNote] = []
        for preview in visitor.previews {
            edits.append(SourceEdit.blank(preview.start, preview.end, in: bytes))
            let loc = converter.location(for: AbsolutePosition(utf8Offset: preview.start))
            notes.append(RewriteNote(file: path, line: loc.line, column: loc.column,
                                     what: "#Preview removed (Xcode's canvas macro; not run here)"))
        }
        for o in SwiftUIOSImports.edits(tree) {
            edits.append(o.edit)
            let loc = converter.location(for: AbsolutePosition(utf8Offset: o.offset))
            notes.append(RewriteNote(file: path, line: loc.line, column: loc.column,
                                     what: o.path == "Combine" ? "import Combine: Combine's subset is in SwiftUI here"
                                         : "import \(o.path): Apple's os and OSLog are PlaygroundOS here"))
        }
        for e in SwiftUIEntryMacro.edits(tree) {
            edits.append(e.edit)
            let loc = converter.location(for: AbsolutePosition(utf8Offset: e.offset))
            notes.append(RewriteNote(file: path, line: loc.line, column: loc.column,
                                     what: "@Entry var \(e.name): expanded as SwiftUI's macro would (a key of its own)"))
        }
        let chosenName: String
        var generated: String
        var entryCall: String
        let described: String
        func withValues(_ plugin: String, _ args: UIKitInitArguments) -> String {
            "\(plugin)(name: NAME, parameters: [\(args.parameters.map(\.declaration).joined(separator: ", "))], "
                + "makeWithValues: { \(factory)($0) })"
        }
        switch made {
        case .layout(let name):
            chosenName = name
            described = "struct \(name)"
            generated = "func \(factory)() -> AnyLayout { AnyLayout(\(name)()) }\n"
            entryCall = "swiftUILayoutPlugin(name: NAME, make: { \(factory)() })"
            if let args = initArguments(name) {
                generated = "func \(factory)(_ values: [String: String]) -> AnyLayout { AnyLayout(\(name)(\(args.arguments))) }\n"
                entryCall = withValues("swiftUILayoutPlugin", args)
            }
            if visitor.layouts.count > 1 {
                let others = visitor.layouts.filter { $0.name != name }.map(\.name).joined(separator: ", ")
                let line = visitor.layouts.first { $0.name == name }?.line ?? 1
                notes.append(RewriteNote(file: path, line: line, column: 1,
                                         what: "\(name) is the layout (also declared: \(others); name the file after one to choose it)"))
            }
        case .view(let name):
            chosenName = name
            described = "struct \(name)"
            generated = "@MainActor func \(factory)() -> some View { \(name)() }\n"
            entryCall = "swiftUIViewLayoutPlugin(name: NAME, make: { AnyView(\(factory)()) })"
            if let args = initArguments(name) {
                generated = "@MainActor func \(factory)(_ values: [String: String]) -> some View { \(name)(\(args.arguments)) }\n"
                entryCall = withValues("swiftUIViewLayoutPlugin", args).replacing("{ \(factory)($0) }", with: "{ AnyView(\(factory)($0)) }")
            }
        case .genericView(let g):
            chosenName = g.name
            described = "struct \(g.name)"
            if g.parameters.isEmpty {
                generated = g.support + "@MainActor func \(factory)() -> some View { \(g.call) }\n"
                entryCall = "swiftUIViewLayoutPlugin(name: NAME, make: { AnyView(\(factory)()) })"
            } else {
                generated = g.support + "@MainActor func \(factory)(_ values: [String: String]) -> some View { \(g.call) }\n"
                entryCall = "swiftUIViewLayoutPlugin(name: NAME, parameters: [\(g.parameters.map(\.declaration).joined(separator: ", "))], "
                    + "makeWithValues: { AnyView(\(factory)($0)) })"
            }
            let line = tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.first { $0.name.text == g.name }
                .map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? 1
            let shown = g.parameters.isEmpty ? g.call : g.call + " (numbers from the panel)"
            notes.append(RewriteNote(file: path, line: line, column: 1,
                                     what: "\(g.name) is generic: made as \(shown), its content the items' photos"
                                         + (g.scrolls ? "" : "; its body does not scroll: in a vertical ScrollView")))
        case .behavior(let name):
            chosenName = name
            described = "struct \(name)"
            generated = "func \(factory)() -> any ScrollTargetBehavior { \(name)() }\n"
            entryCall = "swiftUIBehaviorLayoutPlugin(name: NAME, make: { \(factory)() })"
            if let args = initArguments(name) {
                generated = "func \(factory)(_ values: [String: String]) -> any ScrollTargetBehavior { \(name)(\(args.arguments)) }\n"
                entryCall = withValues("swiftUIBehaviorLayoutPlugin", args)
            }
        case .previewProvider(let name):
            chosenName = stem
            described = "the preview \(name).previews"
            generated = "@MainActor func \(factory)() -> some View { \(name).previews }\n"
            entryCall = "swiftUIViewLayoutPlugin(name: NAME, make: { AnyView(\(factory)()) })"
            let line = visitor.previewProviders.first { $0.name == name }?.line ?? 1
            notes.append(RewriteNote(file: path, line: line, column: 1,
                                     what: "\(name).previews is the layout (what Xcode's canvas would show)"))
        case .preview(let k):
            let preview = visitor.previews[k]
            chosenName = stem
            described = "the #Preview"
            let body = String(decoding: bytes[preview.bodyStart..<preview.bodyEnd], as: UTF8.self)
                .replacing("@Previewable", with: "            ")
            let loc = converter.location(for: AbsolutePosition(utf8Offset: preview.bodyStart))
            generated = "@MainActor @ViewBuilder func \(factory)() -> some View {\n"
                + "#sourceLocation(file: \(UIKitRewriter.literal(path)), line: \(loc.line))\n"
                + String(repeating: " ", count: max(0, loc.column - 1)) + body
                + "\n#sourceLocation()\n}\n"
            entryCall = "swiftUIViewLayoutPlugin(name: NAME, make: { AnyView(\(factory)()) })"
            notes.append(RewriteNote(file: path, line: loc.line, column: loc.column,
                                     what: "the #Preview's view is the layout (what Xcode's canvas would show)"))
        }
        var rewritten = "#sourceLocation(file: \(SourceLocationDirective.file(path)), line: 1)\n"
            + SourceEdit.apply(edits, to: bytes[...])
        rewritten += "\n#sourceLocation()\n// Generated by the playground.\n" + generated
        var name = String(chosenName.lowercased().unicodeScalars.filter {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }.map(Character.init))
        if reserved.contains(name) {
            notes.append(RewriteNote(file: path, line: 1, column: 1,
                                     what: "named \(name)-swiftui: \(name) is a built-in layout's name"))
            name += "-swiftui"
        }
        let literalName = UIKitRewriter.literal(name.isEmpty ? "swiftuilayout" : name)
        let entry = """
            // Generated by the playground: the entry point the app finds with dlsym.
            import SwiftUI
            import SwiftUIBridge
            import UIKitBridge

            @_cdecl("\(UIKitLayoutPlan.symbol)")
            public func _layoutPlaygroundEntry() -> UnsafeMutableRawPointer {
                \(entryCall.replacing("NAME", with: literalName))
            }

            """
        var plan = SwiftUILayoutPlan(text: rewritten, entry: entry, layout: described,
                                     name: name.isEmpty ? "swiftuilayout" : name, notes: notes)
        if case .genericView(let g) = made, !g.scrolls { plan.wrapsGenericView = true }
        return plan
    }
}

/// The file's `Layout` types (top level, non-generic) and its `#Preview` blocks.
final class SwiftUIScan: SyntaxVisitor {
    struct Found { var name: String; var line: Int; var scrolls = false; var members: MemberBlockSyntax? }
    var layouts: [Found] = []
    var views: [Found] = []
    var behaviors: [Found] = []
    /// `struct Name_Previews: PreviewProvider` (top level, non-generic).
    var previewProviders: [Found] = []
    var previews: [(start: Int, end: Int, bodyStart: Int, bodyEnd: Int)] = []
    private var depth = 0
    /// `Layout` and the protocols of the file and its module that refine it (`protocol LayoutFromFULayout: Layout`):
    /// a type conforming to one is a `Layout` (`SwiftUIRefinedProtocols`).
    var layoutProtocols: Set<String> = ["Layout"]

    private func conforms(_ clause: InheritanceClauseSyntax?, to proto: String) -> Bool {
        let names: Set<String> = proto == "Layout" ? layoutProtocols : [proto]
        return clause?.inheritedTypes.contains { t in
            let s = t.type.trimmedDescription
            return names.contains(s) || s == "SwiftUI." + proto
        } ?? false
    }

    /// The top-level types declared so far: whether each is generic, and its members (an extension that adds the
    /// conformance, `extension HFlowLayout: Layout { … }`, is found with the type's own members).
    private var declared: [String: (generic: Bool, members: MemberBlockSyntax)] = [:]

    private func found(_ name: TokenSyntax, generic: Bool, clause: InheritanceClauseSyntax?, node: some SyntaxProtocol,
                       members: MemberBlockSyntax? = nil) {
        found(name.text, generic: generic, clause: clause, node: node, members: members)
        if depth == 0, let members { declared[name.text] = (generic, members) }
    }

    private func found(_ name: String, generic: Bool, clause: InheritanceClauseSyntax?, node: some SyntaxProtocol,
                       members: MemberBlockSyntax? = nil) {
        guard depth == 0, !generic else { return }
        let line = node.startLocation(converter: SourceLocationConverter(fileName: "", tree: node.root)).line
        if conforms(clause, to: "Layout"), !layouts.contains(where: { $0.name == name }) {
            layouts.append(Found(name: name, line: line, members: members))
        }
        if conforms(clause, to: "PreviewProvider"), !previewProviders.contains(where: { $0.name == name }) {
            previewProviders.append(Found(name: name, line: line, members: members))
        }
        if conforms(clause, to: "ScrollTargetBehavior"), !behaviors.contains(where: { $0.name == name }) {
            behaviors.append(Found(name: name, line: line, members: members))
        }
        if conforms(clause, to: "View"), !views.contains(where: { $0.name == name }) {
            let body = members?.members.first { m in
                m.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "body" } ?? false
            }
            views.append(Found(name: name, line: line, scrolls: body.map { SwiftUILayoutPlan.scrolls($0.trimmedDescription) } ?? false,
                               members: members))
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        found(node.name, generic: node.genericParameterClause != nil, clause: node.inheritanceClause, node: node,
              members: node.memberBlock)
        depth += 1
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { depth -= 1 }

    /// `extension T: Layout { … }` (a conformance added in an extension, as real packages often write it); not one
    /// with a `where` clause (a generic type's conditional conformance) nor a nested type's (`A.B`).
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        if node.genericWhereClause == nil, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            let own = declared[name]
            found(name, generic: own?.generic ?? false, clause: node.inheritanceClause, node: node,
                  members: own?.members ?? node.memberBlock)
        }
        depth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { depth -= 1 }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        found(node.name, generic: node.genericParameterClause != nil, clause: node.inheritanceClause, node: node,
              members: node.memberBlock)
        depth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { depth -= 1 }

    private func preview(_ node: some FreestandingMacroExpansionSyntax) {
        guard node.macroName.text == "Preview" else { return }
        let body = node.trailingClosure?.statements
        let start = body?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
        let end = body?.endPositionBeforeTrailingTrivia.utf8Offset ?? 0
        previews.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
                         start, max(start, end)))
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        preview(node)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        preview(node)
        return .skipChildren
    }
}


/// The views of a module's other files whose `body` has a scroll view, generic ones too (a generic view cannot be
/// made by the playground, but a view of the file that uses it can: `SwiftUILayoutPlan.make`).
enum SwiftUICompanionScrollers {
    static func names(in trees: [SourceFileSyntax]) -> [String] {
        trees.flatMap { tree in
            tree.statements.compactMap { item -> String? in
                guard let s = item.item.as(StructDeclSyntax.self),
                      s.inheritanceClause?.inheritedTypes.contains(where: {
                          ["View", "SwiftUI.View"].contains($0.type.trimmedDescription) }) == true else { return nil }
                let body = s.memberBlock.members.first { m in
                    m.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "body" } ?? false
                }
                return body.map { SwiftUILayoutPlan.scrolls($0.trimmedDescription) } == true ? s.name.text : nil
            }
        }
    }
}

/// The protocols that refine one of SwiftUI's (`public protocol LayoutFromFULayout: Layout { … }`, declared in the
/// file or another file of its module): a type conforming to such a protocol conforms to SwiftUI's too, as the
/// compiler sees it (ryanlintott/FrameUp's `HFlowLayout: LayoutFromFULayout`).
enum SwiftUIRefinedProtocols {
    /// `proto` and the protocols declared in `trees` that inherit from it, directly or through one another.
    static func refining(_ proto: String, in trees: [SourceFileSyntax]) -> Set<String> {
        var inherits: [(name: String, parents: [String])] = []
        for tree in trees {
            let scan = ProtocolScan(viewMode: .sourceAccurate)
            scan.walk(tree)
            inherits += scan.found
        }
        var names: Set<String> = [proto]
        var grew = true
        while grew {
            grew = false
            for p in inherits where !names.contains(p.name)
                && p.parents.contains(where: { names.contains($0) || $0 == "SwiftUI." + proto }) {
                names.insert(p.name)
                grew = true
            }
        }
        return names
    }

    private final class ProtocolScan: SyntaxVisitor {
        var found: [(name: String, parents: [String])] = []
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let parents = node.inheritanceClause?.inheritedTypes.flatMap { t in
                // `Layout & Animatable` composes: each part is a parent.
                t.type.trimmedDescription.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }
            } ?? []
            found.append((node.name.text, parents))
            return .skipChildren
        }
    }
}
