/// Placeholders for what a SwiftUI file names of its repository that no file given declares (issue 36; docs/swiftui.md,
/// "Types of its repository that are not here"): the SwiftUI side of `UIKitPlaceholderTypes`, whose plan, member
/// shapes and learning it shares.
///
/// Decided (Apple has nothing to say here): when a SwiftUI file does not compile and what is missing is its
/// repository's, the loader declares a placeholder for each in the generated entry file and compiles again, a few
/// rounds at most, and keeps a build only when it compiles. Beside UIKit's rules (models, namespaces, functions, which
/// `UIKitPlaceholderTypes` declares), a SwiftUI file gets:
/// - a **view** (`FeedRowView(item: x)` as a statement of a view builder, or a name ending as views are named:
///   `…View`, `…Row`, `…Cell`, `…Card`, …): a `View` with the initializers its call sites use (`Any` parameters,
///   closure literals passed to it made blank), drawing a labelled box (`_PlaygroundPlaceholderBox`);
/// - a **view modifier** struct (`.modifier(GlowEffect())`): a `ViewModifier` whose body is its content unchanged;
/// - a **modifier method** its repository adds to `View` (`.cardStyle()`, `.offsetX { … }`): `extension View` with the
///   call's labels, returning the view unchanged, only for a name that is none of SwiftUI's own modifiers
///   (`appleViewModifiers`: the playground's missing SwiftUI API must fail as missing);
/// - a static **colour or font** its repository adds (`Color.brandAccent`, `.font(.cardTitle)`,
///   `Font.customHeadline(size:)`): a grey (`Color.gray`) or `Font.body`, which do not move a frame;
/// - **models** (`[Card]`, `@StateObject var store = PhotoStore()`, `@EnvironmentObject var settings: AppSettings`):
///   UIKit's `NSObject` placeholders, also `ObservableObject` and `Observable`; an `@EnvironmentObject` of a
///   placeholder type is supplied to the entry's view (`.environmentObject(AppSettings())`), since no app is there to.
/// Every one of them is named in the load's warning and `--verbose`.
public enum SwiftUIPlaceholders {
    /// Name endings read as a SwiftUI view's (longest first does not matter: any match).
    static let viewEndings = ["View", "Row", "Cell", "Card", "Screen", "Page", "Section", "Header", "Footer", "Banner",
                              "Tile", "Badge", "Button", "Bar", "Sheet", "Overlay", "Background", "Placeholder", "Chip",
                              "Grid", "Stack", "Carousel", "Gallery", "Content", "Indicator", "Image", "Label"]

    /// What a build's placeholders are: UIKit's plan (models, namespaces, functions, other modules' members) and the
    /// SwiftUI ones.
    public struct Plan: Equatable, Sendable {
        public var uikit: UIKitPlaceholderTypes.Plan
        /// Views by name, with the initializers their call sites use.
        public var views: [String: Set<UIKitPlaceholderMembers.Member>] = [:]
        /// `ViewModifier` structs by name, with their initializers.
        public var modifiers: [String: Set<UIKitPlaceholderMembers.Member>] = [:]
        /// Modifier methods its repository adds to `View`.
        public var viewMethods: Set<UIKitPlaceholderMembers.Member> = []
        /// Static members its repository adds to `Color` / `Font` (properties or methods), by type.
        public var styles: [String: Set<UIKitPlaceholderMembers.Member>] = [:]
        /// Placeholder models the file reads as `@EnvironmentObject`.
        public var environmentObjects: Set<String> = []
        /// Modules of its repository the file imports whose sources are not here (`import FoodTruckKit`): the import
        /// made blank, their types given placeholders.
        public var droppedImports: Set<String> = []

        public init(uikit: UIKitPlaceholderTypes.Plan = .init(names: [])) { self.uikit = uikit }

        /// Whether nothing is stood in for.
        public var isEmpty: Bool {
            droppedImports.isEmpty && uikit.names.isEmpty && uikit.functions.isEmpty && uikit.members.isEmpty && views.isEmpty && modifiers.isEmpty
                && viewMethods.isEmpty && styles.isEmpty
        }

        /// The names UIKit's plan declares (its names without the views and modifiers).
        var uikitOnly: UIKitPlaceholderTypes.Plan {
            var plan = uikit
            let swiftUI = Set(views.keys).union(modifiers.keys)
            plan.names.removeAll { swiftUI.contains($0) }
            for name in swiftUI { plan.members[name] = nil }
            return plan
        }

