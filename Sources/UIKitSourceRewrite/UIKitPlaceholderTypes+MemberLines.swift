import Foundation

/// The lines of a placeholder's members: typed statics and properties, methods as call sites use them, initializers
/// with labels, and the kept values of members of unknown type (split from UIKitPlaceholderTypes.swift).
extension UIKitPlaceholderTypes {
    /// The static properties whose type a use says (`Plan.typedStatics`): each of that type, stopping when read with
    /// `Name.member: it is declared in another file of its repository…`. `open` places them in an extension of an
    /// enum declared after (a caseless enum's, or one whose cases are its other static reads).
    static func typedStaticLines(_ typed: [String: String], of name: String, open: Bool) -> [String] {
        guard !typed.isEmpty else { return [] }
        let lines = typed.sorted { $0.key < $1.key }.map { member, type in
            "    public static var `\(member)`: \(type) { _playgroundPlaceholderStop(\"\(name).\(member)\") }"
        }
        return open ? ["extension \(name) {"] + lines + ["}"] : lines
    }

    /// A placeholder's instance properties whose type a use says (`Plan.typedProperties`: a dynamic member converted
    /// by a number's initializer), each of that type, stopping when read or set.
    static func typedPropertyLines(_ typed: [String: String], of name: String) -> [String] {
        typed.sorted { $0.key < $1.key }.map { member, type in
            "    public var `\(member)`: \(type) { get { _playgroundPlaceholderStop(\"\(name).\(member)\") } "
                + "set { _playgroundPlaceholderStop(\"\(name).\(member)\") } }"
        }
    }

    /// A method as its call site uses it: once returning nothing, once returning what the call site wants, each
    /// stopping with the message; for another module's type (`returningSelf`) a method without arguments returns its
    /// receiver instead (an approximation said in the load's warning).
    static func methodLines(_ member: UIKitPlaceholderMembers.Member, of type: String?, returningSelf: Bool) -> [String] {
        guard case .method(let labels, _) = member.shape, !member.isInitializer else { return [] }
        let modifier = member.isStatic ? "public static func" : "public func"
        let parameters = parameterList(member)
        let what = "\"" + (type.map { $0 + "." } ?? "") + member.signature + "\""
        if let type, returningSelf, labels.isEmpty, !member.isStatic {
            return ["    \(modifier) `\(member.name)`() -> \(type) { self }"]
        }
        return ["    \(modifier) `\(member.name)`(\(parameters)) { _playgroundPlaceholderStop(\(what)) }",
                "    @discardableResult \(modifier) `\(member.name)`<R>(\(parameters)) -> R { _playgroundPlaceholderStop(\(what)) }"]
    }

    /// A learnt member's parameters as declared: the call's labels, each `Any` (a closure literal's a function of its
    /// arity taking `Any`s), named `p0`, `p1`, ….
    static func parameterList(_ member: UIKitPlaceholderMembers.Member) -> String {
        guard case .method(let labels, let closures) = member.shape else { return "" }
        return labels.indices.map { i -> String in
            let type = closures[i].map { n in
                "@escaping (" + Array(repeating: "Any", count: n).joined(separator: ", ") + ") -> Void"
            } ?? "Any"
            return "\(labels[i] ?? "_") p\(i): \(type)"
        }.joined(separator: ", ")
    }

    /// UIKit classes whose plain initializer is `init(frame:)` (a view's); any other placeholder's is `init()`.
    static let frameInitialized: Set<String> = ["UICollectionViewCell", "UITableViewCell", "UICollectionReusableView",
        "UICollectionView", "UITableView", "UIScrollView", "UIImageView", "UILabel", "UIButton", "UIStackView", "UIView"]

    /// An initializer of its repository the files call with labels (`GridMetrics(columns: 3, spacing: 8)`): a
    /// convenience initializer with the call's labels, each argument kept under its label, as a struct's memberwise
    /// initializer keeps it in the property of that name (The Swift Programming Language, "Memberwise Initializers
    /// for Structure Types"): `metrics.columns` then reads 3; a property no argument gave still stops.
    static func initializerLines(_ member: UIKitPlaceholderMembers.Member, superclass: String) -> String {
        guard case .method(let labels, _) = member.shape else { return "" }
        var lines = ["    public convenience init(\(parameterList(member))) {",
                     frameInitialized.contains(superclass) ? "        self.init(frame: .zero)" : "        self.init()"]
        for (i, label) in labels.enumerated() {
            if let label { lines.append("        _playgroundPlaceholderValues[\"\(label)\"] = p\(i)") }
        }
        return (lines + ["    }"]).joined(separator: "\n")
    }

    /// Reading a kept value as the type the read wants: the value itself, or a number kept as another number type (a
    /// literal passed as `Any` is an `Int` or a `Double`; `metrics.spacing` is read as a `CGFloat`).
    static let valueConversion = [
        "func _playgroundPlaceholderValue<T>(_ value: Any?) -> T? {",
        "    guard let value else { return nil }",
        "    if let same = value as? T { return same }",
        "    let number: Double? = (value as? Int).map(Double.init) ?? (value as? Double)",
        "        ?? (value as? CGFloat).map(Double.init) ?? (value as? Float).map(Double.init)",
        "    guard let number else { return nil }",
        "    if T.self == CGFloat.self || T.self == CGFloat?.self { return CGFloat(number) as? T }",
        "    if T.self == Double.self || T.self == Double?.self { return number as? T }",
        "    if T.self == Float.self || T.self == Float?.self { return Float(number) as? T }",
        "    if T.self == Int.self || T.self == Int?.self, number.rounded() == number { return Int(number) as? T }",
        "    return nil",
        "}"]

    /// A placeholder's member of unknown type (`columns.biggestColumn` in `columns.biggestColumn.columnHeight`): one
    /// per member, kept by its placeholder. What the files set on it is kept (`cell.title.text = name`, as a
    /// placeholder keeps what is set on it; host16: the cell's label is the repository's, and the text the file gives
    /// it is the file's); a read of what was never set stops, naming the chain read (`NumberCell.title.text`).
    /// A class, so that a member set through it (`cell.colorView.backgroundColor = …`) needs no write-back.
    static let unknownValue = [
        "@dynamicMemberLookup public final class _PlaygroundPlaceholderUnknown {",
        "    let what: String",
        "    private var values: [String: Any] = [:]",
        "    init(what: String) { self.what = what }",
        "    public subscript<T>(dynamicMember member: String) -> T {",
        "        get {",
        "            if let value: T = _playgroundPlaceholderValue(values[member]) { return value }",
        "            _playgroundPlaceholderStop(what + \".\" + member)",
        "        }",
        "        set { values[member] = newValue }",
        "    }",
        "    public subscript(dynamicMember member: String) -> _PlaygroundPlaceholderUnknown {",
        "        if let kept = values[member] as? _PlaygroundPlaceholderUnknown { return kept }",
        "        let made = _PlaygroundPlaceholderUnknown(what: what + \".\" + member)",
        "        values[member] = made",
        "        return made",
        "    }",
        "}"]
}
