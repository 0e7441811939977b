import Testing
@testable import PlaygroundCore

@Suite struct ParameterTests {
    @Test func defaultsAndOverrides() throws {
        let p = try ParameterValues(["itemWidth": " 120 "], specs: GridLayout.parameters, layout: "grid")
        #expect(p.number("itemWidth") == 120)
        #expect(p.number("itemHeight") == 180)
        #expect(p.string("direction") == "vertical")
        #expect(p.flag("pinHeaders") == false)
    }

    @Test(arguments: [
        ("nope", "1", "unknown parameter 'nope' for layout grid"),
        ("itemWidth", "abc", "parameter itemWidth of layout grid must be a number, got 'abc'"),
        ("itemWidth", "0", "parameter itemWidth of layout grid must be in 1…10000, got 0"),
        ("itemWidth", "nan", "parameter itemWidth of layout grid must be a number, got 'nan'"),
        ("sections", "2.5", "parameter sections of layout grid must be a whole number, got 2.5"),
        ("direction", "diagonal", "parameter direction of layout grid must be one of vertical|horizontal, got 'diagonal'"),
        ("pinHeaders", "maybe", "parameter pinHeaders of layout grid must be true or false, got 'maybe'"),
    ])
    func badValuesGiveOneLineMessages(name: String, value: String, message: String) {
        do {
            _ = try LayoutRegistry.make("grid", params: [name: value])
            Issue.record("accepted \(name)=\(value)")
        } catch {
            #expect(error.message.hasPrefix(message))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func unknownLayoutNamesTheKnownOnes() {
        #expect(throws: ParameterError.self) { try LayoutRegistry.make("spiral") }
        do { _ = try LayoutRegistry.make("spiral") } catch { #expect(error.message.contains("grid")) }
    }
}
