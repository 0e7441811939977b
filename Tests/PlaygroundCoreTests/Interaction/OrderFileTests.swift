import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct OrderFileTests {
    let ids = OrderFile.identifiers(itemCount: 5, imageNames: ["a.png", "b.png", "c.png"])

    @Test func identifiersAreFileNamesThenGeneratedNames() {
        #expect(ids == ["a.png", "b.png", "c.png", "item-3", "item-4"])
    }

    @Test func roundTrips() throws {
        let text = OrderFile.encode(order: [4, 2, 0, 1, 3], identifiers: ids)
        #expect(text == #"{"order":["item-4","c.png","a.png","b.png","item-3"]}"# + "\n")
        #expect(try OrderFile.decode(text, identifiers: ids) == [4, 2, 0, 1, 3])
    }

    @Test func unknownNamesAreIgnoredAndNewItemsAppended() throws {
        let text = #"{"order": ["c.png", "gone.png", "a.png", "c.png"]}"#
        #expect(try OrderFile.decode(text, identifiers: ids) == [2, 0, 1, 3, 4])
    }

    @Test(arguments: ["", "{", "[]", #"{"order": 3}"#, #"{"order": [1, 2]}"#, #"{"ordre": []}"#])
    func corruptFilesAreErrors(_ text: String) {
        #expect(throws: ScriptError.self) { try OrderFile.decode(text, identifiers: ids) }
    }
}

@Suite struct OrderFileEditTests {
    let ids = OrderFile.identifiers(itemCount: 4, imageNames: ["a.png", "b.png", "c.png", "d.png"])

    @Test func insertedAndDeletedItemsSurvive() throws {
        // Item 1 (b.png) deleted, item 7 inserted after a.png.
        let text = OrderFile.encode(order: [0, 7, 2, 3], identifiers: ids)
        #expect(text == #"{"order":["a.png","item-7","c.png","d.png"],"deleted":["b.png"]}"# + "\n")
        #expect(try OrderFile.decode(text, identifiers: ids) == [0, 7, 2, 3])
        // A new image in the folder (e.png) is appended; the deleted one stays deleted.
        let more = OrderFile.identifiers(itemCount: 5, imageNames: ["a.png", "b.png", "c.png", "d.png", "e.png"])
        #expect(try OrderFile.decode(text, identifiers: more) == [0, 7, 2, 3, 4])
    }
}
