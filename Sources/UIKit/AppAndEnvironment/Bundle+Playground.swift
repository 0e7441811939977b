import Foundation

extension Bundle {
    /// The bundle a UIKit file's `Bundle.main` stands for (the rewrite names it; docs/uikit.md, "Resources"): on iOS
    /// the app's bundle holds the resources its target copies; here they are the files beside the sources, in
    /// `folder`. `url(forResource:withExtension:)`, `path(forResource:ofType:)` and the rest look there. A folder
    /// that is not there gives the process's main bundle. Playground extension (not in UIKit).
    public static func playgroundMain(folder: String) -> Bundle {
        guard !folder.isEmpty, let bundle = Bundle(path: folder) else { return .main }
        return bundle
    }
}
