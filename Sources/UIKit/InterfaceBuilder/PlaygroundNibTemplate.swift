import Foundation

/// A view archived in an Interface Builder document that is made anew each time it is asked for: a storyboard's
/// prototype cell, a nib's cell or reusable view (`register(_:forCellWithReuseIdentifier:)` with a `UINib`).
/// Playground extension (not in UIKit).
@MainActor
package struct PlaygroundNibTemplate {
    package let document: PlaygroundInterfaceDocuments.Document
    package let element: PlaygroundInterfaceElement

    package init(document: PlaygroundInterfaceDocuments.Document, element: PlaygroundInterfaceElement) {
        self.document = document
        self.element = element
    }

    /// A new view from the template, its outlets connected and `awakeFromNib()` sent, at `frame` (the archived
    /// frame when `frame` is zero).
    package func instantiate(frame: CGRect) -> UIView? {
        PlaygroundNibLoader(document: document).instantiateTemplate(element, frame: frame)
    }

    /// The nib's first top-level view of one of the `tags` (a nib registered for cells: its cell).
    package static func first(in document: PlaygroundInterfaceDocuments.Document, tags: Set<String>) -> PlaygroundNibTemplate? {
        document.root.items(of: "objects").first { tags.contains($0.name) }.map { PlaygroundNibTemplate(document: document, element: $0) }
    }
}

extension UICollectionView {
    /// Registers a template for `kind` and `identifier` (a storyboard's prototype, a nib); it replaces a class.
    package func playgroundRegisterTemplate(_ template: PlaygroundNibTemplate, kind: String, identifier: String) {
        let book = playgroundBookkeeping
        book.classes[kind]?[identifier] = nil
        book.templates[kind, default: [:]][identifier] = template
    }
}

extension UITableView {
    /// Registers a prototype cell for `identifier`; it replaces a class.
    package func playgroundRegisterTemplate(_ template: PlaygroundNibTemplate, identifier: String) {
        playgroundCellClasses[identifier] = nil
        playgroundCellTemplates[identifier] = template
    }
}
