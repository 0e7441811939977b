@testable import PlaygroundApp
import Testing

/// A NaN or infinite `Double` made an `Int` is the layout's own arithmetic (realfiles14: akhilcb/ACBRadialCollectionView's
/// unconfigured radius 0 gave 0/0 in collectionViewContentSize): the runtime's words are kept and the cause is said.
@Suite struct TrapUserLineTests {
    @Test func aNaNMadeAnIntIsSaidToBeTheLayoutsArithmetic() {
        let nan = "Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"
        #expect(TrapMessage.explained(nan).hasPrefix(nan))
        #expect(TrapMessage.explained(nan).contains("the layout's own arithmetic made a NaN or an infinite number"))
        #expect(TrapMessage.explained("Cards.swift:5: Fatal error: no") == "Cards.swift:5: Fatal error: no")
    }
}
