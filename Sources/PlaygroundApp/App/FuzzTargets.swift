import Foundation
import PlaygroundCore
import PlaygroundJSON
import UIKitSourceRewrite

/// What each libFuzzer target runs on one input (docs/reliability.md, "Fuzzing"): the drivers in Fuzz/Targets call
/// these, and `FuzzRegressionTests` feeds every kept crasher (Tests/Fixtures/fuzz/TARGET/) through the same ones.
/// Each runs a parser of untrusted input the way the app does, then what the app does next with what it parsed;
/// a wrong result that is not a crash is made one with `precondition`.
package enum FuzzTargets {
    package static let all: [String: @Sendable ([UInt8]) -> Void] = [
        "spec-yaml": { spec($0, json: false) },
        "spec-json": { spec($0, json: true) },
        "replay-script": replayScript,
        "order-file": orderFile,
        "preset": preset,
        "image-header": imageHeader,
        "thumbnail-png": thumbnailPNG,
        "compiler-diagnostics": compilerDiagnostics,
        "uikit-rewrite": uikitRewrite,
    ]

    /// A spec through the text limits, Yams (and JSONDecoder), the Codable model; then, when it decodes, the solver
    /// at the ladder's phone viewport with 0, 1 and 7 items, the layout rules and a snap target.
    static func spec(_ bytes: [UInt8], json: Bool) {
        guard let text = String(validating: bytes, as: UTF8.self),
              let spec = try? CompositionalSpecFile.decode(text, fileName: json ? "f.json" : "f.yaml", json: json)
        else { return }
        let viewport = Size(width: 320, height: 568)
        for count in [0, 1, 7] {
            let context = LayoutContext(viewport: viewport, itemCount: count, naturalSizes: LayoutValidator.ladderSizes)
            var layout = CompositionalLayout(spec: spec)
            layout.prepare(context)
            _ = LayoutValidator.violations(of: layout, context: context, sampleLimit: 50)
            let range = layout.contentOffsetRange
            let middle = Point(x: (range.min.x + range.max.x) / 2, y: (range.min.y + range.max.y) / 2)
            _ = layout.targetContentOffset(proposed: middle, velocity: Point(x: 900, y: 900))
        }
    }

    static func replayScript(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        _ = try? JSONInput.decode(ReplayScript.self, from: text, root: "script")
    }

    /// The order an order file gives ten items: distinct, each a loaded item or an inserted one.
    static func orderFile(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self),
              let file = try? JSONInput.decode(OrderFile.Document.self, from: text, root: "order file") else { return }
        let identifiers = (0..<10).map { $0 < 5 ? "p\($0).png" : "item-\($0)" }
        let order = OrderFile.order(of: file, identifiers: identifiers)
        let allowed = 0..<(identifiers.count + OrderFile.maxInserted)
        precondition(Set(order).count == order.count && order.allSatisfy { allowed.contains($0) },
                     "the order is not a set of the items: \(order)")
    }

    static func preset(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        _ = try? Preset.parse(text)
    }

    /// Every format's header parser on the bytes (a recognized size is positive; a truncated header asks for more
    /// bytes than it was given), and the EXIF metadata.
    static func imageHeader(_ bytes: [UInt8]) {
        for ext in [nil, "png", "jpg", "gif", "bmp", "webp"] as [String?] {
            switch ImageHeader.size(of: bytes, fileExtension: ext) {
            case .recognized(_, let w, let h): precondition(w > 0 && h > 0, "a size of \(w)×\(h)")
            case .truncated(_, let needed): precondition(needed > bytes.count, "needs \(needed) of \(bytes.count) bytes")
            default: break
            }
        }
        _ = ImageHeader.metadata(of: bytes)
    }

    /// A thumbnail as `ThumbnailCache.read` reads it: libpng's header, the text chunks, the pixels when small.
    static func thumbnailPNG(_ bytes: [UInt8]) {
        guard let file = tmpfile() else { return }  // removed when closed
        defer { fclose(file) }
        let fd = fileno(file)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count, lseek(fd, 0, SEEK_SET) == 0, let reader = try? PNGReader(fd: fd) else { return }
        _ = reader.text("Thumb::URI")
        _ = reader.text("Thumb::MTime")
        guard reader.width <= 256, reader.height <= 256 else { return }
        _ = try? reader.decode(to: (width: min(reader.width, 64), height: min(reader.height, 64)))
    }

    static func compilerDiagnostics(_ bytes: [UInt8]) {
        for d in CompilerDiagnostic.parse(String(decoding: bytes, as: UTF8.self)) { _ = d.summary }
    }

    /// A UIKit layout file as the app reads it (issue 38, severe 3): `RewriteFuzzing.run`, in UIKitSourceRewrite.
    static func uikitRewrite(_ bytes: [UInt8]) { RewriteFuzzing.run(bytes) }
}
