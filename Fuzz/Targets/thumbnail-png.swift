// A libFuzzer target (Fuzz/README.md): built by Fuzz/build.sh against the package's instrumented modules.
@testable import Playground
import PlaygroundCore

import Glibc

/// Thumbnails: a PNG's header and text chunks (Thumb::URI, Thumb::MTime) through libpng, as ThumbnailCache.read
/// reads them, then the pixels when they are small.
func fuzz(_ bytes: [UInt8]) {
    let fd = memfd_create("thumbnail", 0)
    guard fd >= 0 else { return }
    defer { close(fd) }
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    guard written == bytes.count, lseek(fd, 0, SEEK_SET) == 0, let reader = try? PNGReader(fd: fd) else { return }
    _ = reader.text("Thumb::URI")
    _ = reader.text("Thumb::MTime")
    guard reader.width <= 256, reader.height <= 256 else { return }
    _ = try? reader.decode(to: (width: min(reader.width, 64), height: min(reader.height, 64)))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzz(bytes)
    return 0
}

