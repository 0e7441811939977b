// A libFuzzer target (Fuzz/README.md): built by Fuzz/build.sh against the package's instrumented modules.
@testable import Playground
import PlaygroundCore

/// Order files: JSON through JSONInput into OrderFile.Document, then the order it gives ten named items: distinct,
/// each a loaded item or an inserted one.
func fuzz(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self),
          let file = try? JSONInput.decode(OrderFile.Document.self, from: text, root: "order file") else { return }
    let identifiers = (0..<10).map { $0 < 5 ? "p\($0).png" : "item-\($0)" }
    let order = OrderFile.order(of: file, identifiers: identifiers)
    precondition(Set(order).count == order.count && order.allSatisfy { (0..<(identifiers.count + OrderFile.maxInserted)).contains($0) },
                 "the order is not a set of the items: \(order)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzz(bytes)
    return 0
}

