/// What the fuzz target `uikit-rewrite` runs on an input (docs/reliability.md, "Fuzzing"), here beside the rewrite so
/// the target links only this module and swift-syntax (Fuzz/build.sh with `FUZZ_MODULE=UIKitSourceRewrite`): a UIKit
/// layout file as the app reads it (issue 38, severe 3): the nesting bound, then swift-syntax's parse, the scans and
/// the rewrite, on the app's own large-stack thread (`UIKitRewriteThread`); the input is also tried as a companion of
/// a fixed main file, so the group rules run too. A rewrite must keep the line count of the file it rewrote (error
/// lines point into the user's file): asserted. The app's `FuzzTargets` and `FuzzRegressionTests` call it too.
public enum RewriteFuzzing {
    public static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let main = "import UIKit\nclass FuzzLayout: UICollectionViewFlowLayout {}\n"
        for files in [[(path: "/f/Fuzz.swift", text: text)],
                      [(path: "/f/Fuzz.swift", text: main), (path: "/f/Fuzz+Part.swift", text: text)]] {
            let plan = UIKitRewriteThread.run { try? UIKitLayoutPlan.make(files: files, name: "fuzz") }
            guard let plan else { continue }
            for (source, file) in zip(plan.sources, files) {
                let lines = { (s: String) in s.utf8.filter { $0 == 0x0A }.count }
                precondition(lines(source.text) >= lines(file.text), "the rewrite lost lines of \(file.path)")
            }
        }
    }
}
