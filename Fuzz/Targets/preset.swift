// The libFuzzer target preset (docs/reliability.md, "Fuzzing"); built by Fuzz/build.sh. What it runs on an input is
// FuzzTargets.all["preset"] (Sources/PlaygroundApp/App/FuzzTargets.swift), which FuzzRegressionTests runs too.
import PlaygroundApp

private let target = FuzzTargets.all["preset"]!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    target(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
