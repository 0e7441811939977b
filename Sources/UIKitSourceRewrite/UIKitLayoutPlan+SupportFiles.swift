/// A folder of UIKit files given to `--layout-file` whose files are not one target (docs/hosting.md, "The folder is
/// the target"): which of them are layouts and which only support the others.
extension UIKitLayoutPlan {
    /// The paths of `files` (a folder's UIKit files) that declare nothing the playground can show — no top-level
    /// `makeLayout`, no layout class (a subclass of a layout class of another file counts), no section or layout builder, no
    /// view controller, no `#Preview` — while another of the files does. Such a file (a delegate protocol, an
    /// extension of `UICollectionView`, a helper) is compiled with each file that names its types (the siblings
    /// rule) rather than loaded as a layout of its own, where it would make its sibling's layout a second time under
    /// the same name (ToosieSlide's `UICollectionView+Extensions.swift`). Empty when no file declares anything (the
    /// loader's message then names what a layout file needs).
    public static func supportFiles(_ files: [(path: String, text: String)]) -> Set<String> {
        let scans = files.map { UIKitFileScan(path: $0.path, text: $0.text) }
        let declaring = Set(candidates(scans).map(\.file)).union(viewControllers(scans).map(\.file))
        var support: Set<String> = []
        for (i, scan) in scans.enumerated() {
            // A layout class of its own counts even when another file subclasses it (a gallery's `SpiralLayout` and
            // `DenseSpiralLayout: SpiralLayout` are two layouts).
            if declaring.contains(i) || !candidates([scan]).isEmpty { continue }
            if scan.makeLayout != nil || files[i].text.contains("#Preview") { continue }
            if !UIKitBuilders.builders([scan]).isEmpty { continue }
            support.insert(files[i].path)
        }
        return support.count == files.count ? [] : support
    }
}
