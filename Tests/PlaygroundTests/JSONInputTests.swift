import Testing
import PlaygroundCore
import PlaygroundJSON

/// Files are read with JSONDecoder, and every failure is one line in our words: the key path and what was expected,
/// or where the text stops being JSON; never Foundation's description of a DecodingError.
@Suite struct JSONInputTests {
    func message<T: Decodable>(_ type: T.Type, _ text: String, root: String = "script") -> String {
        do {
            _ = try JSONInput.decode(type, from: text, root: root)
            return "accepted"
        } catch {
            return error.message
        }
    }

    @Test func syntaxErrorsSayWhere() {
        #expect(message(ReplayScript.self, "{\"events\": [\n {\"t\": 0, \"type\": x}]}")
                == "script is not valid JSON: unexpected text at line 2, column 19")
        #expect(message(ReplayScript.self, "{\"events\": [") == "script is not valid JSON: the text ends before the JSON value does")
        #expect(message(ReplayScript.self, "  \n") == "script is not valid JSON: the file is empty")
    }

    @Test func typeErrorsNameTheKeyPath() {
        #expect(message(ReplayScript.self, #"{"events": [{"t": "soon", "type": "quit"}]}"#) == "events[0].t must be a number")
        #expect(message(ReplayScript.self, #"{"layoutFiles": ["a.swift", 3]}"#) == "layoutFiles[1] must be a string")
        #expect(message(ReplayScript.self, #"{"params": {"itemWidth": [1]}}"#)
                == "params.itemWidth must be a number, a string or a boolean")
        #expect(message(ReplayScript.self, #"{"itemSizes": [[1, 1], [2]]}"#) == "itemSizes[1] must be [width, height]")
        #expect(message(ReplayScript.self, "[1]") == "script must be a JSON object")
        #expect(message(OrderFile.Document.self, #"{"ordre": []}"#, root: "order file") == "order is missing")
        #expect(message(OrderFile.Document.self, #"{"order": [1]}"#, root: "order file") == "order[0] must be a string")
        #expect(message(OrderFile.Document.self, "{\"order\": [\"a.png\"", root: "order file")
                == "order file is not valid JSON: the text ends before the JSON value does")
    }

    @Test func messagesAreOneLineWithoutFoundationWords() {
        for text in ["{", "[]", #"{"size": "big"}"#, #"{"fps": null, "until": "x"}"#, #"{"events": 3}"#, #"{"fps": true}"#, #"{"items": 1e999}"#] {
            let m = message(ReplayScript.self, text)
            #expect(!m.contains("\n") && !m.contains("DecodingError") && !m.contains("Debug description")
                    && !m.contains("CodingKeys") && m != "accepted", "\(text): \(m)")
        }
    }

    @Test func aGoodScriptDecodes() throws {
        let s = try JSONInput.decode(ReplayScript.self, from: #"{"layout": "cards", "fps": 30, "physics": {"decelerationRate": "fast"}}"#,
                                     root: "script")
        #expect(s.layout == "cards" && s.fps == 30 && s.decelerationRate == FrictionSimulation.fastRate)
    }
}
