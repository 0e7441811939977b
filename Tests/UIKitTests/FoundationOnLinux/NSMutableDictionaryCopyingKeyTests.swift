import Foundation
import Testing
import UIKit

/// `NSMutableDictionary.setObject(_:forKey:)` with an `NSCopying` key, as Apple's Foundation declares it
/// (NSDictionary.h); code written for it says `key as NSCopying`. swift-corelibs-foundation has only the
/// `AnyHashable` form, so that call did not compile here.
@Suite struct NSMutableDictionaryCopyingKeyTests {
    @Test func aStringKeyGivenAsNSCopyingIsFoundByItsString() {
        let attributes = NSMutableDictionary()
        let key = "cellHeight"
        attributes.setObject(44, forKey: key as NSCopying)
        attributes.setObject(12, forKey: "spacing")
        #expect(attributes.count == 2)
        #expect(attributes[key] as? Int == 44)
        #expect(attributes.object(forKey: "cellHeight") as? Int == 44)
        // The same key again replaces its value.
        attributes.setObject(50, forKey: key as NSCopying)
        #expect(attributes.count == 2)
        #expect(attributes["cellHeight"] as? Int == 50)
    }

    @Test func anIndexPathKeyGivenAsNSCopying() {
        let cache = NSMutableDictionary()
        let path = IndexPath(item: 3, section: 1)
        cache.setObject("third", forKey: path as NSIndexPath as NSCopying)
        #expect(cache.count == 1)
        #expect(cache[path as NSIndexPath] as? String == "third")
    }
}
