/// Placeholders for the types a file names that no file given declares (issue 32: a real layout file copied alone out
/// of its repository names its repository's cells, views and delegate protocols: `ExtraLargeAppCell.self`,
/// `collectionView as? ScalingCarouselView`, `weak var delegate: PhotoLayoutDelegate?`).
///
/// Decided (Apple has nothing to say here; docs/hosting.md, "Types of its repository that are not here"): the loader
/// first compiles the files as given; when the only thing missing is such types, it declares each once in the
/// generated entry file and compiles again, and keeps that build only when it compiles. A placeholder is:
/// - for a name that reads as a protocol (`…Delegate`, `…DataSource`, `…Protocol`, `…able`, `…ible`): a class-bound
///   protocol with no requirement (the files' classes may adopt it), whose members are dynamic members;
/// - for any other name: an `open` class whose superclass its name suggests (`…Cell` a `UICollectionViewCell`,
///   `…CollectionView` a `UICollectionView`, `…View` a `UIView`, `…Controller` a `UIViewController`, else `NSObject`),
///   whose members are dynamic members that remember what was set on them.
/// A member read that was never set stops with a message naming the type, the member and what to add (no instance of
/// a placeholder is made by the playground itself: the collection view is never a `ScalingCarouselView`, so a cast
/// to one fails as it would for any other view). Calls of a placeholder's methods do not compile (a dynamic member has
/// no argument labels), nor do its static members: then the first failure, which names the missing type, is what the
/// user sees. A name the files use in an expression other than as `Name.self` gets none (the loader's rule).
public enum UIKitPlaceholderTypes {
    /// Name endings read as a protocol's, longest first.
    static let protocolEndings = ["DataSource", "Delegate", "Protocol", "able", "ible"]

    /// Superclasses by name ending, the first ending that matches wins (so `TableViewCell` before `Cell`).
    static let superclasses: [(ending: String, superclass: String)] = [
        ("TableViewCell", "UITableViewCell"), ("TableCell", "UITableViewCell"), ("Cell", "UICollectionViewCell"),
        ("LayoutAttributes", "UICollectionViewLayoutAttributes"), ("Attributes", "UICollectionViewLayoutAttributes"),
        ("FlowLayout", "UICollectionViewFlowLayout"), ("Layout", "UICollectionViewLayout"),
        ("ReusableView", "UICollectionReusableView"), ("SupplementaryView", "UICollectionReusableView"),
        ("HeaderView", "UICollectionReusableView"), ("FooterView", "UICollectionReusableView"),
        ("Header", "UICollectionReusableView"), ("Footer", "UICollectionReusableView"),
        ("CollectionView", "UICollectionView"), ("TableView", "UITableView"), ("ScrollView", "UIScrollView"),
        ("ImageView", "UIImageView"), ("Label", "UILabel"), ("Button", "UIButton"), ("StackView", "UIStackView"),
        ("View", "UIView"), ("ViewController", "UIViewController"), ("Controller", "UIViewController"),
        ("Layer", "CALayer")]

    /// What stands in for `name`: a protocol, or a class and its superclass.
    public enum Kind: Equatable, Sendable {
        case classBound
        case subclass(of: String)
    }

    /// The kind of placeholder `name` gets.
    public static func kind(of name: String) -> Kind {
        if protocolEndings.contains(where: { name.hasSuffix($0) && name.count > $0.count }) { return .classBound }
        return .subclass(of: superclasses.first { name.hasSuffix($0.ending) }?.superclass ?? "NSObject")
    }

    /// The stop a placeholder's member read makes when nothing was set there (a Swift runtime trap with its text).
    static func stop(_ name: String) -> String {
        "fatalError(\"\(name).\\(member): \(name) is declared in another file of its repository, which is not here; "
            + "the playground's placeholder for it has no such value (put that file beside this one, in one folder)\")"
    }

    /// The declarations of `names`' placeholders, for the generated entry file ("" for none).
    public static func source(for names: [String]) -> String {
        var lines = ["", "// Placeholders for types no file given declares (UIKitPlaceholderTypes; docs/hosting.md)."]
        for name in names.sorted() {
            switch kind(of: name) {
            case .classBound:
                lines += ["@dynamicMemberLookup",
                          "public protocol \(name): AnyObject {}",
                          "extension \(name) {",
                          "    public subscript<T>(dynamicMember member: String) -> T { \(stop(name)) }",
                          "}"]
            case .subclass(let superclass):
                lines += ["@dynamicMemberLookup",
                          "open class \(name): \(superclass) {",
                          "    private var _playgroundPlaceholderValues: [String: Any] = [:]",
                          "    public subscript<T>(dynamicMember member: String) -> T {",
                          "        get {",
                          "            if let value = _playgroundPlaceholderValues[member] as? T { return value }",
                          "            \(stop(name))",
                          "        }",
                          "        set { _playgroundPlaceholderValues[member] = newValue }",
                          "    }",
                          "}"]
            }
        }
        return names.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The note a build with placeholders carries (said as a warning: the layout runs, with stand-ins).
    public static func note(for names: [String]) -> String {
        let described = names.sorted().map { name -> String in
            switch kind(of: name) {
            case .classBound: return "\(name) (a protocol)"
            case .subclass(let superclass): return "\(name) (a \(superclass))"
            }
        }
        return "declared in no file given, so the playground put placeholders in their place: "
            + described.joined(separator: ", ") + "; put the files of its repository that declare them beside this one "
            + "for the real ones (docs/hosting.md)"
    }
}
