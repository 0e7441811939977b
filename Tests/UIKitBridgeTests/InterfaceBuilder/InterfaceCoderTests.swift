import Foundation
import Testing
import UIKit
@testable import UIKitBridge

/// A nib's cell whose `init?(coder:)` reads its own keys from the coder, as cells that archive their subviews do
/// (Ramotion's expanding-collection `BasePageCollectionCell`).
final class DecodingNibCell: UICollectionViewCell {
    private(set) var decoded: (object: Any?, contains: Bool, flag: Bool, number: Int, secure: NSString?) = (nil, true, true, -1, nil)
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decoded = (coder.decodeObject(forKey: "shadowView"), coder.containsValue(forKey: "shadowView"),
                   coder.decodeBool(forKey: "isOpen"), coder.decodeInteger(forKey: "count"),
                   coder.decodeObject(of: NSString.self, forKey: "title"))
    }
    override init(frame: CGRect) { super.init(frame: frame) }
}

/// The coder a storyboard's or nib's object is made with holds no values here (the nib loader sets the document's
/// attributes after `init(coder:)`): every keyed question answers "absent", as on iOS for a key the archive lacks.
/// Before, a plain `NSCoder()` was given, whose `decodeObject(forKey:)` traps in swift-corelibs-foundation.
@MainActor @Suite struct InterfaceCoderTests {
    @Test func aCellReadingItsKeysFromTheCoderFindsNone() throws {
        let bundle = try BundleNibTests.bundle(["DecodingCell.xib": BundleNibTests.xib("DecodingNibCell", width: 80, height: 40)])
        let objects = UINib(nibName: "DecodingCell", bundle: bundle).instantiate(withOwner: nil, options: nil)
        let cell = try #require(objects.first as? DecodingNibCell)
        #expect(cell.decoded.object == nil)
        #expect(cell.decoded.contains == false)
        #expect(cell.decoded.flag == false)
        #expect(cell.decoded.number == 0)
        #expect(cell.decoded.secure == nil)
        #expect(cell.frame.size == CGSize(width: 80, height: 40))
    }
}
