import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct JSONTests {
    @Test func parsesEveryKind() throws {
        let v = try JSON.parse(#" {"a": [1, -2.5e2, true, false, null], "b": {"c": "x\"\u00e9\ud83d\ude00\n"}} "#)
        #expect(v["a"]?[0]?.number == 1)
        #expect(v["a"]?[1]?.number == -250)
        #expect(v["a"]?[2]?.bool == true)
        #expect(v["a"]?[4]?.isNull == true)
        #expect(v["b"]?["c"]?.string == "x\"é😀\n")
    }

    @Test func roundTripsThroughText() throws {
        let v = JSON.object([("t", .number(0.5)), ("n", .number(3)), ("s", .string("a\tb\u{01}")),
                             ("l", .array([.null, .bool(true)]))])
        #expect(v.serialized() == #"{"t":0.5,"n":3,"s":"a\tb\u0001","l":[null,true]}"#)
        #expect(try JSON.parse(v.serialized()) == v)
    }

    @Test func nonFiniteNumbersBecomeNull() {
        #expect(JSON.array([.number(.nan), .number(.infinity)]).serialized() == "[null,null]")
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "01x", "\"abc", "[1] 2", "{\"a\":}", "-", "1.", "\"\\q\""])
    func rejectsMalformedText(_ text: String) {
        #expect(throws: JSONError.self) { try JSON.parse(text) }
    }

    @Test func rejectsDeepNesting() {
        #expect(throws: JSONError.self) { try JSON.parse(String(repeating: "[", count: 10_000)) }
    }
}
