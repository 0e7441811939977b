@testable import PlaygroundApp
import Testing

/// A trap whose runtime message names no line of the user's (a standard library check: `Index out of range`, a NaN
/// made an Int) is placed by the runtime's backtrace: the first frame in the user's file or folder (realfiles15:
/// luccafranca-zz/Mozaic's prepare, "Index out of range" with only `Swift/ContiguousArrayBuffer.swift:692`).
@Suite struct TrapUserLineTests {
    static let backtrace = """
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Program crashed: Illegal instruction at 0x00007f639e16df7f ***
        Thread 0 "playground" crashed:
          0      0x00007f639e16df7f _assertionFailure(_:_:file:line:flags:) + 264 in libswiftCore.so
          1 [ra] 0x00007f639e1a2b10 Array.subscript.getter + 80 in libswiftCore.so
          2 [ra] 0x00007f6390012345 Mozaic.prepare() + 912 in libUserLayout_Mozaic_1.so at /work/realfiles/m/Mozaic/Classes/Mozaic.swift:86:45
          3 [ra] 0x00007f6390012999 UICollectionView.layoutIfNeeded() + 40 in playground at /work/main/Sources/UIKit/Views/UICollectionView.swift:10:3
        """

    @Test func theFirstFrameInTheUsersFolderIsTheLine() {
        #expect(TrapMessage.userLine(in: Self.backtrace, under: "/work/realfiles/m") == "Mozaic.swift:86")
        #expect(TrapMessage.userLine(in: Self.backtrace, under: "/work/realfiles/m/") == "Mozaic.swift:86")
        #expect(TrapMessage.userLine(in: Self.backtrace, under: "/work/realfiles/m/Mozaic/Classes/Mozaic.swift")
                == "Mozaic.swift:86")
        #expect(TrapMessage.userLine(in: Self.backtrace, under: "/work/realfiles/other") == nil)
        #expect(TrapMessage.userLine(in: "no frames here", under: "/work") == nil)
    }

    @Test func onlyAUserFileAndLineCountsAsNamingTheLine() {
        #expect(TrapMessage.namesUserLine("CardsLayout.swift:54: Assertion failed: one section"))
        #expect(!TrapMessage.namesUserLine("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"))
        #expect(!TrapMessage.namesUserLine("Could not cast value of type 'A' to 'B' (an as! failed)"))
        #expect(!TrapMessage.namesUserLine(nil))
    }

    @Test func aNaNMadeAnIntIsSaidToBeTheLayoutsArithmetic() {
        let nan = "Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"
        #expect(TrapMessage.explained(nan).contains("the layout's own arithmetic made a NaN or an infinite number"))
        #expect(TrapMessage.explained("Cards.swift:5: Fatal error: no") == "Cards.swift:5: Fatal error: no")
    }
}
