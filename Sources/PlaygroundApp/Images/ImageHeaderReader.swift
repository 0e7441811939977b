import Foundation
import PlaygroundCore

/// Reads just enough of an image file for `ImageHeader` to find its pixel size: the first
/// `ImageHeader.typicalPrefix` bytes (64 KiB), then more only while the parser asks for them (a JPEG whose
/// metadata comes before the frame header), up to `limit`.
enum ImageHeaderReader {
    /// The most bytes read for a header: 1 MiB covers a JPEG's usual metadata (EXIF with a thumbnail ≤ 64 KiB,
    /// ICC profiles, XMP, Photoshop resources), each segment at most 64 KiB (T.81 §B.1.1.4).
    static let limit = 1 << 20

    /// The header of the image at `path`, or why the file cannot be read (then it must not be decoded either: a
    /// folder, a named pipe, a device, a dangling link, no permission). Never blocks on a pipe (`UserFile`).
    static func read(path: BytePath, fileExtension: String) -> Result<ImageHeaderResult, UserFile.Failure> {
        readWithMetadata(path: path, fileExtension: fileExtension).map(\.result)
    }

    /// The header's result and what else the same bytes say (EXIF orientation, progressive JPEG, interlaced PNG).
    static func readWithMetadata(path: BytePath, fileExtension: String)
        -> Result<(result: ImageHeaderResult, metadata: ImageMetadata), UserFile.Failure> {
        let fd: Int32
        switch UserFile.openForReading(path) {
        case .success(let opened): fd = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var wanted = ImageHeader.typicalPrefix
        while true {
            let got: Int
            switch UserFile.read(fd: fd, limit: wanted - bytes.count) {
            case .success(let chunk):
                got = chunk.count
                bytes.append(contentsOf: chunk)
            case .failure(let failure): return .failure(failure)
            }
            let result = ImageHeader.size(of: bytes, fileExtension: fileExtension)
            guard case .truncated(_, let needed) = result else { return .success((result, ImageHeader.metadata(of: bytes))) }
            let atEnd = bytes.count < wanted || got == 0
            guard !atEnd, needed <= limit else { return .success((result, ImageHeader.metadata(of: bytes))) }
            wanted = min(limit, max(needed, 2 * bytes.count))
        }
    }
}
