import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document's XML (a `.xib` or `.storyboard` file) into its element tree. Used by the
/// bridge for the loaded files' folder and by `UINib` for a nib of a bundle (a package's test resources).
/// Playground extension (not in UIKit: iOS reads compiled nibs).
package enum PlaygroundInterfaceFileParser {
    /// The element tree of `data`; the parser's one-line message (with its line) when the text is not XML.
    package static func parse(_ data: Data) -> Result<PlaygroundInterfaceElement, PlaygroundInterfaceFileError> {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let line = parser.lineNumber
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "not an XML document"
            return .failure(PlaygroundInterfaceFileError(message: "line \(line): \(reason)"))
        }
        return .success(root)
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

/// Why an Interface Builder document could not be read: one line. Playground extension (not in UIKit).
package struct PlaygroundInterfaceFileError: Error, Equatable {
    package var message: String
    package init(message: String) { self.message = message }
}
