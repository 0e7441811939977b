import Foundation
import Testing
import UIKit

/// `UIImage(data:)`: the size from the data's header (approximated: its pixels are not drawn); nil for data that is
/// not an image, as on iOS.
@Suite struct UIImageDataTests {
    /// The first bytes of a PNG file of `width` × `height` pixels (signature, then the IHDR chunk).
    func png(_ width: UInt32, _ height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]   // bit depth, colour type, methods, CRC
        return Data(bytes)
    }

    @Test func theSizeComesFromTheHeaderAtScaleOne() throws {
        let image = try #require(UIImage(data: png(300, 200)))
        #expect(image.size == CGSize(width: 300, height: 200))
        #expect(image.scale == 1)
        let retina = try #require(UIImage(data: png(300, 200), scale: 2))
        #expect(retina.size == CGSize(width: 150, height: 100))
    }

    @Test func dataThatIsNotAnImageGivesNil() {
        #expect(UIImage(data: Data("hello".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }
}