        /// The placeholder models that are classes made with `init()` (not namespaces, enums or protocols).
        public var modelClasses: Set<String> {
            let plan = uikitOnly
            return Set(plan.names.filter { name in
                guard !plan.namespaces.contains(name), !plan.isEnum(name), !plan.protocols.contains(name),
                      case .subclass = UIKitPlaceholderTypes.kind(of: name) else { return false }
                return true
            })
        }

        /// Everything stood in for, as `--verbose` and a failure's details say it.
        public var placeholdersSaid: String {
            (droppedImports.sorted().map { "import " + $0 } + views.keys.sorted() + modifiers.keys.sorted() + viewMethods.map { "View." + $0.signature }.sorted()
                + styles.sorted { $0.key < $1.key }.flatMap { type, set in set.map { "\(type).\($0.signature)" }.sorted() }
                + uikitOnly.placeholders).joined(separator: ", ")
        }
    }

    /// Whether `name` is used as a view at (`line`, `column`) of `text`, or is named as views are: a call that starts
    /// its line's statement (`FeedRowView(item: x)` in a builder), follows `return`, or is a `.background(`/`.overlay(`
    /// argument, with a name ending as a view's; or a statement-start call with a trailing closure (`FlowStack { … }`).
    public static func isView(_ name: String, in text: String, line: Int, column: Int) -> Bool {
        if name.hasSuffix("Modifier") || name.hasSuffix("Style") { return false }
        if viewEndings.contains(where: { name.hasSuffix($0) && name.count > $0.count }) { return true }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return false }
        let row = Array(lines[line - 1].utf8)
        guard column >= 1, column - 1 <= row.count else { return false }
        let head = String(decoding: row[..<(column - 1)], as: UTF8.self).trimmingCharacters(in: " \t")
        let tail = String(decoding: row[(column - 1)...], as: UTF8.self)
        guard tail.hasPrefix(name + "(") || tail.hasPrefix(name + " {") || tail.hasPrefix(name + "{") else { return false }
        return head.isEmpty || head == "return" || head.hasSuffix("{") || head.hasSuffix("in")
    }

    /// Whether the use at (`line`, `column`) is an argument of `.modifier(`: a `ViewModifier`.
    public static func isModifier(_ name: String, in text: String, line: Int, column: Int) -> Bool {
        if name.hasSuffix("Modifier") { return true }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, column >= 1 else { return false }
        let row = Array(lines[line - 1].utf8)
        guard column - 1 <= row.count else { return false }
        return String(decoding: row[..<(column - 1)], as: UTF8.self).hasSuffix(".modifier(")
    }

    /// A compiler message that a view has no such modifier: `value of type 'some View' has no member 'cardStyle'`,
    /// `value of type 'Text' has no member 'glow'`, … The member, when the type is a view's (`some View`, one of
    /// SwiftUI's view types, or one of `views`, the file's own views and placeholders) and the name is none of
    /// SwiftUI's modifiers.
    public static func missingViewModifier(_ message: String, views: Set<String>) -> String? {
        guard message.hasPrefix("value of type '"), let mid = message.range(of: "' has no member '") else { return nil }
        let type = String(message[message.index(message.startIndex, offsetBy: 15)..<mid.lowerBound])
        let member = String(message[mid.upperBound...].prefix { $0 != "'" })
        let base = String(type.prefix { $0 != "<" })
        guard type == "some View" || type.hasPrefix("some View") || swiftUIViewTypes.contains(base) || views.contains(base)
        else { return nil }
        guard !member.isEmpty, member.first!.isLowercase, !appleViewModifiers.contains(member) else { return nil }
        return member
    }

    /// A static member missing on `Color` or `Font` (`type 'Color' has no member 'brandAccent'`, also through an
    /// implicit member in a `ShapeStyle` or `Font?` context): the type and the member.
    public static func missingStyle(_ message: String) -> (type: String, member: String)? {
        for type in ["Color", "Font"] {
            for lead in ["type '\(type)' has no member '", "type '\(type)?' has no member '",
                         "member '"] where message.hasPrefix(lead) {
                let member = String(message.dropFirst(lead.count).prefix { $0 != "'" })
                if lead == "member '" {
                    // `member 'brandAccent' in 'Color' produces result of type …` is not this; only the two forms.
                    continue
                }
                guard !member.isEmpty, member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
                return (type, member)
            }
        }
        if message.hasPrefix("type 'ShapeStyle' has no member '") || message.hasPrefix("type 'some ShapeStyle' has no member '") {
            let member = String(message.split(separator: "'").dropFirst(3).first ?? "")
            guard !member.isEmpty else { return nil }
            return ("Color", member)
        }
        return nil
    }

    /// `text` with the `import module` on `line` (1-based) made blank (lines and columns kept); nil when that line
    /// is no such import.
    public static func blankingImport(of module: String, in text: String, line: Int) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 1, line <= lines.count else { return nil }
        let words = lines[line - 1].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        guard let i = words.firstIndex(of: "import"), i + 1 < words.count, words[i + 1] == module else { return nil }
        lines[line - 1] = String(repeating: " ", count: lines[line - 1].count)
        return lines.joined(separator: "\n")
    }

    /// The views `text` declares (`struct Name: View`, a line scan).
    public static func declaredViews(in text: String) -> Set<String> {
        var found: Set<String> = []
        for raw in text.split(separator: "\n") {
            guard let r = raw.range(of: "struct ") else { continue }
            let rest = raw[r.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, let colon = rest.firstIndex(of: ":"),
                  rest[colon...].contains("View") else { continue }
            found.insert(String(name))
        }
        return found
    }

    /// Whether a missing member of `type` (`type 'Animation' has no member 'smooth'`) is SwiftUI's own, which the
    /// playground lacks: the type is one of SwiftUI's (but `Color` and `Font`, whose repository members are learnt).
    public static func isAppleTypeMember(_ type: String) -> Bool {
        (appleTypes.contains(type) || swiftUIViewTypes.contains(type)) && type != "Color" && type != "Font"
    }

    /// The `@EnvironmentObject` properties' types in `text` (`@EnvironmentObject var settings: AppSettings`).
    public static func environmentObjectTypes(in text: String) -> Set<String> {
        var found: Set<String> = []
        for raw in text.split(separator: "\n") where raw.contains("@EnvironmentObject") {
            guard let colon = raw.range(of: ":", range: (raw.range(of: "@EnvironmentObject")!.upperBound)..<raw.endIndex)
            else { continue }
            let type = raw[colon.upperBound...].trimmingCharacters(in: " \t").prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !type.isEmpty { found.insert(String(type)) }
        }
        return found
    }

    /// The declarations of a plan's placeholders for the generated entry file ("" for none).
    public static func source(for plan: Plan) -> String {
        var lines: [String] = []
        let uikit = plan.uikitOnly
        let text = UIKitPlaceholderTypes.source(for: uikit)
        lines.append(text)
        lines += ["// SwiftUI placeholders (SwiftUIPlaceholders; docs/swiftui.md).",
                  "struct _PlaygroundPlaceholderBox: View {",
                  "    let name: String",
                  "    var body: some View {",
                  "        ZStack {",
                  "            Rectangle().fill(Color.gray.opacity(0.15))",
                  "            Rectangle().stroke(Color.gray, lineWidth: 1)",
                  "            Text(name).font(.caption).foregroundColor(.secondary)",
                  "        }",
                  "        .frame(minWidth: \(boxSide.min), idealWidth: \(boxSide.ideal), maxWidth: .infinity, "
                      + "minHeight: \(boxSide.min), idealHeight: \(boxSide.ideal), maxHeight: .infinity)",
                  "    }",
                  "}"]
        for (name, members) in plan.views.sorted(by: { $0.key < $1.key }) {
            lines.append("public struct \(name): View {")
            lines += initializers(members)
            lines.append("    public var body: some View { _PlaygroundPlaceholderBox(name: \"\(name)\") }")
            lines.append("}")
        }
        for (name, members) in plan.modifiers.sorted(by: { $0.key < $1.key }) {
            lines.append("public struct \(name): ViewModifier {")
            lines += initializers(members)
            lines.append("    public func body(content: Content) -> some View { content }")
            lines.append("}")
        }
        if !plan.viewMethods.isEmpty {
            lines.append("extension View {")
            for m in plan.viewMethods.sorted(by: { $0.signature < $1.signature }) {
                lines.append("    public func `\(m.name)`(\(UIKitPlaceholderTypes.parameterList(m))) -> some View { self }")
            }
            lines.append("}")
        }
        for (type, members) in plan.styles.sorted(by: { $0.key < $1.key }) {
            let value = type == "Color" ? "Color.gray" : "Font.body"
            lines.append("extension \(type) {")
            for m in members.sorted(by: { $0.signature < $1.signature }) {
                if case .method = m.shape {
                    lines.append("    public static func `\(m.name)`(\(UIKitPlaceholderTypes.parameterList(m))) -> \(type) { \(value) }")
                } else {
                    lines.append("    public static var `\(m.name)`: \(type) { \(value) }")
                }
            }
            lines.append("}")
            if type == "Color" {
                // `.foregroundStyle(.brandAccent)`: an implicit member in a `ShapeStyle` context.
                lines.append("extension ShapeStyle where Self == Color {")
                for m in members.sorted(by: { $0.signature < $1.signature }) where m.shape == .property {
                    lines.append("    public static var `\(m.name)`: Color { \(value) }")
                }
                lines.append("}")
            }
        }
        // Models: observable, as the app's are.
        for name in plan.modelClasses.sorted() {
            lines.append("extension \(name): ObservableObject, Observable {}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The placeholder box's sides, points: its minimum and ideal (a box with no other size is 120 × 120, at least
    /// 44: Apple's minimum tappable size in the Human Interface Guidelines, "Accessibility"); it takes what it is offered.
    static let boxSide = (min: 44, ideal: 120)

    /// A placeholder's initializers: `init()` when a call site makes it plainly, and one per labelled call site.
    static func initializers(_ members: Set<UIKitPlaceholderMembers.Member>) -> [String] {
        var lines = ["    public init() {}"]
        for m in members.filter(\.isInitializer).sorted(by: { $0.signature < $1.signature }) {
            guard case .method(let labels, _) = m.shape, !labels.isEmpty else { continue }
            lines.append("    public init(\(UIKitPlaceholderTypes.parameterList(m))) {}")
        }
        return lines
    }

    /// The expression that makes the entry's view with the environment objects no app is there to supply.
    public static func suppliedEnvironment(_ plan: Plan) -> String {
        plan.environmentObjects.sorted().map { ".environmentObject(\($0)())" }.joined()
    }

    /// `entry` (the generated entry file) with the entry's view given `suppliedEnvironment(plan)`: a view made by the
    /// factory (`AnyView(_layoutPlaygroundSwiftUIFactory())`) gets `.environmentObject(AppSettings())` after it.
    public static func supplyingEnvironment(_ entry: String, _ plan: Plan) -> String {
        let supplied = suppliedEnvironment(plan)
        guard !supplied.isEmpty else { return entry }
        let factory = SwiftUILayoutPlan.factory
        return entry.replacing("AnyView(\(factory)())", with: "AnyView(\(factory)()\(supplied))")
            .replacing("AnyView(\(factory)($0))", with: "AnyView(\(factory)($0)\(supplied))")
    }

    /// The note a build with SwiftUI placeholders carries (said as a warning: the view runs, with stand-ins).
    public static func note(for plan: Plan) -> String {
        var parts: [String] = []
        if !plan.views.isEmpty {
            parts.append("views drawn as labelled boxes: " + plan.views.keys.sorted().joined(separator: ", "))
        }
        if !plan.modifiers.isEmpty {
            parts.append("view modifiers that leave the view unchanged: " + plan.modifiers.keys.sorted().joined(separator: ", "))
        }
        if !plan.viewMethods.isEmpty {
            parts.append("modifiers of View that leave the view unchanged: "
                + plan.viewMethods.map { "View." + $0.signature }.sorted().joined(separator: ", "))
        }
        for (type, set) in plan.styles.sorted(by: { $0.key < $1.key }) {
            parts.append("\(type == "Color" ? "colours drawn grey" : "fonts drawn as Font.body"): "
                + set.map { "\(type).\($0.signature)" }.sorted().joined(separator: ", "))
        }
        if !plan.droppedImports.isEmpty {
            parts.append("imports of modules that are not here (its repository's or a package's), removed: "
                + plan.droppedImports.sorted().joined(separator: ", "))
        }
        if !plan.environmentObjects.isEmpty {
            parts.append("environment objects supplied to the view: " + plan.environmentObjects.sorted().joined(separator: ", "))
        }
        let uikit = plan.uikitOnly
        if !uikit.names.isEmpty || !uikit.functions.isEmpty || !uikit.members.isEmpty {
            // UIKit's note without its lead: the models, namespaces and functions, and where to find the real ones.
            let lead = "declared in no file given, so the playground put placeholders in their place: "
            var said = UIKitPlaceholderTypes.note(for: uikit)
            if said.hasPrefix(lead) { said.removeFirst(lead.count) }
            parts.append("models and constants: " + said)
        } else {
            parts.append("put the files of its repository that declare them beside this one for the real ones (docs/swiftui.md)")
        }
        return "declared in no file given, so the playground put placeholders in their place: " + parts.joined(separator: "; ")
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = self[...]
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
