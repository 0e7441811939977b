import SwiftParser
import SwiftSyntax

/// A generic container view whose body scrolls (`struct Carousel<Content: View>: View { @ViewBuilder var content:
/// Content … ScrollView { LazyHStack { … } } }`, `struct SnapCarousel<T: Identifiable, Content: View>` over `items:
/// [T]` and `content: (T) -> Content`), in a file with nothing else to lay out (swiftui13: a library's carousel or
/// masonry grid without a preview). The playground makes it as a screen would use it, filled with the items: each
/// content is a photo (`Image("photo").resizable().aspectRatio(contentMode: .fit)`, the item's photo in an item
/// view), a `@ViewBuilder` content a `ForEach` of twelve photos, a data array twelve identifiable values. Decided:
/// Xcode's canvas cannot show such a view without a preview, so Apple has no answer; a generic view whose other
/// initializer arguments have no default (a column count) is not made (the file's message stays the same).
enum SwiftUIGenericViews {
    struct Made { var name: String; var call: String; var support: String }

    static let photo = "Image(\"photo\").resizable().aspectRatio(contentMode: .fit)"
    static let items = "ForEach(0..<12, id: \\.self) { _ in \(photo) }"
    static let itemType = "_PlaygroundGenericItem"
    static let support = """
        struct \(itemType): Identifiable, Hashable, Sendable { let id: Int }

        """

    /// The first generic view of `tree` whose body scrolls and that can be made so (named `stem` first).
    static func make(_ tree: SourceFileSyntax, stem: String) -> Made? {
        let candidates = tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.filter { s in
            s.genericParameterClause != nil
                && s.inheritanceClause?.inheritedTypes.contains { ["View", "SwiftUI.View"].contains($0.type.trimmedDescription) } == true
                && body(of: s).map(SwiftUILayoutPlan.scrolls) == true
        }
        for s in candidates.sorted(by: { a, _ in a.name.text == stem }) {
            if let call = call(s) { return Made(name: s.name.text, call: call, support: support) }
        }
        return nil
    }

    static func body(of s: StructDeclSyntax) -> String? {
        s.memberBlock.members.first { m in
            m.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "body" } ?? false
        }?.trimmedDescription
    }

    /// `Name(label: value, …)` with its memberwise initializer, or nil when a parameter is of a kind not filled here.
    static func call(_ s: StructDeclSyntax) -> String? {
        let generics = s.genericParameterClause?.parameters ?? []
        var views: Set<String> = [], data: Set<String> = []
        for g in generics {
            let constraint = g.inheritedType?.trimmedDescription ?? ""
            let parts = Set(constraint.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) })
            if parts == ["View"] || parts == ["SwiftUI.View"] { views.insert(g.name.text) }
            else if parts.isSubset(of: ["Identifiable", "Hashable", "Equatable", "Sendable", ""]) { data.insert(g.name.text) }
            else { return nil }
        }
        // Explicit initializers: the playground does not fill them (their parameters need not match the properties).
        if s.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) { return nil }
        var arguments: [String] = []
        for member in s.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
            let attributes = v.attributes.map { $0.trimmedDescription }
            let builder = attributes.contains { $0.hasPrefix("@ViewBuilder") }
            let binding = attributes == ["@Binding"]
            let wrapped = !binding && attributes.contains { !$0.hasPrefix("@ViewBuilder") }
            for b in v.bindings {
                guard b.accessorBlock == nil, b.initializer == nil,
                      let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                guard let type = b.typeAnnotation?.type.trimmedDescription.filter({ !$0.isWhitespace }) else { return nil }
                if v.bindingSpecifier.text == "var" && (type.hasSuffix("?") || type.hasSuffix("!")) { continue }
                if wrapped { return nil }
                guard let value = value(binding ? "Binding<\(type)>" : type, builder: builder, views: views, data: data)
                else { return nil }
                arguments.append("\(name): \(value)")
            }
        }
        return "\(s.name.text)(\(arguments.joined(separator: ", ")))"
    }

    /// The value the playground gives a stored property of type `type` (whitespace removed).
    static func value(_ type: String, builder: Bool, views: Set<String>, data: Set<String>) -> String? {
        let t = type.replacing("@escaping", with: "")
        if views.contains(t) { return builder ? "{ \(items) }" : items }
        if let v = views.first(where: { t == "()->\($0)" }) { _ = v; return "{ \(items) }" }
        if let v = views.first(where: { t.hasSuffix(")->\($0)") && t.hasPrefix("(") }) {
            _ = v
            let input = String(t.dropFirst().prefix(while: { $0 != ")" }))
            guard data.contains(input) || input == "Int" else { return nil }
            return "{ _ in \(photo) }"
        }
        if let d = data.first(where: { t == "[\($0)]" || t == "Array<\($0)>" }) {
            _ = d
            return "(0..<12).map { \(itemType)(id: $0) }"
        }
        if let d = data.first(where: { t == "Binding<[\($0)]>" }) {
            _ = d
            return ".constant((0..<12).map { \(itemType)(id: $0) })"
        }
        return nil
    }
}
