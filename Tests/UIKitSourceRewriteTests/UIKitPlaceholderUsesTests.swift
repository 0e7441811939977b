import Testing
@testable import UIKitSourceRewrite

/// What a placeholder's uses say when its name does not (host16): the UIKit class of a repository's cell named
/// `TopApp` (cast from a dequeued cell), a namespace read as raw values (an enum), a property's observers after an
/// enum's implicit member (not a trailing closure), a sum of two dynamic members (numbers), members set on a value
/// of unknown type (kept).
@Suite struct UIKitPlaceholderUsesTests {
    @Test func aCastOfADequeuedCellMakesTheNameACell() {
        let text = """
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "a", for: indexPath) as? TopApp
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath) as! Banner
            collectionView.register(Tile.self, forCellWithReuseIdentifier: "t")
            collectionView.register(Caption.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "c")
            let other = thing as? TopAppModel
            """
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "TopApp", in: [text]) == "UICollectionViewCell")
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "Banner", in: [text]) == "UICollectionReusableView")
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "Tile", in: [text]) == "UICollectionViewCell")
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "Caption", in: [text]) == "UICollectionReusableView")
        // `as? TopAppModel` is not `as? TopApp`; a model cast from anything else says nothing.
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "TopAppModel", in: [text]) == nil)
        // A numbered copy of a class named as a view is that view; a name that says its class keeps it.
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "BadgeSupplementaryView1", in: [""]) == "UICollectionReusableView")
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "PhotoCell", in: [text]) == nil)
        let attributes = "override class var layoutAttributesClass: AnyClass { return StickyAttributes.self }"
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "StickyAttributes", in: [attributes]) == nil)   // its name says it
        let named = "override class var layoutAttributesClass: AnyClass { return Sticky.self }"
        #expect(UIKitPlaceholderTypes.superclass(byUseOf: "Sticky", in: [named]) == "UICollectionViewLayoutAttributes")

        var plan = UIKitPlaceholderTypes.Plan(names: ["TopApp", "TopAppModel"])
        plan.superclassesByUse = ["TopApp": "UICollectionViewCell"]
        plan.dynamicMembers = ["TopApp"]
        #expect(plan.kind(of: "TopApp") == .subclass(of: "UICollectionViewCell"))
        #expect(plan.kind(of: "TopAppModel") == .subclass(of: "NSObject"))
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("open class TopApp: UICollectionViewCell {"), "\(source)")
        #expect(UIKitPlaceholderTypes.note(for: plan).contains("TopApp (a UICollectionViewCell)"))
    }

    @Test func anImplicitMemberBeforePropertyObserversIsNoCall() {
        let text = """
            var behavior: Behavior = .normal {
                didSet { invalidateLayout() }
            }
            var other: Behavior = .plain { willSet { } }
            let made = Maker.build { value in value }
            """
        #expect(UIKitPlaceholderMembers.shape(of: "normal", in: text, line: 1, column: 27) == .property)
        #expect(UIKitPlaceholderMembers.shape(of: "plain", in: text, line: 4, column: 24) == .property)
        #expect(UIKitPlaceholderMembers.shape(of: "build", in: text, line: 5, column: 18) == .method(labels: [nil], closures: [1]))
        // Learning the case leaves the observers' bodies alone (only a learnt method's closures are made blank).
        #expect(UIKitPlaceholderMembers.blankingClosures(of: "normal", in: text, line: 1, column: 27) == text)
        #expect(UIKitPlaceholderMembers.blankingClosures(of: "plain", in: text, line: 4, column: 24) == text)
        #expect(UIKitPlaceholderMembers.blankingClosures(of: "build", in: text, line: 5, column: 18) != text)
    }

    @Test func aNamespaceReadAsRawValuesIsAnEnum() {
        let text = """
            let kind = Kinds.header.rawValue
            let plain = Kinds.footer
            """
        #expect(UIKitPlaceholderMembers.rawValueReceiver(in: text, line: 1, column: 25) == "Kinds")
        #expect(UIKitPlaceholderMembers.rawValueReceiver(in: text, line: 2, column: 19) == nil)
        var plan = UIKitPlaceholderTypes.Plan(names: ["Kinds"], namespaces: ["Kinds"])
        plan.members["Kinds"] = [.init(name: "header", isStatic: true, shape: .property),
                                 .init(name: "footer", isStatic: true, shape: .property)]
        let learnt = plan.learn("value of type 'String' has no member 'rawValue'", text: text, line: 1, column: 25)
        #expect(learnt)
        #expect(plan.isEnum("Kinds"))
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("public enum Kinds: String {\n    case `footer`\n    case `header`"), "\(source)")
        let again = plan.learn("value of type 'String' has no member 'rawValue'", text: text, line: 1, column: 25)
        #expect(!again)
    }

    @Test func aSumOfDynamicMembersMakesBothNumbers() {
        let text = """
            protocol CardDelegate { var configuration: Configuration { get } }
            var delegate: CardDelegate!
            func a() -> CGFloat { CGFloat(delegate.configuration.left + delegate.configuration.right) }
            func b() -> Float { delegate.configuration.top * Float(2) }
            func c() -> CGFloat { CGFloat(delegate.configuration.top - delegate.configuration.bottom) }
            func d() -> CGFloat { CGFloat(delegate.configuration.left + width()) }
            """
        // Columns: the `+` of line 3 is at 59; the `-` of line 5 at 58; the `+` of line 6 at 59.
        let sum = UIKitPlaceholderMembers.operatorOperands(in: text, line: 3, column: 59)
        #expect(sum?.members.map(\.member) == ["left", "right"])
        #expect(sum?.members.map(\.column) == [54, 84])
        #expect(sum?.type == "Double")
        #expect(UIKitPlaceholderMembers.operatorOperands(in: text, line: 5, column: 58)?.type == "Float")   // top is made a Float beside
        #expect(UIKitPlaceholderMembers.operatorOperands(in: text, line: 6, column: 59) == nil)             // a call, not a read
        var plan = UIKitPlaceholderTypes.Plan(names: ["Configuration"])
        plan.dynamicMembers = ["Configuration"]
        let learnt = plan.learn("ambiguous use of operator '+'", text: text, line: 3, column: 59)
        #expect(learnt)
        #expect(plan.typedProperties["Configuration"] == ["left": "Double", "right": "Double"])
        let again = plan.learn("ambiguous use of operator '+'", text: text, line: 3, column: 59)
        #expect(!again)
    }

    @Test func membersSetOnAValueOfUnknownTypeAreKept() {
        var plan = UIKitPlaceholderTypes.Plan(names: ["NumberCell"])
        plan.superclassesByUse = [:]
        plan.dynamicMembers = ["NumberCell"]
        plan.chainedMembers = ["NumberCell"]
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("        set { values[member] = newValue }"), "\(source)")
        #expect(source.contains("if let kept = _playgroundPlaceholderValues[member] as? _PlaygroundPlaceholderUnknown { return kept }"), "\(source)")
        #expect(!source.contains("set { _playgroundPlaceholderStop(what) }"), "\(source)")
    }

    @Test func aCaseOfASwitchOverAClassPlaceholderIsItsMember() {
        let text = """
            func frame(index: Int, cardState: CardState) -> CGFloat {
                switch cardState {
                case .Expanded:
                    return 1
                case .InTransit, .Collapsed:
                    return 2
                }
            }
            """
        #expect(UIKitPlaceholderMembers.switchedPlaceholder(at: 3, column: 11, in: text, among: ["CardState"]) == "CardState")
        #expect(UIKitPlaceholderMembers.switchedPlaceholder(at: 5, column: 11, in: text, among: ["CardState"]) == "CardState")
        #expect(UIKitPlaceholderMembers.switchedPlaceholder(at: 3, column: 11, in: text, among: ["Other"]) == nil)
        #expect(UIKitPlaceholderMembers.switchedPlaceholder(at: 4, column: 16, in: text, among: ["CardState"]) == nil)
        // A comparison with an implicit member: the compared value's declared type.
        let compared = """
            protocol CardDelegate { var cardState: CardState { get } }
            let height = delegate.cardState == .Expanded ? 0 : 1
            """
        #expect(UIKitPlaceholderMembers.switchedPlaceholder(at: 2, column: 37, in: compared, among: ["CardState"]) == "CardState")
        var plan = UIKitPlaceholderTypes.Plan(names: ["CardState"])
        // The compiler names the class placeholder's superclass.
        let learnt = plan.learn("type 'NSObject' has no member 'Expanded'", text: text, line: 3, column: 11)
        #expect(learnt)
        #expect(plan.members["NSObject"] == nil)
        #expect(plan.isEnum("CardState"))
        #expect(UIKitPlaceholderTypes.source(for: plan).contains("public enum CardState: String {\n    case `Expanded`"))
    }

    @Test func aCellsStaticIdentifierIsDeclaredBesideUIKitsInstanceOne() {
        let text = """
            let cell = cv.dequeueReusableCell(withReuseIdentifier: TopApp.reuseIdentifier, for: ip) as? TopApp
            """
        #expect(UIKitPlaceholderMembers.staticReceiver(of: "reuseIdentifier", in: text, line: 1, column: 63) == "TopApp")
        #expect(UIKitPlaceholderMembers.staticReceiver(of: "dequeueReusableCell", in: text, line: 1, column: 15) == nil)
        var plan = UIKitPlaceholderTypes.Plan(names: ["TopApp"])
        plan.superclassesByUse = ["TopApp": "UICollectionViewCell"]
        let message = "value of optional type 'String?' must be unwrapped to a value of type 'String'"
        let learnt = plan.learn(message, text: text, line: 1, column: 63)
        #expect(learnt)
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("open class TopApp: UICollectionViewCell {"), "\(source)")
        #expect(source.contains("public static var `reuseIdentifier`: String { \"TopApp.reuseIdentifier\" }"), "\(source)")
        // A name no UIKit class stands behind (an NSObject) is left to the other rules.
        var other = UIKitPlaceholderTypes.Plan(names: ["TopApp"])
        let none = other.learn(message, text: text, line: 1, column: 63)
        #expect(!none)
    }

    @Test func aValueTypesInheritedNameIsAProtocolAndAClassAdoptsTheProtocolItIsUsedAs() {
        var plan = UIKitPlaceholderTypes.Plan(names: ["LayoutDelegate", "Section", "VerticalLayout"])
        let section = plan.learn("inheritance from non-protocol type 'Section'", text: "", line: 1, column: 1)
        #expect(section)
        let adopts = plan.learn("value of type 'VerticalLayout' does not conform to specified type 'LayoutDelegate'",
                                text: "", line: 1, column: 1)
        #expect(adopts)
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("public protocol Section {}"), "\(source)")
        #expect(source.contains("public protocol LayoutDelegate: AnyObject {}"), "\(source)")
        #expect(source.contains("open class VerticalLayout: UICollectionViewLayout, LayoutDelegate {"), "\(source)")
        let again = plan.learn("inheritance from non-protocol type 'Section'", text: "", line: 1, column: 1)
        #expect(!again)
    }
}
