// A libFuzzer target (Fuzz/README.md): built by Fuzz/build.sh against the package's instrumented modules.
@testable import Playground
import PlaygroundCore

/// Image headers (PNG, JPEG, GIF, BMP, WebP) and EXIF metadata, from the bytes a header read gets.
func fuzz(_ bytes: [UInt8]) {
    for ext in [nil, "png", "jpg", "gif", "bmp", "webp"] as [String?] {
        switch ImageHeader.size(of: bytes, fileExtension: ext) {
        case .recognized(_, let w, let h): precondition(w > 0 && h > 0, "a size of \(w)×\(h)")
        case .truncated(_, let needed): precondition(needed > bytes.count, "needs \(needed) of \(bytes.count) bytes")
        default: break
        }
    }
    _ = ImageHeader.metadata(of: bytes)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzz(bytes)
    return 0
}

