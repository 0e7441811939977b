import Foundation
import UIKit

/// Reads Interface Builder documents (`.storyboard` and `.xib` files: XML) into UIKit's element trees
/// (docs/uikit.md, "Storyboards and nibs"). The bridge side of nib loading for the loaded files' folder (UIKit's
/// `PlaygroundInterfaceFileParser` parses; UIKit reads a file itself only for a nib of a bundle, as `UINib` does).
enum InterfaceFileReader {
    /// The element tree of an Interface Builder document's XML; nil (with the parser's one-line message) when the
    /// text is not XML.
    static func parse(_ data: Data) -> Result<PlaygroundInterfaceElement, InterfaceFileError> {
        PlaygroundInterfaceFileParser.parse(data).mapError { InterfaceFileError(message: $0.message) }
    }

    /// The documents of `paths` (their names are the files' names without the extension); a file that cannot be
    /// read or parsed is left out with its message.
    static func documents(_ paths: [String]) -> (documents: [PlaygroundInterfaceDocuments.Document], problems: [String]) {
        var documents: [PlaygroundInterfaceDocuments.Document] = []
        var problems: [String] = []
        for path in paths {
            let file = (path as NSString).lastPathComponent
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append("\(file): cannot be read")
                continue
            }
            switch parse(data) {
            case .success(let root):
                let name = (file as NSString).deletingPathExtension
                documents.append(.init(name: name, isStoryboard: (file as NSString).pathExtension == "storyboard", root: root))
            case .failure(let error):
                problems.append("\(file): \(error.message)")
            }
        }
        return (documents, problems)
    }
}

struct InterfaceFileError: Error, Equatable {
    var message: String
}

/// Called by the generated entry point of loaded layout files with the `.storyboard` and `.xib` files of their
/// folder: the documents are read and registered for `UIStoryboard`, `UINib` and view controllers' views. A file
/// that cannot be read gives a one-line notice. Playground extension (not in UIKit).
public func playgroundLoadInterfaceFiles(_ paths: [String]) {
    // The target's asset catalogs come in the same list (docs/hosting.md, "Asset catalogs"); a target without one
    // does not keep the catalogs of the target loaded before it.
    PlaygroundAssetCatalogs.catalogs = paths.filter { $0.hasSuffix(".xcassets") }
    // Appearance proxies set by the target loaded before (its app delegate's `UINavigationBar.appearance()`) do not
    // style this one: each load is a new launch of its app.
    PlaygroundAppearanceProxies.reset()
    let (documents, problems) = InterfaceFileReader.documents(paths.filter { !$0.hasSuffix(".xcassets") })
    PlaygroundInterfaceDocuments.register(documents)
    for p in problems {
        PlaygroundNotices.record("UINib \(p)", .approximated, "\(p): the document is not read")
    }
}
