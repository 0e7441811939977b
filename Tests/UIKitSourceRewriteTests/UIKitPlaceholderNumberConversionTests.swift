import Testing
@testable import UIKitSourceRewrite

/// A placeholder's dynamic member converted by a number's initializer (`CGFloat(delegate.configuration.spacing)`:
/// `ambiguous use of 'init(_:)'`, no overload fixed by a generic `T`) is declared a number that stops when read: a
/// `Float` when the file makes `Float`s beside its reads (`spacing * Float(index)`), else a `Double`.
@Suite struct UIKitPlaceholderNumberConversionTests {
    @Test func aConvertedDynamicMemberIsDeclaredANumber() {
        let text = """
            protocol CardDelegate { var configuration: Configuration { get } }
            var delegate: CardDelegate!
            func a() -> CGFloat { CGFloat(delegate.configuration.spacing) }
            func b(i: Int) -> Float { delegate.configuration.spacing * Float(i) }
            func c() -> CGFloat { CGFloat(delegate.configuration.height) }
            func d() -> CGFloat { CGFloat(delegate.configuration.height + 1) }
            """
        #expect(UIKitPlaceholderMembers.numberConversion(in: text, line: 3, column: 23)! == ("spacing", 54, "Float"))
        #expect(UIKitPlaceholderMembers.numberConversion(in: text, line: 5, column: 23)! == ("height", 54, "Double"))
        #expect(UIKitPlaceholderMembers.numberConversion(in: text, line: 6, column: 23) == nil)   // not a plain read
        var plan = UIKitPlaceholderTypes.Plan(names: ["Configuration"])
        plan.dynamicMembers = ["Configuration"]
        let message = "ambiguous use of 'init(_:)'"
        let r1 = plan.learn(message, text: text, line: 3, column: 23)
        #expect(r1)
        let r2 = plan.learn(message, text: text, line: 5, column: 23)
        #expect(r2)
        let again = plan.learn(message, text: text, line: 3, column: 23)
        #expect(!again)
        #expect(plan.typedProperties["Configuration"] == ["spacing": "Float", "height": "Double"])
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("public var `spacing`: Float { get { _playgroundPlaceholderStop(\"Configuration.spacing\") }"), "\(source)")
        #expect(source.contains("public var `height`: Double {"), "\(source)")
    }
}
