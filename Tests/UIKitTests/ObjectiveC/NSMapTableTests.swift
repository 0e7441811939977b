import Foundation
import Testing
import UIKit

/// NSMapTable (NSMapTable.h), which Foundation on Linux lacks: a weak-to-strong table forgets an entry whose key
/// went away; a strong-to-weak table one whose object went away; keys are compared with `isEqual(_:)`.
@Suite struct NSMapTableTests {
    final class Key: NSObject {}
    final class Thing: NSObject {}

    @Test func aWeakKeyThatGoesAwayTakesItsEntry() {
        let table = NSMapTable<Key, Thing>.weakToStrongObjects()
        let kept = Key()
        let thing = Thing()
        table.setObject(thing, forKey: kept)
        do {
            let gone = Key()
            table.setObject(Thing(), forKey: gone)
            #expect(table.count == 2)
        }
        #expect(table.count == 1)
        #expect(table.object(forKey: kept) === thing)
        table.removeObject(forKey: kept)
        #expect(table.count == 0 && table.object(forKey: kept) == nil)
    }

    @Test func aWeakObjectThatGoesAwayTakesItsEntry() {
        let table = NSMapTable<NSString, Thing>.strongToWeakObjects()
        let thing = Thing()
        table.setObject(thing, forKey: "kept")
        do { table.setObject(Thing(), forKey: "gone") }
        #expect(table.object(forKey: "gone") == nil)
        // Equal keys name the same entry (isEqual), as Apple's object personality.
        #expect(table.object(forKey: NSString(string: "kept")) === thing)
        table.setObject(Thing(), forKey: "kept")
        #expect(table.count == 0)
        let keys = table.keyEnumerator().allObjects
        #expect(keys.isEmpty)
    }

    @Test func aStrongTableKeepsItsEntriesInOrder() {
        let table = NSMapTable<NSString, NSString>.strongToStrongObjects()
        table.setObject("1", forKey: "a")
        table.setObject("2", forKey: "b")
        #expect(table.keyEnumerator().allObjects.compactMap { $0 as? NSString } == ["a", "b"])
        #expect(table.dictionaryRepresentation().count == 2)
        table.removeAllObjects()
        #expect(table.count == 0)
    }
}
