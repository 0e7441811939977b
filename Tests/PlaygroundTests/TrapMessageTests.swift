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

    /// A view controller's `preconditionFailure` while the check makes the layout: the runtime's backtrace names
    /// `UIKitHostedController.__allocating_init`, which is not memory running out (a real file said "needed more than
    /// 1024 MiB" for it); the build folder's relative path is cut to the user's file name.
    @Test func aBacktracesAllocatingInitIsATrapNotMemory() {
        let errors = """
            call: name
            UserLayout_BaseVC_1/BaseVC.swift:11: Fatal error: Override createLayout() to provide the layout
            0    libswiftCore.so                    0x00007f6567d5f130 swift_reportError + 33
            18   playground                         0x0000563fe4d52690 UIKitHostedController.__allocating_init(viewport:make:) + 80
            """
        #expect(!TrapMessage.ranOutOfMemory(errors))
        #expect(TrapMessage.find(in: errors) == "BaseVC.swift:11: Fatal error: Override createLayout() to provide the layout")
        // The runtime's own words when an allocation fails still count, with or without a trap line.
        #expect(TrapMessage.ranOutOfMemory("swift runtime: failed to allocate memory\n"))
        #expect(TrapMessage.ranOutOfMemory("Fatal error: could not allocate 8 GiB\n"))
        #expect(!TrapMessage.ranOutOfMemory(""))
        #expect(LayoutFileLoader.callName("name") == "making the layout")
        #expect(LayoutFileLoader.callName("prepare") == "prepare")
    }
}
