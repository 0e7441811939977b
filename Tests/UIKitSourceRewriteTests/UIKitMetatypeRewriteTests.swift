import Testing
@testable import UIKitSourceRewrite

/// Initializers called on metatype values become `PlaygroundMakers.make` (UIKitRewriteVisitor+Metatypes), and the
/// entry point registers the makers of the group's classes (UIKitLayoutPlan+Makers).
@Suite struct UIKitMetatypeRewriteTests {
    func plan(_ text: String) throws -> UIKitLayoutPlan {
        try UIKitLayoutPlan.make(files: [(path: "/a/Menu.swift", text: text)], name: "menu")
    }

    static let menu = """
        import UIKit
        final class Screen: UIViewController {}
        final class Cell: UICollectionViewCell {}
        final class Named: UIViewController {
            init(name: String) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Menu: UICollectionViewController {
            var cellClass: UICollectionViewCell.Type = Cell.self
            func make(_ type: UIViewController.Type) -> UIViewController { type.init() }
            func cell() -> UICollectionViewCell { self.cellClass.init(frame: .zero) }
            func again() -> UIViewController { type(of: self).init(collectionViewLayout: UICollectionViewFlowLayout()) }
            func plain() -> Screen { Screen.init() }
        }
        """

    @Test func callsOnMetatypeValuesBecomeMakerCalls() throws {
        let text = try plan(Self.menu).sources[0].text
        #expect(text.contains("{ PlaygroundMakers.make(type) }"))
        #expect(text.contains("{ PlaygroundMakers.make(self.cellClass, frame: .zero) }"))
        #expect(text.contains("{ PlaygroundMakers.make(type(of: self), collectionViewLayout: UICollectionViewFlowLayout()) }"))
        // A type's own name is not a metatype value: left as written.
        #expect(text.contains("-> Screen { Screen.init() }"))
    }

    /// A metatype cast, read from a dictionary or unwrapped (`(kind as! UICollectionReusableView.Type).init(frame:)`,
    /// `viewClasses[kind]!.init(frame:)`): made as a metatype value is; a cast to a plain type is not a metatype.
    @Test func castsSubscriptsAndUnwrapsOfMetatypesBecomeMakerCalls() throws {
        let text = try plan("""
            import UIKit
            final class Decorations: UICollectionViewLayout {
                var viewClasses: [String: UICollectionReusableView.Type] = [:]
                var viewClass: AnyClass?
                var optionalClass: UICollectionReusableView.Type?
                func a() -> UIView { (viewClass as! UICollectionReusableView.Type).init(frame: .zero) }
                func b() -> UIView { viewClasses["x"]!.init(frame: .zero) }
                func c() -> UIView { optionalClass!.init(frame: .zero) }
                func d() -> UIView { (UICollectionReusableView.self).init(frame: .zero) }
            }
            """).sources[0].text
        #expect(text.contains("PlaygroundMakers.make((viewClass as! UICollectionReusableView.Type), frame: .zero)"), "\(text)")
        #expect(text.contains("PlaygroundMakers.make(viewClasses[\"x\"]!, frame: .zero)"), "\(text)")
        #expect(text.contains("PlaygroundMakers.make(optionalClass!, frame: .zero)"), "\(text)")
        #expect(text.contains("PlaygroundMakers.make((UICollectionReusableView.self), frame: .zero)"), "\(text)")
    }

    @Test func theEntryPointRegistersTheClassesThatHaveTheInitializer() throws {
        let p = try plan(Self.menu)
        let text = p.sources[0].text
        #expect(text.contains("PlaygroundMakers.register(Screen.self, plain: { Screen() })"))
        #expect(text.contains("PlaygroundMakers.register(Cell.self, frame: { Cell(frame: $0) })"))
        #expect(text.contains("PlaygroundMakers.register(Menu.self, collectionViewLayout: { Menu(collectionViewLayout: $0) })"))
        // Named declares a designated initializer with an argument: neither init() nor init(frame:).
        #expect(!text.contains("register(Named.self"))
        #expect(p.entry.contains("_layoutPlaygroundMakers_0()"))
    }

    /// A generic parameter constrained to a class (`TextFieldClass: UITextField`, as a search control's is) is made
    /// from its metatype; one constrained to a protocol is left alone.
    @Test func aClassConstrainedGenericParameterIsMadeFromItsMetatype() throws {
        let text = try plan("""
            import UIKit
            final class Reel<TextFieldClass: UITextField, Model: Equatable>: UIView {
                let field = TextFieldClass()
                func cell<T: UICollectionViewCell>() -> T { T(frame: .zero) }
                func model<M: Decodable>() -> M? { nil }
            }
            final class ReelLayout: UICollectionViewFlowLayout {}
            """).sources[0].text
        #expect(text.contains("let field = PlaygroundMakers.make(TextFieldClass.self)"))
        #expect(text.contains("{ PlaygroundMakers.make(T.self, frame: .zero) }"))
    }

