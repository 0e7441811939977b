import PlaygroundCore
import Testing

/// Numbers in messages to 0.1 point (issue 23, item 13).
@Suite struct ReadableTests {
    @Test func roundsToATenth() {
        #expect(Readable.number(740.5255888325764) == "740.5")
        #expect(Readable.number(180) == "180")
        #expect(Readable.number(-0.04) == "0")
        #expect(Readable.number(-0.25) == "-0.3" || Readable.number(-0.25) == "-0.2")
        #expect(Readable.number(-12.36) == "-12.4")
        #expect(Readable.number(.infinity) == "inf")
        #expect(Readable.rect(Rect(x: 0, y: 10.25, width: 180, height: 180.04)) == "(0, 10.3, 180, 180)")
    }

    /// A validator refusal reads as a person would: no 16-digit numbers.
    @Test func refusalsAreRounded() {
        let message = "cell [0, 3] frame \(Readable.rect(Rect(x: 740.5255888325764, y: 0, width: 1 / 3, height: 2))) outside contentSize \(Readable.size(Size(width: 700.123456, height: 10)))"
        #expect(message == "cell [0, 3] frame (740.5, 0, 0.3, 2) outside contentSize 700.1×10")
    }
}
