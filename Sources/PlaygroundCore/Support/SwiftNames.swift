/// Names generated Swift may not take (issue 38, 4 and low): the exporters' variables and `new-layout`'s types.
public enum SwiftNames {
    /// Swift's reserved words (The Swift Programming Language, "Lexical Structure", Keywords and Punctuation), and
    /// the names a type or member cannot take unquoted (`Self`, `Type`, `Protocol`, `self`, `init`, …).
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_", "some", "any", "macro",
    ]

    /// Types a layout file sees from the standard library and Foundation by their plain names: a layout type named
    /// like one hides it, and the template's own uses of it (`CGFloat`, `Int`) stop compiling.
    public static let standardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Float16", "Float80", "Bool", "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional",
        "Result", "Error", "Never", "Void", "AnyObject", "AnyClass", "AnyHashable", "Range", "ClosedRange", "Sequence",
        "Collection", "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "Sendable",
        "Identifiable", "Data", "Date", "URL", "UUID", "IndexPath", "IndexSet", "NSObject", "Decimal", "Math", "Swift",
        "Foundation", "UIKit", "QuartzCore", "CoreGraphics", "PlaygroundCore", "UIKitBridge", "Glibc",
    ]

    /// Why `name` cannot name a generated type, or nil: a keyword, a standard type, or an Apple framework's name
    /// (`UI…`, `CG…`, `CA…`, `NS…` followed by a capital letter: `UICollectionViewFlowLayout`, `CGFloat`).
    public static func typeNameProblem(_ name: String) -> String? {
        if keywords.contains(name) { return "a Swift keyword" }
        if standardTypes.contains(name) { return "a type of Swift's standard library or a module the file imports" }
        let scalars = Array(name.unicodeScalars)
        if scalars.count > 2, ["UI", "CG", "CA", "NS"].contains(String(String.UnicodeScalarView(scalars[0..<2]))),
           ("A"..."Z").contains(scalars[2]) {
            return "an Apple framework's name (UIKit, Core Graphics, Core Animation and Foundation use the prefixes UI, CG, CA, NS)"
        }
        return nil
    }
}
