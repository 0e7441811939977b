@testable import PlaygroundApp
import Testing

/// The author's own words when a layout traps (issue 32): the runtime's `FILE:LINE: PREFIX: MESSAGE` line, with the
/// file's last component.
@Suite struct TrapMessageTests {
    @Test func theRuntimesLineKeepsTheAuthorsTextFileAndLine() {
        let errors = """
            call: prepare
            /tmp/layout-playground-0/123/UserLayout_Cards_1/CardsLayout.swift:54: Assertion failed: Multiple sections aren't supported!
            """
        #expect(TrapMessage.find(in: errors) == "CardsLayout.swift:54: Assertion failed: Multiple sections aren't supported!")
        #expect(TrapMessage.find(in: "Spiral.swift:9: Fatal error\n") == "Spiral.swift:9: Fatal error")
        #expect(TrapMessage.find(in: "/u/Spiral.swift:9: Precondition failed: radius > 0\n")
                == "Spiral.swift:9: Precondition failed: radius > 0")
        // The standard library's own checks keep their module path.
        #expect(TrapMessage.find(in: "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range\n")
                == "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range")
        // Without a location, the message alone; a line that only mentions the words is not one.
        #expect(TrapMessage.find(in: "Fatal error: boom\n") == "Fatal error: boom")
        #expect(TrapMessage.find(in: "print: a Fatal errors list\n") == nil)
        #expect(TrapMessage.find(in: "") == nil)
    }
}
