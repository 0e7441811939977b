import Foundation
import Testing
import UIKit

/// `NSDictionary.value(forKeyPath:)` walks nested dictionaries as key-value coding does (NSKeyValueCoding.h):
/// vinnyoodles/mosaic-layout's example reads `volumeInfo.imageLinks.thumbnail` from decoded JSON so.
@Suite struct NSDictionaryKeyPathTests {
    @Test func aKeyPathWalksNestedDictionaries() {
        let json = try! JSONSerialization.jsonObject(
            with: #"{"volumeInfo": {"imageLinks": {"thumbnail": "t.png"}}, "tags": [{"n": 1}, {"n": 2}]}"#.data(using: .utf8)!)
        let d = json as! NSDictionary
        #expect(d.value(forKeyPath: "volumeInfo.imageLinks.thumbnail") as? String == "t.png")
        #expect(d.value(forKeyPath: "volumeInfo.missing.thumbnail") == nil)
        #expect((d.value(forKeyPath: "tags.n") as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue } == [1, 2])
        #expect(d.value(forKeyPath: "tags.@count") == nil)
    }
}
