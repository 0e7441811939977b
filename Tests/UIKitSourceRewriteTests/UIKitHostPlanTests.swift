import Testing
@testable import UIKitSourceRewrite

/// How the loader hosts a bare layout (docs/uikit.md, "Hosting a bare layout"): initializers with defaulted or
/// given arguments, delegate protocols answered by a generated object, several classes and builders offered.
@Suite struct UIKitHostPlanTests {
    func plan(_ text: String, name: String = "group") throws(UIKitPlanError) -> UIKitLayoutPlan {
        try UIKitLayoutPlan.make(files: [(path: "/a/\(name).swift", text: text)], name: name)
    }

    /// The rewritten lines of the first file, without its `#sourceLocation` line.
    func body(_ p: UIKitLayoutPlan) -> [Substring] {
        Array(p.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst())
    }

    /// The generated factory line of the plan's home file.
    func factory(_ p: UIKitLayoutPlan) -> String {
        p.sources.map(\.text).joined().split(separator: "\n").first { $0.contains("_layoutPlaygroundUIKitFactory") }
            .map(String.init) ?? ""
    }

    @Test func anInitializerWhoseParametersAllHaveDefaultsCountsAsInit() throws {
        let p = try plan("""
            import UIKit
            class Aligned: UICollectionViewFlowLayout {
                init(alignment: Int = 0, spacing: CGFloat = 4) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(p.layout == "class Aligned")
        #expect(factory(p).contains("{ Aligned() }"), "\(factory(p))")
    }

    @Test func aDelegateTheLayoutReadsIsAnsweredFromItsRequirements() throws {
        let p = try plan("""
            import UIKit
            protocol MasonryDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat
                func columns(in collectionView: UICollectionView) -> Int
                func spacing(in collectionView: UICollectionView) -> CGFloat
            }
            class Masonry: UICollectionViewLayout {
                weak var delegate: MasonryDelegate?
            }
            """)
        #expect(p.layout == "class Masonry (MasonryDelegate answered by the playground)")
        let f = factory(p)
        #expect(f.contains("collectionView.delegate = answers_MasonryDelegate"), "\(f)")
        #expect(f.contains("layout.delegate = answers_MasonryDelegate"), "\(f)")
        // The photo's height at the item width; 2 columns (a count); 10 points of spacing.
        #expect(p.entry.contains("final class _PlaygroundAnswers_MasonryDelegate: NSObject, MasonryDelegate, UICollectionViewDelegate"))
        #expect(p.entry.contains("-> CGFloat { CGFloat(itemWidth * max(0.01, _p0.playgroundNaturalSize(at: _p1).height) / max(0.01, _p0.playgroundNaturalSize(at: _p1).width)) }"), "\(p.entry)")
        #expect(p.entry.contains("func columns(in _p0: UICollectionView) -> Int { 2 }"), "\(p.entry)")
        #expect(p.entry.contains("func spacing(in _p0: UICollectionView) -> CGFloat { CGFloat(10) }"), "\(p.entry)")
        #expect(p.entry.contains(".number(\"delegateItemWidth\", default: 160.0"), "\(p.entry)")
        #expect(p.notes.contains { $0.what.hasPrefix("delegate answered by the playground: MasonryDelegate") })
    }

    /// A layout that is not a flow layout reading UIKit's flow delegate through a cast (a staggered grid borrowing
    /// `sizeForItemAt`) gets the playground's answers; a flow layout subclass doing the same keeps its own defaults.
    @Test func uikitsFlowDelegateReadByACastIsAnsweredForANonFlowLayout() throws {
        let staggered = try plan("""
            import UIKit
            class Staggered: UICollectionViewLayout {
                override func prepare() {
                    guard let cv = collectionView, let d = cv.delegate as? UICollectionViewDelegateFlowLayout else { return }
                    _ = d.collectionView?(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: 0))
                }
            }
            """)
        #expect(staggered.layout == "class Staggered (UICollectionViewDelegateFlowLayout answered by the playground)",
                "\(staggered.layout)")
        #expect(factory(staggered).contains("collectionView.delegate = answers_UICollectionViewDelegateFlowLayout"),
                "\(factory(staggered))")
        #expect(staggered.entry.contains("final class _PlaygroundAnswers_UICollectionViewDelegateFlowLayout: NSObject, UICollectionViewDelegateFlowLayout"))
        let flow = try plan("""
            import UIKit
            class Leading: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    _ = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
                }
            }
            """)
        #expect(flow.layout == "class Leading", "\(flow.layout)")
    }

    /// A protocol whose name does not say "Delegate" is answered when the layout's property holding it does
    /// (`weak var delegate: BaseLayoutProtocol?`), and a property typed through a typealias of the group
    /// (`typealias Delegate = GridHeightDelegate`) is the protocol's: both layouts read their delegate for heights.
    @Test func aDelegateNamedByItsPropertyOrATypealiasIsAnswered() throws {
        let byProperty = try plan("""
            import UIKit
            protocol BaseLayoutProtocol: AnyObject {
                func collectionView(_ collectionView: UICollectionView, availableWidth: CGFloat, heightForItemAt indexPath: IndexPath) -> CGFloat
            }
            class BaseLayout: UICollectionViewLayout {
                weak var delegate: BaseLayoutProtocol?
            }
            """)
        #expect(byProperty.layout == "class BaseLayout (BaseLayoutProtocol answered by the playground)", "\(byProperty.layout)")
        #expect(factory(byProperty).contains("layout.delegate = answers_BaseLayoutProtocol"), "\(factory(byProperty))")
        let byAlias = try plan("""
            import UIKit
            protocol GridHeightDelegate: AnyObject {
                func numberOfColumns(for size: CGSize) -> Int
            }
            class Grid: UICollectionViewLayout {
                typealias Delegate = GridHeightDelegate
                weak var delegate: Delegate?
            }
            """)
        #expect(byAlias.layout == "class Grid (GridHeightDelegate answered by the playground)", "\(byAlias.layout)")
        #expect(byAlias.entry.contains("func numberOfColumns(for _p0: CGSize) -> Int { 2 }"), "\(byAlias.entry)")
        // A protocol that is neither named nor held as a delegate is not answered.
        let neither = try plan("""
            import UIKit
            protocol Styling: AnyObject { func tint() -> CGFloat }
            class Styled: UICollectionViewLayout { weak var style: Styling? }
            """)
        #expect(neither.layout == "class Styled", "\(neither.layout)")
    }

    /// A layout's own data source protocol (a waterfall asking its `dataSource` for the items' height, trapping
    /// without one) is answered as a delegate is; with a delegate beside it, the delegate is the collection view's.
    @Test func aLayoutsOwnDataSourceIsAnswered() throws {
        let p = try plan("""
            import UIKit
            public protocol WaterfallLayoutDataSource: AnyObject {
                func heightForItems(in layout: Waterfall) -> CGFloat
            }
            protocol WaterfallLayoutDelegate: AnyObject { func columns(in layout: Waterfall) -> Int }
            class Waterfall: UICollectionViewFlowLayout {
                weak var dataSource: WaterfallLayoutDataSource?
                weak var delegate: WaterfallLayoutDelegate?
            }
            """)
        #expect(p.layout == "class Waterfall (WaterfallLayoutDataSource, WaterfallLayoutDelegate answered by the playground)", "\(p.layout)")
        let f = factory(p)
        #expect(f.contains("layout.dataSource = answers_WaterfallLayoutDataSource"), "\(f)")
        #expect(f.contains("collectionView.delegate = answers_WaterfallLayoutDelegate"), "\(f)")
        #expect(!f.contains("collectionView.delegate = answers_WaterfallLayoutDataSource"), "\(f)")
        // The layout-wide height: the items' width (no item to take a photo's ratio from).
        #expect(p.entry.contains("func heightForItems(in _p0: Waterfall) -> CGFloat { CGFloat(itemWidth) }"), "\(p.entry)")
    }

    /// A requirement returning a tuple (a spreadsheet's side-row widths and header heights, each optional) is
    /// answered element by element; before, the protocol went unanswered and the layout, which builds its cache only
    /// with a delegate, trapped indexing its empty cache in `layoutAttributesForItem(at:)`.
    @Test func aTupleRequirementIsAnsweredElementByElement() throws {
        let p = try plan("""
            import UIKit
            protocol SheetLayoutDelegate: AnyObject {
                func widthsOfSideRows(in layout: Sheet) -> (left: CGFloat?, right: CGFloat?)
                func sheet(layout: Sheet, widthForColumnAtIndex index: Int) -> CGFloat
                func span(in layout: Sheet) -> (CGFloat, Int)
            }
            class Sheet: UICollectionViewLayout {
                weak var delegate: SheetLayoutDelegate?
            }
            """)
        #expect(p.layout == "class Sheet (SheetLayoutDelegate answered by the playground)", "\(p.layout)")
        #expect(p.entry.contains("-> (left: CGFloat?, right: CGFloat?) { (left: nil, right: nil) }"), "\(p.entry)")
        #expect(p.entry.contains("-> (CGFloat, Int) { (CGFloat(0), 1) }"), "\(p.entry)")
        #expect(UIKitDelegateAnswers.tupleElements("([String: Int], (Int, Int))")?.map(\.type) == ["[String: Int]", "(Int, Int)"])
        #expect(UIKitDelegateAnswers.tupleElements("(CGFloat)") == nil)
        #expect(UIKitDelegateAnswers.tupleElements("(Int) -> Void") == nil)
    }

    /// A requirement returning an enum of the group whose cases carry values (a per-section style: one column of
    /// a list, or columns of a masonry with a balancing mode) is answered with the first case whose values can all
    /// be answered, by their labels (`columns` 2, a nested enum its first case), the nested type written qualified,
    /// the panel choosing among the answerable cases; an enum whose only case carries a value nothing answers leaves
    /// the protocol unanswered.
    @Test func anEnumWithValuesIsAnsweredWithItsFirstAnswerableCase() throws {
        let p = try plan("""
            import UIKit
            protocol ShelfDelegate: AnyObject {
                func style(forSection section: Int) -> Shelf.Style
            }
            class Shelf: UICollectionViewLayout {
                enum Balance { case greedy, even }
                enum Style {
                    case custom(UIView)
                    case masonry(columns: Int, balance: Balance)
                    case list
                }
                weak var delegate: ShelfDelegate?
            }
            """)
        #expect(p.layout == "class Shelf (ShelfDelegate answered by the playground)", "\(p.layout)")
        // Two answerable cases: the panel chooses (masonry first; the view-carrying case is not offered).
        #expect(p.entry.contains(#"func style(forSection _p0: Int) -> Shelf.Style { [Shelf.Style.masonry(columns: 2, balance: .greedy), Shelf.Style.list][["masonry", "list"].firstIndex(of: choices["delegateStyle"] ?? "") ?? 0] }"#),
                "\(p.entry)")
        #expect(p.entry.contains(#".choice("delegateStyle", default: "masonry", words: ["masonry", "list"]"#), "\(p.entry)")
        #expect(factory(p).contains("_PlaygroundAnswers_ShelfDelegate(itemWidth: width, choices: values)"), "\(factory(p))")
        let unanswered = try plan("""
            import UIKit
            protocol TagDelegate: AnyObject { func tag(for section: Int) -> Tagger.Kind }
            class Tagger: UICollectionViewLayout {
                enum Kind { case view(UIView) }
                weak var delegate: TagDelegate?
            }
            """)
        #expect(unanswered.layout == "class Tagger", "\(unanswered.layout)")
    }

    /// A delegate protocol all of whose requirements are optional (a flex layout's Objective-C-style delegate) gets
    /// its items' sizes answered, as UIKit's flow delegate's optional `sizeForItemAt` is; its other optional
    /// requirements (margins, spacings, a header's size) keep their defaults.
    @Test func anOptionalItemSizeIsAnswered() throws {
        let p = try plan("""
            import UIKit
            @objc protocol FlexDelegate: UICollectionViewDelegate {
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: Flex, sizeForItemAt indexPath: IndexPath) -> CGSize
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: Flex, marginForItemAt indexPath: IndexPath) -> UIEdgeInsets
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: Flex, sizeForHeaderAt indexPath: IndexPath) -> CGSize
            }
            class Flex: UICollectionViewLayout {
                override func prepare() {
                    guard let cv = collectionView, let d = cv.delegate as? FlexDelegate else { return }
                    _ = d.collectionView?(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: 0))
                }
            }
            """)
        #expect(p.layout == "class Flex (FlexDelegate answered by the playground)", "\(p.layout)")
        // `-> CGSize?`: the rewrite widens an optional requirement's result, so the answer must too to be its witness.
        #expect(p.entry.contains("sizeForItemAt _p2: IndexPath) -> CGSize? { CGSize(width: itemWidth"), "\(p.entry)")
        #expect(!p.entry.contains("marginForItemAt") && !p.entry.contains("sizeForHeaderAt"), "\(p.entry)")
    }

    /// A required property is answered as a function of its type would be, for the layout as a whole: a schedule
    /// layout's delegate (an initializer argument) asks `showTimeBar`, `timeBarWidth` and a settable `offset`.
    @Test func aDelegatesRequiredPropertiesAreAnswered() throws {
        let p = try plan("""
            import UIKit
            protocol ScheduleDelegate: UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize
                var showTimeBar: Bool { get }
                var timeBarWidth: CGFloat { get }
                var rowCount: Int { get set }
            }
            class Schedule: UICollectionViewLayout {
                private weak var delegate: ScheduleDelegate!
                init(delegate: ScheduleDelegate) { self.delegate = delegate; super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(p.layout == "class Schedule (ScheduleDelegate answered by the playground)", "\(p.layout)")
        #expect(p.entry.contains("    var showTimeBar: Bool { false }"), "\(p.entry)")
        #expect(p.entry.contains("    var timeBarWidth: CGFloat { CGFloat(itemWidth) }"), "\(p.entry)")
        #expect(p.entry.contains("    var rowCount: Int = 2"), "\(p.entry)")
    }

    @Test func aProtocolWithAPropertyOfAnotherTypeIsNotAnswered() throws {
        let p = try plan("""
            import UIKit
            struct Tile {}
            protocol MosaicDelegate: AnyObject { var tile: Tile { get } }
            class Mosaic: UICollectionViewLayout { weak var delegate: MosaicDelegate? }
            """)
        #expect(p.layout == "class Mosaic")
        #expect(!p.entry.contains("_PlaygroundAnswers"))
    }

    @Test func aProtocolWithARequirementOfAnotherTypeIsNotAnswered() throws {
        let p = try plan("""
            import UIKit
            struct Tile {}
            protocol MosaicDelegate: AnyObject { func tile(at indexPath: IndexPath) -> Tile }
            class Mosaic: UICollectionViewLayout { weak var delegate: MosaicDelegate? }
            """)
        #expect(p.layout == "class Mosaic")
        #expect(!p.entry.contains("_PlaygroundAnswers"))
    }

    @Test func argumentsOfSimpleTypesComeFromThePanel() throws {
        let p = try plan("""
            import UIKit
            enum Style { case compact, roomy }
            class Pages: UICollectionViewLayout {
                init(itemSize: CGSize, columns: Int, style: Style, bounces: Bool, tint: UIColor?) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(p.layout == "class Pages")
        for declared in [#".number("itemSizeWidth", default: 200.0"#, #".number("columns", default: 3.0, range: 0.0...1000.0, integer: true"#,
                         #".choice("style", default: "compact", words: ["compact", "roomy"]"#,
                         #".choice("bounces", default: "false", words: ["false", "true"]"#] {
            #expect(p.entry.contains(declared), "\(declared): \(p.entry)")
        }
        #expect(factory(p).contains("tint: nil"), "\(factory(p))")
    }

    @Test func severalLayoutClassesAreOfferedByALayoutClassParameter() throws {
        let p = try plan("import UIKit\nclass A: UICollectionViewFlowLayout {}\nclass B: UICollectionViewFlowLayout {}\n",
                         name: "two")
        #expect(p.layout == "the classes class A, class B (the layoutClass parameter)")
        #expect(p.entry.contains(#"uikitLayoutPlugin(name: "two""#))
        #expect(p.entry.contains(#".choice("layoutClass", default: "A", words: ["A", "B"]"#), "\(p.entry)")
        #expect(factory(p).contains(#"case "B": let layout = B(); return layout; default: let layout = A(); return layout"#),
                "\(factory(p))")
    }

    /// A class on UICollectionViewLayout itself that overrides `collectionViewContentSize` nowhere in its chain
    /// shows nothing (a repository's base class post-processing attributes): offered after a class that can show
    /// something; one overriding it in an extension keeps its place.
    @Test func aBaseThatShowsNothingIsOfferedLast() throws {
        let p = try plan("""
            import UIKit
            class Base: UICollectionViewLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
            }
            class Flow: UICollectionViewFlowLayout {}
            class Sized: UICollectionViewLayout {}
            extension Sized { override var collectionViewContentSize: CGSize { .zero } }
            """, name: "three")
        #expect(p.layout == "the classes class Flow, class Sized, class Base (the layoutClass parameter)", "\(p.layout)")
    }

    @Test func aFileOfBuildersOffersEachBuilder() throws {
        let p = try plan("""
            import UIKit
            extension NSCollectionLayoutSection {
                static func list(height: CGFloat = 44) -> NSCollectionLayoutSection { fatalError() }
                static func grid(columns: Int) -> NSCollectionLayoutSection { fatalError() }
            }
            enum Layouts {
                static var cards: UICollectionViewCompositionalLayout { fatalError() }
                private static func hidden() -> UICollectionViewLayout { fatalError() }
            }
            """, name: "helpers")
        #expect(p.layout == "the builders list, grid, cards (the builder parameter)")
        #expect(p.entry.contains(#".choice("builder", default: "list", words: ["list", "grid", "cards"]"#), "\(p.entry)")
        // `columns: Int` (no default, not a section index) is a live parameter starting at 3, as a layout
        // initializer's argument is.
        #expect(p.entry.contains(#".number("columns", default: 3.0, range: 0.0...1000.0, integer: true, summary: "columns: an argument of grid")"#),
                "\(p.entry)")
        let f = factory(p)
        #expect(f.contains(#"case "cards": return Layouts.cards"#), "\(f)")
        #expect(f.contains("UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection.list())"), "\(f)")
        #expect(f.contains(#"UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection.grid(columns: Int(Double(values["columns"] ?? "") ?? 3.0)))"#),
                "\(f)")
    }

    /// A layout builder whose arguments are the group's enum and a configuration struct, and a top-level builder
    /// function of a tutorial's helper file: each argument a live parameter; a parameter of a type the playground
    /// cannot write (a data source) keeps its builder out; two builders' `spacing` share one slider.
    @Test func aBuilderWithArgumentsGetsThemFromThePanel() throws {
        let p = try plan("""
            import UIKit
            enum Style { case grid, list }
            struct Metrics {
                var inset: CGFloat
                init(inset: CGFloat) { self.inset = inset }
            }
            enum Factory {
                static func make(style: Style, metrics: Metrics, spacing: CGFloat) -> UICollectionViewLayout { fatalError() }
                static func fed(by source: UICollectionViewDataSource) -> UICollectionViewLayout { fatalError() }
            }
            func createGridLayout(_ spacing: CGFloat, square: Bool) -> UICollectionViewLayout { fatalError() }
            private func hidden() -> UICollectionViewLayout { fatalError() }
            """, name: "factory")
        #expect(p.layout == "the builders make, createGridLayout (the builder parameter)", "\(p.layout)")
        #expect(p.entry.contains(#".choice("style", default: "grid", words: ["grid", "list"]"#), "\(p.entry)")
        #expect(p.entry.contains(#".number("inset", default: 10.0"#), "\(p.entry)")
        #expect(p.entry.components(separatedBy: #".number("spacing""#).count == 2, "\(p.entry)")
        #expect(p.entry.contains(#".choice("square", default: "false""#), "\(p.entry)")
        let f = factory(p)
        #expect(f.contains(#"case "make": return Factory.make(style: { switch values["style"] ?? "" { case "grid": return Style.grid; case "list": return Style.list; default: return Style.grid } }(), metrics: Metrics(inset: CGFloat(Double(values["inset"] ?? "") ?? 10.0)), spacing: CGFloat(Double(values["spacing"] ?? "") ?? 10.0))"#),
                "\(f)")
        #expect(f.contains(#"createGridLayout(CGFloat(Double(values["spacing"] ?? "") ?? 10.0), square: (values["square"] == "true"))"#), "\(f)")
        #expect(!f.contains("fed") && !f.contains("hidden"), "\(f)")
    }

    /// A layout provider object (`class GridProvider { init(columns: Int, spacing: CGFloat); var layout:
    /// UICollectionViewLayout { … } }`) is made with its initializer's arguments from the panel; an instance builder
    /// declared in an extension of a plain struct counts; a view controller's lazy layout is its host's, not offered.
    @Test func aProviderObjectsLayoutPropertyIsOffered() throws {
        let p = try plan("""
            import UIKit
            final class GridProvider {
                let columns: Int
                init(columns: Int, spacing: CGFloat) { self.columns = columns }
                var layout: UICollectionViewLayout { fatalError() }
            }
            struct Sections {}
            extension Sections {
                func list() -> NSCollectionLayoutSection { fatalError() }
            }
            final class Screen: UIViewController {
                init(title: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                lazy var layout: UICollectionViewLayout = UICollectionViewFlowLayout()
                func makeGrid() -> UICollectionViewLayout { fatalError() }
            }
            """, name: "providers")
        // The controller is an entry point before the builders (docs/hosting.md, "Entry points").
        #expect(p.layout == "entry points Screen, builders (the entry parameter)", "\(p.layout)")
        #expect(p.entry.contains(#".choice("builder", default: "GridProvider", words: ["GridProvider", "Sections"]"#), "\(p.entry)")
        #expect(p.entry.contains(#".number("columns", default: 3.0"#), "\(p.entry)")
        let f = p.sources.map(\.text).joined()
        #expect(f.contains(#"case "GridProvider": return GridProvider(columns: Int(Double(values["columns"] ?? "") ?? 3.0), spacing: CGFloat(Double(values["spacing"] ?? "") ?? 10.0)).layout"#), "\(f)")
        #expect(f.contains("UICollectionViewCompositionalLayout(section: Sections().list())"), "\(f)")
        #expect(!f.contains(#"case "Screen""#) && !f.contains("Screen(title: \"title\").layout"), "\(f)")
    }

    /// A file holding only an extension of a view controller declared in another file, whose method makes its
    /// layout (`extension HomeViewController { func generateLayout() -> UICollectionViewLayout }`), offers that
    /// builder, called on the type's placeholder; Apple's types' extensions and a type the files declare are not
    /// made so.
    @Test func anExtensionOfAMissingViewControllerOffersItsLayoutBuilder() throws {
        let p = try plan("""
            import UIKit
            extension HomeViewController {
                func generateLayout() -> UICollectionViewLayout { fatalError() }
            }
            extension UIViewController {
                func sheetLayout() -> UICollectionViewLayout { fatalError() }
            }
            """, name: "home")
        #expect(p.layout.contains("builders HomeViewController"), "\(p.layout)")
        let f = p.sources.map(\.text).joined()
        #expect(f.contains("HomeViewController().generateLayout()"), "\(f)")
        #expect(!f.contains("UIViewController().sheetLayout()"), "\(f)")
        #expect(UIKitBuilders.isRepositoryName("HomeViewController"))
        #expect(!UIKitBuilders.isRepositoryName("UICollectionView") && !UIKitBuilders.isRepositoryName("Array"))
    }

    /// A builder taking a section provider's arguments (a type conforming to a library's section-providing
    /// protocol: `func layout(_ sectionIndex: Int, _ environment: NSCollectionLayoutEnvironment)`) is called from a
    /// provider, once per section; an `Int` that is not a section index (`columns: Int`, no environment) is a live
    /// parameter.
    @Test func aBuilderTakingTheProvidersArgumentsIsCalledFromAProvider() throws {
        let p = try plan("""
            import UIKit
            struct PhotoSection {
                let id = UUID()
                func layout(_ sectionIndex: Int, _ layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
            }
            enum Sections {
                static func list(environment: any NSCollectionLayoutEnvironment, spacing: CGFloat = 8) -> NSCollectionLayoutSection { fatalError() }
                static func grid(columns: Int) -> NSCollectionLayoutSection { fatalError() }
            }
            """, name: "providers")
        #expect(p.layout == "the builders PhotoSection, list, grid (the builder parameter)", "\(p.layout)")
        let f = factory(p)
        #expect(f.contains("UICollectionViewCompositionalLayout { sectionIndex, environment in PhotoSection().layout(sectionIndex, environment) }"), "\(f)")
        #expect(f.contains("UICollectionViewCompositionalLayout { sectionIndex, environment in Sections.list(environment: environment) }"), "\(f)")
        #expect(f.contains(#"UICollectionViewCompositionalLayout(section: Sections.grid(columns: Int(Double(values["columns"] ?? "") ?? 3.0)))"#), "\(f)")
    }

    /// An enum of section kinds whose instance builder switches over `self` (a compositional tutorial's `enum
    /// SectionLayout { case stories, list }` with `func layoutSection(with: NSCollectionLayoutEnvironment)` in an
    /// extension): each plain case is a builder, called on the case; a case with associated values is not offered.
    @Test func anEnumsInstanceBuilderIsOfferedOncePerCase() throws {
        let p = try plan("""
            import UIKit
            enum SectionLayout: Hashable {
                case stories
                case list, grid
                case custom(Int)
            }
            extension SectionLayout {
                func layoutSection(with layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
                var layout: UICollectionViewLayout { fatalError() }
                private func helper() -> NSCollectionLayoutSection { fatalError() }
            }
            """, name: "sections")
        #expect(p.entry.contains(#".choice("builder", default: "stories", words: ["stories", "list", "grid", "stories_layout", "list_layout", "grid_layout"]"#),
                "\(p.entry)")
        let f = factory(p)
        #expect(f.contains("UICollectionViewCompositionalLayout { sectionIndex, environment in SectionLayout.list.layoutSection(with: environment) }"), "\(f)")
        #expect(f.contains(#"case "grid_layout": return SectionLayout.grid.layout"#), "\(f)")
        #expect(!f.contains("custom") && !f.contains("helper"), "\(f)")
    }

    @Test func anOptionalCallOnAReceiverThatIsNotOptionalStaysOptional() throws {
        let p = try plan("""
            import UIKit
            class Spaced: UICollectionViewFlowLayout {
                func spacing(_ d: UICollectionViewDelegateFlowLayout, _ cv: UICollectionView) -> CGFloat {
                    guard let s = d.collectionView?(cv, layout: self, minimumInteritemSpacingForSectionAt: 0) else { return 0 }
                    return s
                }
            }
            """)
        let line = p.sources[0].text.split(separator: "\n").first { $0.contains("guard let s") } ?? ""
        #expect(line.contains("d.collectionView (cv, layout: self, minimumInteritemSpacingForSectionAt: 0).playgroundIfImplemented else"),
                "\(line)")
    }

    /// A file importing only CoreFoundation names CGFloat (CoreFoundation's overlay declares it on Apple's
    /// platforms): here Foundation's, imported on the same line.
    @Test func importCoreFoundationAlsoImportsFoundation() throws {
        let p = try plan("import UIKit\nimport CoreFoundation\nstruct Cap { var width: CGFloat }\nclass L: UICollectionViewFlowLayout {}\n")
        #expect(body(p)[1] == "import CoreFoundation; import Foundation", "\(p.sources[0].text)")
        #expect(body(p)[2] == "struct Cap { var width: CGFloat }")
        #expect(p.notes.contains { $0.what.hasPrefix("import CoreFoundation: import Foundation added") })
    }

    /// `import Darwin` (Apple's C library) is Glibc here: a file importing it and not Foundation still finds `log`
    /// and `gettimeofday` (typelift/SwiftCheck's Random.swift, under `#if os(Linux) import Glibc #else import Darwin`,
    /// which the rewrite resolves as on iOS).
    @Test func importDarwinBecomesGlibc() throws {
        let p = try plan("import UIKit\nimport Darwin.C\nlet e = log(2.0)\nclass L: UICollectionViewFlowLayout {}\n")
        #expect(body(p)[1] == "import Glibc", "\(p.sources[0].text)")
        #expect(p.notes.contains { $0.what.hasPrefix("import Darwin.C became import Glibc") })
    }

    @Test func importsOfApplesOwnModulesAreBlanked() throws {
        let p = try plan("import UIKit\nimport ObjectiveC\nclass L: UICollectionViewFlowLayout {}\n")
        // "import ObjectiveC" (17 characters) becomes as many spaces: the lines below keep their numbers.
        #expect(body(p)[1] == String(repeating: " ", count: 17), "\(p.sources[0].text)")
        #expect(p.notes.contains { $0.what.hasPrefix("import ObjectiveC removed") })
    }

    /// A group of builders whose first file is a model importing only Foundation: the factory (whose signature names
    /// UICollectionViewLayout) goes in a file that sees UIKit (bart-g/CompositionalLayout-DiffableDataSource's
    /// Spotify screen did not compile: "cannot find type 'UICollectionViewLayout' in scope").
    @Test func theBuildersFactoryGoesInAFileThatSeesUIKit() throws {
        let p = try UIKitLayoutPlan.make(files: [
            (path: "/a/Builders/ShelfLayoutBuilder.swift", text: """
                import UIKit
                enum ShelfLayoutBuilder {
                    static func shelfSection() -> NSCollectionLayoutSection {
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
                    }
                }
                """),
            (path: "/a/Alpha/Model.swift", text: "import Foundation\nstruct Book { var title: String }\n"),
        ].sorted { $0.path < $1.path }, name: "shelf")
        let home = try #require(p.sources.first { $0.text.contains("_layoutPlaygroundUIKitFactory") })
        #expect(home.path.hasSuffix("ShelfLayoutBuilder.swift"), "\(home.path)")
    }
}
