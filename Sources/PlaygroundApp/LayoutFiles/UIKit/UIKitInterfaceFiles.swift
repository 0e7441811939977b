import Foundation
import UIKitSourceRewrite

/// The Interface Builder documents beside a UIKit file (docs/uikit.md, "Storyboards and nibs"): the `.storyboard`
/// and `.xib` files of its folder, which the generated entry point has the bridge read when the library loads, as
/// an app's bundle holds its compiled storyboards and nibs.
enum UIKitInterfaceFiles {
    /// The extensions of Interface Builder documents.
    static let extensions: Set<String> = ["storyboard", "xib"]

    /// The documents in the folder of `file` (full paths, sorted by name); none when the folder cannot be listed.
    static func paths(besides file: String) -> [String] {
        let folder = PathText.folder(of: file)
        let place = folder.isEmpty ? "." : folder
        // Through UserFile (readdir): every name, whatever its encoding; a name that is not UTF-8 is no document.
        guard case .success(let listed) = UserFile.listFolder(BytePath(place)) else { return [] }
        let names = listed.compactMap { String(validating: $0.bytes, as: UTF8.self) }
        return names.filter { extensions.contains(($0 as NSString).pathExtension) && !$0.hasPrefix(".") }
            .sorted()
            .map { (place as NSString).appendingPathComponent($0) }
    }
}
