import Foundation
import Testing
import UIKit

/// What the rewrite writes for an optional requirement read as a value (docs/uikit.md, "The rewrite step"): the
/// function when the object's class declares the method, nil otherwise; for a requirement whose result the rewrite
/// widened, the function returns the requirement's own type (FSPagerView's `shouldHighlightItemAt`).
@Suite(.serialized) struct OptionalRequirementValueTests {
    final class Declares: NSObject {
        func pagerView(_ pager: String, shouldHighlightItemAt index: Int) -> Bool? { index.isMultiple(of: 2) }
    }
    final class DeclaresNothing: NSObject {}

    @Test func aWidenedResultIsUnwrappedWhenTheClassDeclaresTheMethod() {
        PlaygroundSelectors.register(Declares.self, ["pagerView(_:shouldHighlightItemAt:)", "pagerView"])
        PlaygroundSelectors.register(DeclaresNothing.self, [])
        let declares = Declares()
        let value: ((String, Int) -> Bool?)? = declares.pagerView(_:shouldHighlightItemAt:)
        let function = PlaygroundSelectors.ifImplementedUnwrappingResult(declares, "pagerView(_:shouldHighlightItemAt:)", value)
        let answers: [Bool]? = function.map { f in [f("p", 0), f("p", 1)] }
        #expect(answers == [true, false])

        let none = DeclaresNothing()
        #expect(PlaygroundSelectors.ifImplementedUnwrappingResult(none, "pagerView(_:shouldHighlightItemAt:)", value) == nil)
        #expect(PlaygroundSelectors.ifImplementedUnwrappingResult(nil, "pagerView(_:shouldHighlightItemAt:)", value) == nil)
    }
}
