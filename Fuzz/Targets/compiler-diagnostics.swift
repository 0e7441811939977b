// The libFuzzer target compiler-diagnostics (docs/reliability.md, "Fuzzing"); built by Fuzz/build.sh. What it runs on an input is
// FuzzTargets.all["compiler-diagnostics"] (Sources/PlaygroundApp/App/FuzzTargets.swift), which FuzzRegressionTests runs too.
import PlaygroundApp

private let target = FuzzTargets.all["compiler-diagnostics"]!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    target(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
