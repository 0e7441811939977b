import Foundation
import SwiftSyntax

/// `Bundle.main` in a UIKit file is the app's bundle on iOS: the resources its target copies (a JSON file of sample
/// data, a plist) are there. Here the process's main bundle is the playground's, so `Bundle.main` names the folder of
/// the file's target instead (the deepest folder holding all its files), where those resources sit beside the sources
/// (docs/uikit.md, "Resources"):
/// `Bundle.main` → `Bundle.playgroundMain(folder: "…")` (columns after it on that line move).
enum UIKitBundleMain {
    /// The edits and notes for `tree`'s `Bundle.main` (and `Foundation.Bundle.main`) of the file at `path`;
    /// `bundleFolder`: the folder of the file's group (its target: `UIKitRewriter.Group.bundleFolder`), else the file's.
    static func edits(_ tree: SourceFileSyntax, path: String, scan: UIKitFileScan,
                      bundleFolder: String = "") -> (edits: [SourceEdit], notes: [RewriteNote]) {
        let folder = bundleFolder.isEmpty ? PathText.folder(of: path) : bundleFolder
        let v = Visitor(viewMode: .sourceAccurate)
        v.walk(tree)
        var edits: [SourceEdit] = []
        var notes: [RewriteNote] = []
        for node in v.found {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceEdit(start: start, end: end,
                                    text: "Bundle.playgroundMain(folder: \(UIKitRewriter.literal(folder)))"))
            let at = scan.location(of: node.positionAfterSkippingLeadingTrivia)
            notes.append(RewriteNote(file: path, line: at.line, column: at.column,
                                     what: "Bundle.main → the target's folder (its resources, as the app's bundle)"))
        }
        return (edits, notes)
    }

    private final class Visitor: SyntaxVisitor {
        var found: [MemberAccessExprSyntax] = []

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.declName.baseName.text == "main", node.declName.argumentNames == nil,
                  let base = node.base else { return .visitChildren }
            let name = base.trimmedDescription
            if name == "Bundle" || name == "Foundation.Bundle" {
                found.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
