import Testing
@testable import UIKitSourceRewrite

/// Builders and layout classes in the shapes real compositional files give them (docs/uikit.md, "Hosting a bare
/// layout", "Builders"): a section provider's optional section, a handler argument, an array of the file's
/// section enum.
@Suite struct UIKitBuilderShapesTests {
    func plan(_ text: String, name: String = "group") throws(UIKitPlanError) -> UIKitLayoutPlan {
        try UIKitLayoutPlan.make(files: [(path: "/a/\(name).swift", text: text)], name: name)
    }

    /// The generated factory line of the plan's home file.
    func factory(_ p: UIKitLayoutPlan) -> String {
        p.sources.map(\.text).joined().split(separator: "\n").first { $0.contains("_layoutPlaygroundUIKitFactory") }
            .map(String.init) ?? ""
    }

    /// A provider object's `func makeSection(_ section: Int, environment:) -> NSCollectionLayoutSection?` (the
    /// section provider's own return type, UICollectionViewCompositionalLayout.h) is offered, called from a
    /// provider; a section builder answering an optional without the provider's arguments is called there too,
    /// since `init(section:)` takes no nil. An optional layout is not offered.
    @Test func aBuilderReturningAnOptionalSectionIsCalledFromAProvider() throws {
        let p = try plan("""
            import UIKit
            final class LayoutProvider {
                func makeSection(_ section: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? { nil }
            }
            enum Sections {
                static func banner() -> NSCollectionLayoutSection! { nil }
                static var maybe: UICollectionViewLayout? { nil }
            }
            """, name: "provider")
        #expect(p.layout == "the builders LayoutProvider, banner (the builder parameter)", "\(p.layout)")
        let f = factory(p)
        #expect(f.contains("UICollectionViewCompositionalLayout { sectionIndex, environment in LayoutProvider().makeSection(sectionIndex, environment: environment) }"), "\(f)")
        #expect(f.contains("UICollectionViewCompositionalLayout { sectionIndex, environment in Sections.banner() }"), "\(f)")
        #expect(!f.contains("maybe"), "\(f)")
    }

    /// A layout class whose only initializer takes a handler (`init(interactiveSliderHandler: @escaping (IndexPath)
    /// -> Void)`) is made with a closure that does nothing; a handler returning a value is not written.
    @Test func aLayoutTakingAHandlerIsMadeWithAnEmptyClosure() throws {
        let p = try plan("""
            import UIKit
            class Layout: UICollectionViewCompositionalLayout {
                init(interactiveSliderHandler: @escaping (IndexPath) -> Void, done: @escaping () -> (), pair: ((Int, Int) -> Void)) {
                    super.init(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [])))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, name: "Layout")
        let f = factory(p)
        #expect(f.contains("Layout(interactiveSliderHandler: { _ in }, done: {}, pair: { _, _ in })"), "\(f)")
        #expect(throws: UIKitPlanError.self) {
            try plan("""
                import UIKit
                class Sized: UICollectionViewFlowLayout {
                    init(size: @escaping (IndexPath) -> CGSize) { super.init() }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """, name: "Sized")
        }
    }

    /// A builder taking the app's sections as an array of the file's enum (`static func build(for sections:
    /// [SectionType]) -> UICollectionViewCompositionalLayout`) gets every case, in declaration order.
    @Test func aBuilderTakingAnArrayOfTheSectionEnumGetsEveryCase() throws {
        let p = try plan("""
            import UIKit
            enum SectionType { case recent, shows
                case episodes }
            enum Builder {
                static func build(for sections: [SectionType]) -> UICollectionViewCompositionalLayout { fatalError() }
            }
            """, name: "Builder")
        let f = factory(p)
        #expect(f.contains("Builder.build(for: [SectionType.recent, SectionType.shows, SectionType.episodes])"), "\(f)")
    }

    /// `open override static var layerClass` (Swift 4 warned, Swift 5 rejects: static members are implicitly final):
    /// `open` becomes `public` (an override in a public class must be as accessible as it); a class member keeps its
    /// `open`.
    @Test func openIsDroppedFromAStaticMember() throws {
        let p = try plan("""
            import UIKit
            open class Cell: UICollectionViewCell {
                open override static var layerClass: AnyClass { CAGradientLayer.self }
                open static func make() -> Cell { Cell(frame: .zero) }
                open override class var requiresConstraintBasedLayout: Bool { true }
            }
            final class Layout: UICollectionViewFlowLayout {}
            """, name: "Cell")
        let text = p.sources[0].text
        #expect(text.contains("    public override static var layerClass: AnyClass { CAGradientLayer.self }"), "\(text)")
        #expect(text.contains("    public static func make() -> Cell"), "\(text)")
        #expect(text.contains("open override class var requiresConstraintBasedLayout"), "\(text)")
        #expect(p.notes.filter { $0.what.hasPrefix("open → public on a static member") }.count == 2)
    }

    /// The members of a `private extension` are file-private: its builders are not offered (the factory in another
    /// file could not call them; BoseSj's `private extension ViewController { static func sectionLayout() }`).
    @Test func aPrivateExtensionsBuildersAreNotOffered() throws {
        let p = try plan("""
            import UIKit
            enum Layouts {}
            private extension Layouts {
                static func hidden() -> NSCollectionLayoutSection { fatalError() }
            }
            fileprivate extension Layouts {
                static func alsoHidden() -> UICollectionViewLayout { fatalError() }
            }
            extension Layouts {
                static func shown() -> NSCollectionLayoutSection { fatalError() }
            }
            """, name: "Layouts")
        #expect(p.layout == "the builders shown (the builder parameter)", "\(p.layout)")
    }
}
