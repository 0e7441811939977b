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
/// to one fails as it would for any other view). The methods, static members and enum cases the files use are
/// learnt from the compiler's `has no member` errors in the build with placeholders and declared in the next
/// (`Plan`, UIKitPlaceholderMembers); a name used only in expressions as `Name.member` is a namespace (a caseless
/// `enum`). When the files still do not compile, the first failure, which names the missing type, is what the user
/// sees.
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
        if isRepositoryProtocol(name) { return .classBound }
        if protocolEndings.contains(where: { name.hasSuffix($0) && name.count > $0.count }) { return .classBound }
        return .subclass(of: superclasses.first { name.hasSuffix($0.ending) }?.superclass ?? "NSObject")
    }

    /// UIKit's own collection-view names that begin as a repository's layout names often do (UICollectionView.h:
    /// `UICollectionViewDataSource`, `UICollectionViewDataSourcePrefetching`, `UICollectionViewDelegate`;
    /// UICollectionViewFlowLayout.h: `UICollectionViewDelegateFlowLayout`, `UICollectionViewFlowLayout`;
    /// UICollectionViewLayout.h, UICollectionViewCompositionalLayout.h, UICollectionViewTransitionLayout.h).
    static let appleCollectionViewNames: Set<String> = [
        "UICollectionViewDataSource", "UICollectionViewDataSourcePrefetching", "UICollectionViewDelegate",
        "UICollectionViewDelegateFlowLayout", "UICollectionViewLayout", "UICollectionViewFlowLayout",
        "UICollectionViewCompositionalLayout", "UICollectionViewTransitionLayout"]

    /// Whether `name`, which carries UIKit's prefix, is a repository's own protocol named after UIKit's
    /// (`UICollectionViewDelegateWaterfallLayout`, `UICollectionViewDataSourceJSPintLayout`): it begins as UIKit's
    /// collection-view delegate or data source protocols do and is none of UIKit's names (`appleCollectionViewNames`).
    public static func isRepositoryProtocol(_ name: String) -> Bool {
        (name.hasPrefix("UICollectionViewDelegate") || name.hasPrefix("UICollectionViewDataSource"))
            && !appleCollectionViewNames.contains(name)
    }

    /// Whether `name`, which carries UIKit's prefix, is nevertheless a type of its repository: a protocol as
    /// `isRepositoryProtocol` says, or a layout class named `UICollectionView…Layout` that is none of UIKit's
    /// (`UICollectionViewWaterfallLayout`). Decided: only these collection-view shapes; any other `UI…` name that
    /// is missing is UIKit's, which the playground lacks, and must fail as missing.
    public static func isRepositoryType(withApplePrefix name: String) -> Bool {
        isRepositoryProtocol(name)
            || (name.hasPrefix("UICollectionView") && name.hasSuffix("Layout") && name.count > 22
                && !appleCollectionViewNames.contains(name))
    }

    /// The stop a placeholder's member read makes when nothing was set there (a Swift runtime trap with its text).
    static func stop(_ name: String) -> String {
        "fatalError(\"\(name).\\(member): \(name) is declared in another file of its repository, which is not here; "
            + "the playground's placeholder for it has no such value (put that file beside this one, in one folder)\")"
    }

    /// The declarations of `names`' placeholders, for the generated entry file ("" for none): each with dynamic
    /// members, and no other member.
    public static func source(for names: [String]) -> String {
        var plan = Plan(names: names)
        plan.dynamicMembers = Set(names)
        return source(for: plan)
    }

    /// What the placeholders of a build are: the types, those used only in expressions, the members learnt from the
    /// compiler, the types whose properties are dynamic members, the enums whose raw values are `Int`.
    public struct Plan: Equatable, Sendable {
        public var names: [String]
        /// Names used only in expressions, as `Name.member` (no type annotation names them): namespaces.
        public var namespaces: Set<String> = []
        /// Members by type: a placeholder's, or another module's type's (`CGFloat`, an extension of its repository).
        public var members: [String: Set<UIKitPlaceholderMembers.Member>] = [:]
        /// Placeholders with instance properties read or set (dynamic members that remember what was set).
        public var dynamicMembers: Set<String> = []
        /// Placeholders whose names read as a class's but which stand in as class-bound protocols: a member a call
        /// uses is shadowed by the class's superclass (`TransformableView.transform(progress:)`, a `UIView`'s
        /// `transform`), so the type cannot be that class.
        public var protocols: Set<String> = []
        /// Enum placeholders whose `rawValue` the files use as an `Int`.
        public var intRawValues: Set<String> = []
        /// Top-level functions of the repository the files call (`tween(from:to:progress:)`): declared with the call's
        /// labels, stopping when called.
        public var functions: Set<UIKitPlaceholderMembers.Member> = []
        /// Static properties whose type a use says (`Constants.spacing` read as a `CGFloat`, `UIColor.random` as a
        /// `UIColor?`), by type then member: declared of that type, stopping when read (UIKitPlaceholderResults).
        public var typedStatics: [String: [String: String]] = [:]
        /// The untyped bindings of a learnt method's result given the type their uses want (`n: Int`), as said.
        public var typedResults: Set<String> = []
        /// The typed statics (`Type.member`) and results (`n`) whose type an operator gave (`TileMetrics.side * 2`: the
        /// literal's `Int`): a conversion read later (`CGSize(width: TileMetrics.side, …)`, `'Int'` to `'CGFloat'`)
        /// types them again, once.
        public var typedByOperator: Set<String> = []
        /// Instance properties another module's type is given by its repository (`UIScreen.main.screenWidth`), by
        /// type then member, with the type a use says (`String` until one does): each stops when read or set.
        public var typedProperties: [String: [String: String]] = [:]
        /// Namespaces nested in a namespace placeholder, by their dotted names (`K.Layout` of `K.Layout.inset`,
        /// `Constants.Cell` of `Constants.Cell.height`): caseless enums declared in their parent.
        public var nestedNamespaces: Set<String> = []
        /// Placeholders with a dynamic member read that no type fixes (`columns.biggestColumn.columnHeight`: `generic
        /// parameter 'T' could not be inferred`): their dynamic members also give a value of unknown type, itself
        /// with dynamic members, which stops when read as anything.
        public var chainedMembers: Set<String> = []
        /// Placeholders whose superclass their uses say, not their names (`as? TopApp` of a dequeued cell: a
        /// `UICollectionViewCell`; UIKitPlaceholderTypes+Uses).
        public var superclassesByUse: [String: String] = [:]
        /// Protocol placeholders a struct or enum of the files adopts (`struct FeaturedSection: Section`): not
        /// class-bound (a value type cannot adopt a class-bound protocol).
        public var valueProtocols: Set<String> = []
        /// Protocol placeholders a class placeholder is used as (`var d: LayoutDelegate = VerticalLayout()`), by class.
        public var conformances: [String: Set<String>] = [:]

        public init(names: [String], namespaces: Set<String> = []) {
            self.names = names.sorted()
            self.namespaces = namespaces
        }

        /// Whether `name`'s placeholder is an enum: a name of no UIKit class's shape (an `NSObject` subclass by the
        /// rule), named as a type, whose static members the files read as values (`.noneDiv`).
        public func isEnum(_ name: String) -> Bool {
            guard !namespaces.contains(name), names.contains(name), case .subclass("NSObject") = kind(of: name) else { return false }
            return (members[name] ?? []).contains {
                $0.isStatic && $0.shape == .property && $0.name != "rawValue" && typedStatics[name]?[$0.name] == nil
            }
                && !(members[name] ?? []).contains { $0.isInitializer && $0.signature != "init(rawValue:)" }
        }

        /// Adds what one of the compiler's errors says is missing: a member, with the shape its use has in `text`
        /// at (`line`, `column`). False when the message is not such an error or nothing new is learnt.
        public mutating func learn(_ message: String, text: String, line: Int, column: Int) -> Bool {
            // `Kinds.header.rawValue`: a namespace whose constant is read as a raw value is an enum of those cases
            // (String raw values, each its case's name: distinct, as element kinds must be).
            if message == "value of type 'String' has no member 'rawValue'" {
                guard let name = UIKitPlaceholderMembers.rawValueReceiver(in: text, line: line, column: column),
                      namespaces.contains(name), names.contains(name), case .subclass("NSObject") = kind(of: name),
                      typedStatics[name] == nil else { return false }
                namespaces.remove(name)
                return true
            }
            // `CGFloat(delegate.configuration.spacing)`: a placeholder's dynamic member converted by a number's
            // initializer (`ambiguous use of 'init(_:)'`: no overload is fixed by a generic `T`) is declared a
            // number, which stops when read (UIKitPlaceholderMembers.numberConversion).
            if message == "ambiguous use of 'init(_:)'" || message == "ambiguous use of 'init'" {
                guard let (member, memberColumn, number) = UIKitPlaceholderMembers.numberConversion(in: text, line: line, column: column),
                      let type = UIKitPlaceholderMembers.receiverType(of: member, in: text, line: line, column: memberColumn,
                                                                      among: names),
                      dynamicMembers.contains(type), typedProperties[type]?[member] == nil else { return false }
                typedProperties[type, default: [:]][member] = number
                return true
            }
            // `struct FeaturedSection: Section`: a name a value type inherits from is a protocol, not class-bound
            // (The Swift Programming Language, "Inheritance": only classes inherit from classes).
            if message.hasPrefix("inheritance from non-protocol type '") {
                let name = String(message.dropFirst("inheritance from non-protocol type '".count).prefix { $0 != "'" })
                guard names.contains(name), !namespaces.contains(name), !protocols.contains(name),
                      case .subclass("NSObject") = kind(of: name) else { return false }
                protocols.insert(name)
                valueProtocols.insert(name)
                return true
            }
            // `var d: LayoutDelegate = VerticalLayout()`: a class placeholder used as a protocol placeholder adopts it.
            if message.hasPrefix("value of type '"), let r = message.range(of: "' does not conform to specified type '") {
                let type = String(message[message.index(message.startIndex, offsetBy: "value of type '".count)..<r.lowerBound])
                let wanted = String(message[r.upperBound...].prefix { $0 != "'" })
                guard names.contains(type), names.contains(wanted), case .subclass = kind(of: type),
                      !protocols.contains(type), kind(of: wanted) == .classBound || protocols.contains(wanted),
                      !valueProtocols.contains(wanted) else { return false }
                return conformances[type, default: []].insert(wanted).inserted
            }
            // `TopApp.reuseIdentifier` of a cell placeholder: UIKit's instance member of that name (`String?`) is found
            // instead of the repository's static constant (`value of optional type 'String?' must be unwrapped`): the
            // static constant is declared (its qualified name, as a placeholder class's statics are).
            if message.hasPrefix("value of optional type '"),
               let member = UIKitPlaceholderMembers.identifier(in: text, line: line, column: column),
               let type = UIKitPlaceholderMembers.staticReceiver(of: member, in: text, line: line, column: column),
               names.contains(type), case .subclass(let superclass) = kind(of: type), superclass != "NSObject",
               !namespaces.contains(type) {
                return members[type, default: []].insert(.init(name: member, isStatic: true, shape: .property)).inserted
            }
            // `CGFloat(a.left + a.right)`: a sum of placeholders' dynamic members (`ambiguous use of operator '+'`)
            // makes both numbers of one type, which stop when read (UIKitPlaceholderMembers.operatorOperands).
            if message.hasPrefix("ambiguous use of operator '") {
                guard let (operands, number) = UIKitPlaceholderMembers.operatorOperands(in: text, line: line, column: column)
                else { return false }
                var learnt = false
                for operand in operands {
                    guard let type = UIKitPlaceholderMembers.receiverType(of: operand.member, in: text, line: line,
                                                                          column: operand.column, among: names),
                          dynamicMembers.contains(type), typedProperties[type]?[operand.member] == nil else { continue }
                    typedProperties[type, default: [:]][operand.member] = number
                    learnt = true
                }
                return learnt
            }
            // A dynamic member of a placeholder read with no type to give (`generic parameter 'T' could not be
            // inferred`): a call (`object?.layoutAttributesForItem(at: ip)`) is a method of the receiver's placeholder
            // (its declaration or cast on the lines before names it); a read followed by another member
            // (`columns.biggestColumn.columnHeight`) gives a value of unknown type.
            if message.hasPrefix("generic parameter '"), message.hasSuffix("' could not be inferred") {
                guard let member = UIKitPlaceholderMembers.identifier(in: text, line: line, column: column),
                      let type = UIKitPlaceholderMembers.receiverType(of: member, in: text, line: line, column: column,
                                                                      among: names),
                      dynamicMembers.contains(type) || !initializers(of: type).isEmpty,
                      let shape = UIKitPlaceholderMembers.shape(of: member, in: text, line: line, column: column) else { return false }
                if shape == .property {
                    return UIKitPlaceholderMembers.isFollowedByMember(member, in: text, line: line, column: column)
                        && chainedMembers.insert(type).inserted
                }
                return members[type, default: []].insert(UIKitPlaceholderMembers.Member(name: member, isStatic: false, shape: shape)).inserted
            }
            if message.hasPrefix("cannot call value of non-function type") {
                guard let member = UIKitPlaceholderMembers.identifier(in: text, line: line, column: column),
                      let type = UIKitPlaceholderMembers.receiverType(of: member, in: text, line: line, column: column,
                                                                      among: names),
                      case .subclass = kind(of: type), !protocols.contains(type),
                      let shape = UIKitPlaceholderMembers.shape(of: member, in: text, line: line, column: column),
                      shape != .property else { return false }
                protocols.insert(type)
                members[type, default: []].insert(UIKitPlaceholderMembers.Member(name: member, isStatic: false, shape: shape))
                return true
            }
            guard var (type, member, isStatic) = UIKitPlaceholderMembers.missingMember(message),
                  let shape = UIKitPlaceholderMembers.shape(of: member, in: text, line: line, column: column) else { return false }
            // `switch cardState { case .expanded: … }` over a class placeholder: the compiler names the class's
            // superclass (`type 'NSObject' has no member 'expanded'`); the member is the switched placeholder's
            // (UIKitPlaceholderMembers.switchedPlaceholder).
            if isStatic, shape == .property, !names.contains(type),
               let switched = UIKitPlaceholderMembers.switchedPlaceholder(at: line, column: column, in: text, among: names),
               case .subclass(let superclass) = kind(of: switched), superclass == type {
                type = switched
            }
            // A nested type's member is learnt only of a namespace nested in a namespace placeholder (`K.Layout`).
            if type.contains("."), !nestedNamespaces.contains(type) { return false }
            // `K.Layout.inset`: `Layout`, a capitalised static read of a namespace followed by another member, is a
            // namespace nested in it.
            if isStatic, shape == .property, namespaces.contains(type) || nestedNamespaces.contains(type),
               member.first?.isUppercase == true,
               UIKitPlaceholderMembers.isFollowedByMember(member, in: text, line: line, column: column) {
                return nestedNamespaces.insert(type + "." + member).inserted
            }
            if !isStatic, shape == .property, !names.contains(type) {
                // An instance property another module's type is given by its repository (`UIScreen.main.screenWidth`):
                // only of a type whose Apple members are known, and a name Apple does not declare there
                // (UIKitAppleMemberNames); else the playground's own gap, which must fail as missing.
                guard UIKitAppleMemberNames.knows(type), !UIKitAppleMemberNames.declares(type, member: member),
                      typedProperties[type]?[member] == nil else { return false }
                typedProperties[type, default: [:]][member] = "String"
                members[type, default: []].insert(UIKitPlaceholderMembers.Member(name: member, isStatic: false, shape: shape))
                return true
            }
            if !isStatic, shape == .property {
                // A placeholder's instance property: a dynamic member (another module's type's is not declared).
                guard names.contains(type), !dynamicMembers.contains(type) else { return false }
                if isEnumCandidate(type), member == "rawValue" { return false }
                dynamicMembers.insert(type)
                return true
            }
            if !names.contains(type) {
                // Another module's type: only what cannot be taken for a gap of the playground's UIKit (whose missing
                // API must fail as missing): a static property (`$0.className`), and a method without arguments of
                // the standard library's and Foundation's value types (`CGFloat.toDecimal1Value()`).
                switch shape {
                // (Not a name Apple declares there, when its static members are known: UIKitAppleMemberNames.)
                case .property where isStatic && !UIKitAppleMemberNames.declaresStatic(type, member: member): break
                case .method(let labels, _) where labels.isEmpty && !isStatic && Self.valueTypes.contains(type): break
                // An instance method of a type whose Apple members are known, by a name Apple does not declare there
                // (`size.applyingInset(x)`, `view.roundCorners()`, `collectionView.dequeue(Cell.self, for: ip)`).
                case .method where !isStatic && UIKitAppleMemberNames.knows(type)
                    && !UIKitAppleMemberNames.declares(type, member: member): break
                default: return false
                }
            }
            let new = UIKitPlaceholderMembers.Member(name: member, isStatic: isStatic, shape: shape)
            return members[type, default: []].insert(new).inserted
        }

        /// The value types a repository extends whose methods it may call here (not re-implemented by the playground).
        static let valueTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "UInt", "String", "Bool", "Date",
                                              "TimeInterval", "Decimal"]

        /// The initializers with arguments the files call on `name` (`GridMetrics(columns: 3)`), by signature; none
        /// for an enum (its raw value's initializer is its own) or a protocol.
        public func initializers(of name: String) -> [UIKitPlaceholderMembers.Member] {
            guard !namespaces.contains(name), !protocols.contains(name), case .subclass = kind(of: name),
                  !isEnum(name) else { return [] }
            return (members[name] ?? []).filter(\.isInitializer).sorted { $0.signature < $1.signature }
        }

        /// What has a placeholder: the types, then the functions (`tween(from:to:)`), then the members given to other
        /// modules' types (`UIColor.random`, `UIView.applyCardShadow(radius:)`), so that a build whose only stand-ins
        /// are those still names them ("with placeholders for UIColor.random (2 builds)").
        public var placeholders: [String] {
            names + functions.map(\.signature).sorted()
                + members.filter { !names.contains($0.key) && !nestedNamespaces.contains($0.key) }
                    .flatMap { type, set in set.filter { !$0.isInitializer }.map { "\(type).\($0.signature)" } }.sorted()
        }

        /// `placeholders`, as `--verbose` and the failure's details say them.
        public var placeholdersSaid: String { placeholders.joined(separator: ", ") }

        func isEnumCandidate(_ name: String) -> Bool {
            !namespaces.contains(name) && kind(of: name) == .subclass(of: "NSObject")
        }
    }

    /// The declarations of a plan's placeholders and members, for the generated entry file ("" for none).
    public static func source(for plan: Plan) -> String {
        guard !plan.names.isEmpty || !plan.members.isEmpty || !plan.functions.isEmpty else { return "" }
        var lines = ["", "// Placeholders for types no file given declares (UIKitPlaceholderTypes; docs/hosting.md).",
                     "func _playgroundPlaceholderStop(_ what: String) -> Never {",
                     "    fatalError(\"\\(what): it is declared in another file of its repository, which is not here; the "
                         + "playground's placeholder cannot run it (put that file beside this one, in one folder)\")",
                     "}"]
        if plan.names.contains(where: { plan.dynamicMembers.contains($0) || !plan.initializers(of: $0).isEmpty }) {
            lines += valueConversion
        }
        if !plan.chainedMembers.isEmpty { lines += unknownValue }
        for name in plan.names {
            let members = (plan.members[name] ?? []).sorted { $0.signature < $1.signature }
            if plan.namespaces.contains(name) || plan.isEnum(name) {
                let typed = plan.typedStatics[name] ?? [:]
                let cases = members.filter { $0.isStatic && $0.shape == .property && typed[$0.name] == nil }
                lines += typedStaticLines(typed, of: name, open: true)
                if plan.isEnum(name) {
                    lines.append("public enum \(name)\(cases.isEmpty ? "" : plan.intRawValues.contains(name) ? ": Int" : ": String") {")
                    lines += cases.map { "    case `\($0.name)`" }
                } else {
                    lines.append("public enum \(name) {")
                    lines += cases.map { "    public static let `\($0.name)` = \"\(name).\($0.name)\"" }
                }
                lines += members.filter { $0.shape != .property }.flatMap { methodLines($0, of: name, returningSelf: false) }
                lines.append("}")
                continue
            }
            let inits = plan.initializers(of: name)
            let dynamic = plan.dynamicMembers.contains(name) || !inits.isEmpty
            switch plan.protocols.contains(name) ? .classBound : plan.kind(of: name) {
            case .classBound:
                if dynamic { lines.append("@dynamicMemberLookup") }
                lines.append("public protocol \(name)\(plan.valueProtocols.contains(name) ? "" : ": AnyObject") {}")
                lines.append("extension \(name) {")
                if dynamic { lines.append("    public subscript<T>(dynamicMember member: String) -> T { \(stop(name)) }") }
                lines += typedPropertyLines(plan.typedProperties[name] ?? [:], of: name)
                lines += members.filter { !$0.isStatic && $0.shape != .property }
                    .flatMap { methodLines($0, of: name, returningSelf: false) }
                lines.append("}")
            case .subclass(let superclass):
                if dynamic { lines.append("@dynamicMemberLookup") }
                let adopted = (plan.conformances[name] ?? []).sorted().map { ", " + $0 }.joined()
                lines.append("open class \(name): \(superclass)\(adopted) {")
                if dynamic {
                    lines += ["    private var _playgroundPlaceholderValues: [String: Any] = [:]",
                              "    public subscript<T>(dynamicMember member: String) -> T {",
                              "        get {",
                              "            if let value: T = _playgroundPlaceholderValue(_playgroundPlaceholderValues[member]) { return value }",
                              "            \(stop(name))",
                              "        }",
                              "        set { _playgroundPlaceholderValues[member] = newValue }",
                              "    }"]
                    if plan.chainedMembers.contains(name) {
                        lines += ["    public subscript(dynamicMember member: String) -> _PlaygroundPlaceholderUnknown {",
                                  "        if let kept = _playgroundPlaceholderValues[member] as? _PlaygroundPlaceholderUnknown { return kept }",
                                  "        let made = _PlaygroundPlaceholderUnknown(what: \"\(name).\\(member)\")",
                                  "        _playgroundPlaceholderValues[member] = made",
                                  "        return made",
                                  "    }"]
                    }
                }
                lines += typedPropertyLines(plan.typedProperties[name] ?? [:], of: name)
                lines += inits.map { initializerLines($0, superclass: superclass) }
                lines += members.filter { $0.isStatic && $0.shape == .property && plan.typedStatics[name]?[$0.name] == nil }
                    .map { "    public static var `\($0.name)`: String { \"\(name).\($0.name)\" }" }
                lines += typedStaticLines(plan.typedStatics[name] ?? [:], of: name, open: false)
                lines += members.filter { $0.shape != .property }.flatMap { methodLines($0, of: name, returningSelf: false) }
                lines.append("}")
            }
        }
        // The repository's top-level functions the files call.
        for function in plan.functions.sorted(by: { $0.signature < $1.signature }) {
            lines += methodLines(function, of: nil, returningSelf: false)
        }
        // Another module's types: what the repository adds to them in an extension.
        for (type, set) in plan.members.sorted(by: { $0.key < $1.key })
        where !plan.names.contains(type) && !plan.nestedNamespaces.contains(type) {
            let members = set.sorted { $0.signature < $1.signature }
            lines.append("extension \(type) {")
            lines += members.filter { $0.isStatic && $0.shape == .property && plan.typedStatics[type]?[$0.name] == nil }
                .map { "    public static var `\($0.name)`: String { String(describing: self) }" }
            lines += typedStaticLines(plan.typedStatics[type] ?? [:], of: type, open: false)
            lines += (plan.typedProperties[type] ?? [:]).sorted { $0.key < $1.key }.map { member, valueType in
                "    public var `\(member)`: \(valueType) { get { _playgroundPlaceholderStop(\"\(type).\(member)\") } "
                    + "set { _playgroundPlaceholderStop(\"\(type).\(member)\") } }"
            }
            lines += members.filter { $0.shape != .property }.flatMap {
                methodLines($0, of: type, returningSelf: Plan.valueTypes.contains(type))
            }
            lines.append("}")
        }
        // Namespaces nested in namespace placeholders (`K.Layout`), parents first, then their members.
        for nested in plan.nestedNamespaces.sorted(by: { ($0.split(separator: ".").count, $0) < ($1.split(separator: ".").count, $1) }) {
            let parts = nested.split(separator: ".")
            lines.append("extension \(parts.dropLast().joined(separator: ".")) { public enum \(parts.last!) {} }")
            let members = (plan.members[nested] ?? []).sorted { $0.signature < $1.signature }
            let typed = plan.typedStatics[nested] ?? [:]
            lines += typedStaticLines(typed, of: nested, open: true)
            lines.append("extension \(nested) {")
            lines += members.filter { $0.isStatic && $0.shape == .property && typed[$0.name] == nil
                    && !plan.nestedNamespaces.contains(nested + "." + $0.name) }
                .map { "    public static let `\($0.name)` = \"\(nested).\($0.name)\"" }
            lines += members.filter { $0.shape != .property }.flatMap { methodLines($0, of: nested, returningSelf: false) }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The note a build with placeholders carries (said as a warning: the layout runs, with stand-ins).
    public static func note(for names: [String]) -> String { note(for: Plan(names: names)) }

    /// The note for a plan: each placeholder and what it stands in as, the methods declared (which stop when called),
    /// and what another module's types were given.
    public static func note(for plan: Plan) -> String {
        let described = plan.names.map { name -> String in
            let members = (plan.members[name] ?? []).sorted { $0.signature < $1.signature }
            let methods = members.filter { $0.shape != .property && !$0.isInitializer }.map(\.signature)
            let inits = plan.initializers(of: name).map(\.signature)
            let statics = members.filter { $0.isStatic && $0.shape == .property && plan.typedStatics[name]?[$0.name] == nil }
                .map(\.name)
            var what: String
            if plan.isEnum(name) {
                what = "an enum of " + (plan.intRawValues.contains(name) ? "Int" : "String") + " raw values, cases "
                    + statics.joined(separator: ", ")
            } else if plan.namespaces.contains(name) {
                what = "a namespace" + (statics.isEmpty ? "" : " of String constants named after themselves ("
                    + statics.joined(separator: ", ") + ")")
            } else {
                switch plan.protocols.contains(name) ? .classBound : plan.kind(of: name) {
                case .classBound: what = "a protocol"
                case .subclass(let superclass): what = "a \(superclass)"
                }
            }
            if !inits.isEmpty {
                what += "; made with " + inits.joined(separator: ", ") + ", which keeps its arguments as the properties "
                    + "of their labels"
            }
            if !methods.isEmpty { what += "; methods that stop when called: " + methods.joined(separator: ", ") }
            return "\(name) (\(what))"
        }
        var text = "declared in no file given, so the playground put placeholders in their place: "
            + described.joined(separator: ", ")
        if !plan.functions.isEmpty {
            text += (plan.names.isEmpty ? "" : "; ") + "functions that stop when called: "
                + plan.functions.map(\.signature).sorted().joined(separator: ", ")
        }
        let typed = plan.typedStatics.sorted { $0.key < $1.key }.flatMap { type, members in
            members.sorted { $0.key < $1.key }.map { "\(type).\($0.key): \($0.value)" }
        }
        if !typed.isEmpty {
            text += "; constants of the type their uses want, which stop when read: " + typed.joined(separator: ", ")
        }
        if !plan.typedResults.isEmpty {
            text += "; results of those methods given the type their uses want: "
                + plan.typedResults.sorted().joined(separator: ", ")
        }
        if !plan.chainedMembers.isEmpty {
            text += "; members read with no type to give, whose own members keep what the files set on them and stop when read otherwise: "
                + plan.chainedMembers.sorted().map { $0 + "'s" }.joined(separator: ", ")
        }
        if !plan.nestedNamespaces.isEmpty {
            text += "; namespaces nested in them: " + plan.nestedNamespaces.sorted().joined(separator: ", ")
        }
        let others = plan.members.filter { type, set in
            !plan.names.contains(type) && !plan.nestedNamespaces.contains(type)
                && set.contains { plan.typedStatics[type]?[$0.name] == nil || !$0.isStatic || $0.shape != .property }
        }.sorted { $0.key < $1.key }
        if !others.isEmpty {
            text += "; and members of other modules' types its repository adds: " + others.map { type, set in
                set.filter { plan.typedStatics[type]?[$0.name] == nil || !$0.isStatic || $0.shape != .property }
                    .sorted { $0.signature < $1.signature }.map { member -> String in
                    let shown = "\(type).\(member.signature)"
                    if member.isStatic, member.shape == .property { return shown + " (the type's name)" }
                    if member.shape == .property {
                        return shown + ": " + (plan.typedProperties[type]?[member.name] ?? "String") + " (stops when read)"
                    }
                    if case .method(let labels, _) = member.shape, labels.isEmpty, !member.isStatic {
                        return shown + " (returns its receiver unchanged: an approximation)"
                    }
                    return shown + " (stops when called)"
                }.joined(separator: ", ")
            }.joined(separator: ", ")
        }
        if plan.members.contains(where: { type, set in
            !plan.names.contains(type) && UIKitAppleMemberNames.knows(type)
                && set.contains { !$0.isStatic && !UIKitAppleMemberNames.declares(type, member: $0.name) } }) {
            text += " (names Apple's declarations of those types do not have: UIKitAppleMemberNames)"
        }
        return text + "; put the files of its repository that declare them beside this one for the real ones "
            + "(docs/hosting.md)"
    }
}
