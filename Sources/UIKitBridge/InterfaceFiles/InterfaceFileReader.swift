import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import UIKit

/// Reads Interface Builder documents (`.storyboard` and `.xib` files: XML) into UIKit's element trees
/// (docs/uikit.md, "Storyboards and nibs"). The bridge side of nib loading: UIKit never reads a file.
enum InterfaceFileReader {
    /// The element tree of an Interface Builder document's XML; nil (with the parser's one-line message) when the
    /// text is not XML.
    static func parse(_ data: Data) -> Result<PlaygroundInterfaceElement, InterfaceFileError> {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let line = parser.lineNumber
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "not an XML document"
            return .failure(InterfaceFileError(message: "line \(line): \(reason)"))
        }
        return .success(root)
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

    /// An XMLParser delegate that keeps every element.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private var stack: [(name: String, attributes: [String: String], children: [PlaygroundInterfaceElement], text: String)] = []
        var root: PlaygroundInterfaceElement?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            stack.append((elementName, attributeDict, [], ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let top = stack.popLast() else { return }
            let text = top.children.isEmpty ? top.text : top.text.trimmingCharacters(in: .whitespacesAndNewlines)
            let element = PlaygroundInterfaceElement(name: top.name, attributes: top.attributes, children: top.children, text: text)
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
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
