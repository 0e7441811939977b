// A libFuzzer target (Fuzz/README.md): built by Fuzz/build.sh against the package's instrumented modules.
@testable import Playground
import PlaygroundCore

/// YAML compositional specs: the text limits, Yams, the Codable model, then the solver and the layout rules on
/// what decodes (a spec the check passes is prepared in the window with any viewport and count).
func fuzz(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    FuzzSpec.run(text, json: false)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzz(bytes)
    return 0
}