    @Test func withoutACallOnAMetatypeNothingIsRegistered() throws {
        let p = try plan("import UIKit\nfinal class Screen: UIViewController {}\nlet s = Screen.init()\n")
        #expect(!p.sources[0].text.contains("PlaygroundMakers"))
        #expect(!p.entry.contains("_layoutPlaygroundMakers_"))
    }
}

/// `responds(to: #selector(…))` and optional requirements read as values (UIKitRewriteVisitor+Responds), answered
/// from the table of the files' methods the entry point registers.
@Suite struct UIKitRespondsRewriteTests {
    static let file = """
        import UIKit
        @objc protocol CardDelegate: NSObjectProtocol {
            @objc optional func didTapCard(at index: Int)
        }
        class Base: UIViewController { func refresh() {} }
        final class Cards: Base, CardDelegate {
            weak var delegate: CardDelegate?
            func check() -> Bool { delegate?.responds(to: #selector(CardDelegate.didTapCard(at:))) == true }
            func tap() { if let f = delegate?.didTapCard { f(0) } }
            func call() { delegate?.didTapCard?(at: 1) }
            func selector() -> Selector { #selector(Cards.refresh) }
        }
        extension Cards { func reload() {} }
        """

    @Test func theSelectorInRespondsBecomesTheMethodsName() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Cards.swift", text: Self.file)], name: "cards")
        let text = p.sources[0].text
        #expect(text.contains(#"delegate?.responds(to: Selector("didTapCard(at:)"))"#))
        // Elsewhere a selector is still the method itself.
        #expect(text.contains(" Selector(Cards.refresh)"))
    }

    @Test func anOptionalRequirementReadAsAValueIsNilUnlessDeclared() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Cards.swift", text: Self.file)], name: "cards")
        let text = p.sources[0].text
        #expect(text.contains(#"if let f = PlaygroundSelectors.ifImplemented(delegate, "didTapCard", delegate?.didTapCard) { f(0) }"#))
        // Called, it is the optional-call rewrite's.
        #expect(text.contains("delegate?.didTapCard (at: 1)"))
    }

    /// A class's own property that shares an optional requirement's name (a layout's `numberOfColumns` beside its
    /// delegate's optional `numberOfColumns(in:)`) is not the requirement: written and read, it is left alone.
    @Test func aPropertyNamedAsAnOptionalRequirementIsLeftAlone() throws {
        let file = """
            import UIKit
            @objc protocol ColumnsDelegate { @objc optional func numberOfColumns(in cv: UICollectionView) -> Int }
            final class Columns: UICollectionViewLayout {
                weak var delegate: ColumnsDelegate?
                var numberOfColumns = 2
                var shared: Columns?
                func set() { shared?.numberOfColumns = 3; let n = shared?.numberOfColumns; _ = n; self.numberOfColumns = 4 }
            }
            """
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Columns.swift", text: file)], name: "columns")
        let text = p.sources[0].text
        #expect(text.contains("shared?.numberOfColumns = 3;"))
        #expect(text.contains("self.numberOfColumns = 4"))
        #expect(!text.contains("ifImplemented(self"))
    }

    /// A layout's own `collectionView` (UICollectionViewLayout's property) bound in a `guard let` is that property,
    /// though its delegate's optional requirements are all named `collectionView(_:layout:…)`.
    @Test func aLayoutsCollectionViewIsNotItsDelegatesOptionalRequirement() throws {
        let file = """
            import UIKit
            @objc protocol FlexDelegate: UICollectionViewDelegate {
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: Flex, sizeForItemAt indexPath: IndexPath) -> CGSize
            }
            final class Flex: UICollectionViewLayout {
                override func prepare() {
                    guard let collectionView = self.collectionView else { return }
                    if let cv = collectionView.delegate as? FlexDelegate { _ = cv }
                }
            }
            """
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Flex.swift", text: file)], name: "flex")
        let text = p.sources[0].text
        #expect(text.contains("guard let collectionView = self.collectionView else { return }"), "\(text)")
        #expect(!text.contains("ifImplemented(self"))
    }

    @Test func theTableListsEachClassesMethodsWithItsAncestorsAndExtensions() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Cards.swift", text: Self.file)], name: "cards")
        let text = p.sources[0].text
        let line = try #require(text.split(separator: "\n").first { $0.contains("PlaygroundSelectors.register(Cards.self") })
        for name in ["refresh", "refresh()", "reload()", "check()", "tap()", "selector()"] {
            #expect(line.contains("\"\(name)\""), "\(line)")
        }
        #expect(!line.contains("didTapCard"))
        #expect(p.entry.contains("_layoutPlaygroundMakers_0()"))
    }
}
