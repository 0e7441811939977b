// A libFuzzer target (Fuzz/README.md): built by Fuzz/build.sh against the package's instrumented modules.
@testable import Playground
import PlaygroundCore

/// Presets: TOML through TOMLKit into Preset (docs/tuning.md).
func fuzz(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    _ = try? Preset.parse(text)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzz(bytes)
    return 0
}

