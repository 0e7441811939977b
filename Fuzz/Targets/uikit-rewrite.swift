// The libFuzzer target uikit-rewrite (docs/reliability.md, "Fuzzing"); built by Fuzz/build.sh, on its own with
// FUZZ_MODULE=UIKitSourceRewrite (this module and swift-syntax only). What it runs on an input is RewriteFuzzing.run
// (Sources/UIKitSourceRewrite/RewriteFuzzing.swift), which the app's FuzzTargets and FuzzRegressionTests run too.
import UIKitSourceRewrite

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    RewriteFuzzing.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
