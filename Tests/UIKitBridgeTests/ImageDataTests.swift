import Foundation
import Testing
import UIKit

/// `UIImage.pngData()` / `jpegData(compressionQuality:)` (UIImage+Data.swift): an image read from a file of that
/// format gives the file's bytes; other images (another format, a symbol, no pixels) give nil.
@Suite struct ImageDataTests {
    static func file(_ bytes: [UInt8], ext: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("img-\(UUID().uuidString).\(ext)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileOfTheFormatGivesItsBytes() throws {
        let pngBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        let jpegBytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 9, 8, 7]
        let png = UIImage(source: .file(try Self.file(pngBytes, ext: "png")), size: CGSize(width: 2, height: 2))
        let jpeg = UIImage(source: .file(try Self.file(jpegBytes, ext: "jpg")), size: CGSize(width: 2, height: 2))
        #expect(png.pngData() == Data(pngBytes))
        #expect(jpeg.jpegData(compressionQuality: 0.5) == Data(jpegBytes))
        // Not encoded again into the other format.
        #expect(png.jpegData(compressionQuality: 1) == nil)
        #expect(jpeg.pngData() == nil)
    }

    @Test func imagesWithoutAFileGiveNil() {
        #expect(UIImage().pngData() == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
        #expect(UIImage(source: .file("/nonexistent/a.png"), size: .zero).pngData() == nil)
    }
}
