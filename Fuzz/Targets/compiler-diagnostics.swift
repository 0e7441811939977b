// A libFuzzer target (Fuzz/README.md): built by Fuzz/build.sh against the package's instrumented modules.
@testable import Playground
import PlaygroundCore

/// The Swift compiler's diagnostics as the layout compiler parses them (`FILE:LINE:COL: error: MESSAGE`).
func fuzz(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    for d in CompilerDiagnostic.parse(text) { _ = d.summary }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzz(bytes)
    return 0
}

