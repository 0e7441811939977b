import Testing
@testable import UIKitSourceRewrite

/// The types uses want of placeholder values (UIKitPlaceholderResults): untyped bindings of a learnt method's result,
/// constants read as numbers, repository protocols named after UIKit's.
@Suite struct UIKitPlaceholderResultsTests {
    /// The compiler's messages about a `()` or `String` value used as another type: conversions, operators, returns,
    /// assignments, implicit members; anything else is not read.
    @Test func wantedTypesFromMessages() {
        #expect(UIKitPlaceholderResults.wantedType("cannot convert value of type '()' to expected argument type 'CGFloat'",
                                                   insteadOf: "()").map { [$0.type, "\($0.conversion)"] } == ["CGFloat", "true"])
        #expect(UIKitPlaceholderResults.wantedType("binary operator '>' cannot be applied to operands of type '()' and 'Int'",
                                                   insteadOf: "()").map { [$0.type, "\($0.conversion)"] } == ["Int", "false"])
        #expect(UIKitPlaceholderResults.wantedType("binary operator '*' cannot be applied to operands of type 'Double' and 'String'",
                                                   insteadOf: "String")?.type == "Double")
        #expect(UIKitPlaceholderResults.wantedType("cannot convert return expression of type '()' to return type 'CGSize'",
                                                   insteadOf: "()")?.type == "CGSize")
        #expect(UIKitPlaceholderResults.wantedType("cannot assign value of type 'String' to type 'UIColor?'",
                                                   insteadOf: "String")?.type == "UIColor?")
        #expect(UIKitPlaceholderResults.wantedType("cannot convert value of type '()' to expected argument type '() -> Void'",
                                                   insteadOf: "()") == nil)
        #expect(UIKitPlaceholderResults.wantedType("cannot convert value of type 'Int' to expected argument type 'CGFloat'",
                                                   insteadOf: "()") == nil)
        #expect(UIKitPlaceholderResults.wantedType("cannot convert value of type 'Double' to expected argument type '()'",
                                                   insteadOf: "()").map { [$0.type, "\($0.conversion)"] } == ["Double", "false"])
        #expect(UIKitPlaceholderResults.implicitMember(
            "member 'brandShade' in 'UIColor?' produces result of type 'String', but context expects 'UIColor?'",
            insteadOf: "String").map { [$0.type, $0.member, $0.wanted] } == ["UIColor", "brandShade", "UIColor?"])
    }

    /// `let n = delegate.columns(…)` is given the type its use wants; a typed binding, one of another call, or a
    /// name bound to no learnt method is left alone.
    @Test func anUntypedBindingOfALearntCallIsTyped() {
        let text = """
            let n = delegate.columns(in: cv)
            if let h = delegate?.height (for: 0) {
            let m: Int = delegate.columns(in: cv)
            let w = cv.bounds.width
            x = n * 2 + w
            y = f(h, m)
            """
        let typed = UIKitPlaceholderResults.typingBinding(in: text, line: 5, column: 7, wholeLine: true,
                                                          methods: ["columns", "height"], as: "Int")
        #expect(typed?.name == "n")
        #expect(typed?.text.hasPrefix("let n: Int = delegate.columns(in: cv)\n") == true)
        let h = UIKitPlaceholderResults.typingBinding(in: text, line: 6, column: 7, wholeLine: false,
                                                      methods: ["columns", "height"], as: "CGFloat")
        #expect(h?.text.contains("if let h: CGFloat = delegate?.height (for: 0) {") == true)
        #expect(UIKitPlaceholderResults.typingBinding(in: text, line: 6, column: 10, wholeLine: false,
                                                      methods: ["columns"], as: "Int") == nil)
        #expect(UIKitPlaceholderResults.typingBinding(in: text, line: 5, column: 15, wholeLine: false,
                                                      methods: ["columns"], as: "CGFloat") == nil)
        #expect(UIKitPlaceholderResults.retypingBinding(of: "n", written: "Int", in: typed!.text, line: 5, as: "CGFloat")?
                    .hasPrefix("let n: CGFloat = ") == true)
    }

    /// The `Name.member` reads on a line, of the names given: the one at the column, or all of them.
    @Test func staticReadsOnALine() {
        let text = "    itemSize = CGSize(width: TileMetrics.side * 2, height: K.gap + TileMetrics.side)"
        let all = UIKitPlaceholderResults.staticReads(in: text, line: 1, column: 1, wholeLine: true, types: ["TileMetrics", "K"])
        #expect(all.map { "\($0.type).\($0.member)" } == ["TileMetrics.side", "K.gap", "TileMetrics.side"])
        let one = UIKitPlaceholderResults.staticReads(in: text, line: 1, column: 60, wholeLine: false, types: ["K"])
        #expect(one.map { "\($0.type).\($0.member)" } == ["K.gap"])
        #expect(UIKitPlaceholderResults.staticReads(in: text, line: 1, column: 62, wholeLine: false, types: ["K"])
                    .map { "\($0.type).\($0.member)" } == ["K.gap"])
        #expect(UIKitPlaceholderResults.staticReads(in: text, line: 1, column: 55, wholeLine: false, types: ["K"]).isEmpty)
    }

    /// A typed static is declared of its type and stops when read; an enum whose every static is typed has no raw
    /// type; the note says them.
    @Test func typedStaticsAreDeclaredOfTheirType() {
        var plan = UIKitPlaceholderTypes.Plan(names: ["TileMetrics"], namespaces: ["TileMetrics"])
        plan.members["TileMetrics"] = [.init(name: "side", isStatic: true, shape: .property),
                                       .init(name: "kind", isStatic: true, shape: .property)]
        plan.members["UIColor"] = [.init(name: "brandShade", isStatic: true, shape: .property)]
        plan.typedStatics = ["TileMetrics": ["side": "CGFloat"], "UIColor": ["brandShade": "UIColor"]]
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("public static var `side`: CGFloat { _playgroundPlaceholderStop(\"TileMetrics.side\") }"), "\(source)")
        #expect(source.contains("public static let `kind` = \"TileMetrics.kind\""), "\(source)")
        #expect(source.contains("public static var `brandShade`: UIColor { _playgroundPlaceholderStop(\"UIColor.brandShade\") }"), "\(source)")
        #expect(!source.contains("brandShade`: String"), "\(source)")
        #expect(UIKitPlaceholderTypes.note(for: plan).contains("TileMetrics.side: CGFloat"))
    }

    /// Names with UIKit's prefix that are a repository's: collection-view delegate/data-source protocols and layouts
    /// none of UIKit's headers declare; UIKit's own stay UIKit's.
    @Test func repositoryNamesWithUIKitsPrefix() {
        #expect(UIKitPlaceholderTypes.isRepositoryType(withApplePrefix: "UICollectionViewDelegateWaterfallLayout"))
        #expect(UIKitPlaceholderTypes.kind(of: "UICollectionViewDelegateWaterfallLayout") == .classBound)
        #expect(UIKitPlaceholderTypes.isRepositoryType(withApplePrefix: "UICollectionViewDataSourceJSPintLayout"))
        #expect(UIKitPlaceholderTypes.isRepositoryType(withApplePrefix: "UICollectionViewWaterfallLayout"))
        #expect(UIKitPlaceholderTypes.kind(of: "UICollectionViewWaterfallLayout") == .subclass(of: "UICollectionViewLayout"))
        for apple in ["UICollectionViewDelegateFlowLayout", "UICollectionViewDataSourcePrefetching",
                      "UICollectionViewTransitionLayout", "UICollectionViewCompositionalLayout", "UITableViewDelegate",
                      "UIFooView"] {
            #expect(!UIKitPlaceholderTypes.isRepositoryType(withApplePrefix: apple), "\(apple)")
        }
    }
}
