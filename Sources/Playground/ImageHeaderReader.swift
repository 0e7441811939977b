import Foundation
import PlaygroundCore

/// Reads just enough of an image file for `ImageHeader` to find its pixel size: the first
/// `ImageHeader.typicalPrefix` bytes (64 KiB), then more only while the parser asks for them (a JPEG whose
/// metadata comes before the frame header), up to `limit`.
enum ImageHeaderReader {
    /// The most bytes read for a header: 1 MiB covers a JPEG's usual metadata (EXIF with a thumbnail ≤ 64 KiB,
    /// ICC profiles, XMP, Photoshop resources), each segment at most 64 KiB (T.81 §B.1.1.4).
    static let limit = 1 << 20

    /// Why `path` cannot be opened, in words: a symbolic link loop, a dangling link, a folder, no permission.
    static func openFailure(_ path: String) -> String {
        let fd = open(path, O_RDONLY)
        let code = fd < 0 ? errno : 0
        if fd >= 0 { close(fd) }
        switch code {
        case ELOOP: return "a symbolic link loop"
        case ENOENT:
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            return isLink ? "a dangling symbolic link" : "no such file"
        case EISDIR: return "a folder"
        case EACCES: return "permission denied"
        case 0: return "not a regular file"
        default: return String(cString: strerror(code))
        }
    }

    static func read(path: String, fileExtension: String) -> ImageHeaderResult {
        readWithMetadata(path: path, fileExtension: fileExtension).result
    }

    /// The header's result and what else the same bytes say (EXIF orientation, progressive JPEG, interlaced PNG).
    static func readWithMetadata(path: String, fileExtension: String)
        -> (result: ImageHeaderResult, metadata: ImageMetadata) {
        var bytes: [UInt8] = []
        let result = read(path: path, fileExtension: fileExtension, into: &bytes)
        return (result, ImageHeader.metadata(of: bytes))
    }

    private static func read(path: String, fileExtension: String, into bytes: inout [UInt8]) -> ImageHeaderResult {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .unrecognized(reason: "cannot open the file (\(openFailure(path)))")
        }
        defer { try? handle.close() }
        var wanted = ImageHeader.typicalPrefix
        while true {
            let chunk: Data?
            do { chunk = try handle.read(upToCount: wanted - bytes.count) } catch {
                return .unrecognized(reason: "cannot read the file: \(error.localizedDescription)")
            }
            let got = chunk?.count ?? 0
            if let chunk { bytes.append(contentsOf: chunk) }
            let result = ImageHeader.size(of: bytes, fileExtension: fileExtension)
            guard case .truncated(_, let needed) = result else { return result }
            let atEnd = bytes.count < wanted || got == 0
            guard !atEnd, needed <= limit else { return result }
            wanted = min(limit, max(needed, 2 * bytes.count))
        }
    }
}
