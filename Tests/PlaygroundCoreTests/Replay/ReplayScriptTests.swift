import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct ReplayScriptTests {
    @Test func parsesTheDocumentedShape() throws {
        let s = try ReplayScript.parse("""
        {"layout": "grid", "size": [800, 600], "items": 40, "images": "imgs", "params": {"itemWidth": 120, "pinHeaders": true},
         "itemSizes": [[4, 3], [1, 2]], "fps": 30, "until": 2.5, "future": {"ignored": true},
         "events": [{"t": 0.2, "type": "mouseUp", "x": 1, "y": 2},
                    {"t": 0.1, "type": "wheel", "dy": -1, "modifiers": ["shift"]},
                    {"t": 0.2, "type": "key", "key": "Q"}]}
        """)
        #expect(s.size == Size(width: 800, height: 600))
        #expect(s.items == 40 && s.images == "imgs" && s.fps == 30 && s.until == 2.5)
        #expect(s.params == ["itemWidth": "120", "pinHeaders": "true"])
        #expect(s.itemSizes == [Size(width: 4, height: 3), Size(width: 1, height: 2)])
        #expect(s.events.map(\.time) == [0.1, 0.2, 0.2])  // sorted by time, stable
        // No x, y: the wheel turns wherever the pointer last was.
        #expect(s.events[0] == InputEvent(time: 0.1, .wheel(dx: 0, dy: -1, at: nil), modifiers: .shift))
        #expect(s.events[1].kind == .pointerUp(Point(x: 1, y: 2), .left))
        #expect(s.events[2].kind == .keyDown("q"))
    }

    @Test func untilDefaultsToOneSecondPastTheLastEvent() throws {
        #expect(try ReplayScript.parse(#"{"events": [{"t": 1.5, "type": "quit"}]}"#).endTime == 2.5)
        #expect(try ReplayScript.parse("{}").endTime == 1)
    }

    @Test(arguments: [
        ("[]", "script must be a JSON object"),
        ("{\"size\": [0, 10]}", "size must be positive"),
        ("{\"size\": \"big\"}", "size must be [width, height]"),
        ("{\"items\": -1}", "items must be a whole number"),
        ("{\"fps\": 0}", "fps must be in 1…1000"),
        ("{\"events\": [{\"t\": 1, \"type\": \"teleport\"}]}", "events[0].type: unknown event type 'teleport'"),
        ("{\"events\": [{\"type\": \"wheel\"}]}", "events[0].t is missing"),
        ("{\"events\": [{\"t\": 0, \"type\": \"mouseDown\", \"x\": 1}]}", "events[0] (mouseDown) needs x and y"),
        ("{\"events\": [{\"t\": \"soon\", \"type\": \"quit\"}]}", "events[0].t must be a number"),
        ("{\"events\": [{\"t\": 0, \"type\": \"key\"}]}", "events[0] (key) needs a key"),
        ("{\"layout\": 3}", "layout must be a string"),
        ("{\"a\": ", "script is not valid JSON"),
    ])
    func malformedScriptsNameTheField(text: String, message: String) {
        do {
            _ = try ReplayScript.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }
}
