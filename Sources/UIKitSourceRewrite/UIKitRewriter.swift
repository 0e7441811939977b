import SwiftSyntax

/// The mechanical rewrite of one UIKit file into Swift that compiles on Linux (docs/uikit.md, "Loading UIKit files").
///
/// Every edit keeps the user's lines and columns: attributes and modifiers are blanked with spaces, `#if` conditions
/// are replaced by `true` / `false` padded to the same width, a `?` is added only after a return type, and a member
/// moved out of an extension carries `#sourceLocation` lines that point back at where it was written.
struct UIKitRewriter {
    let scan: UIKitFileScan
    let group: Group
    let bytes: [UInt8]

    init(scan: UIKitFileScan, group: Group) {
        self.scan = scan
        self.group = group
        bytes = Array(scan.tree.syntaxTextBytes)
    }

    /// An overriding member of an extension in one file, moved into its class in another file of the group.
    struct MovedMember {
        var className: String
        var name: String
        /// Where it was written.
        var path: String
        var line: Int
        var column: Int
        /// Its text, with its own edits applied.
        var text: String
    }

    /// What one file's rewrite gives.
    struct Result {
        /// The same lines as the user's (plus moved members under `#sourceLocation`).
        var text: String
        var notes: [RewriteNote]
        /// Generated code to put after the last line.
        var appended: String
        /// Members that go into a class of another file.
        var outgoing: [MovedMember]
    }

    /// Rewrites every file of a group (one module): overrides in extensions move into their class, in this file or
    /// in another (`incoming`), each under `#sourceLocation` lines naming where it was written.
    static func rewriteGroup(_ scans: [UIKitFileScan], context: [UIKitFileScan] = [],
                             ownModules: Set<String> = []) -> [Result] {
        var group = Group(scans, context: context)
        group.ownModuleNames.formUnion(ownModules)
        var results = scans.map { UIKitRewriter(scan: $0, group: group).rewrite(path: $0.path, incoming: []) }
        let moved = results.flatMap(\.outgoing)
        guard !moved.isEmpty else { return results }
        for (i, scan) in scans.enumerated() {
            let incoming = moved.filter { group.classFiles[$0.className] == scan.path }
            guard !incoming.isEmpty else { continue }
            results[i] = UIKitRewriter(scan: scan, group: group).rewrite(path: scan.path, incoming: incoming)
        }
        return results
    }

    /// The rewritten text (same lines as the user's, plus generated code after the last line) and what changed.
    /// The moved members' directives name `path`; `incoming` are members of other files' extensions of this file's
    /// classes.
    func rewrite(path: String, incoming: [MovedMember] = []) -> Result {
        let visitor = UIKitRewriteVisitor(scan: scan, group: group, bytes: bytes)
        visitor.walk(scan.tree)
        var edits = visitor.edits
        var notes = visitor.notes
        let bundle = UIKitBundleMain.edits(scan.tree, path: path, scan: scan)
        edits += bundle.edits
        notes += bundle.notes
        let qualified = UIKitOwnModuleImports.qualifierEdits(scan.tree, path: path, scan: scan, bytes: bytes,
                                                             modules: group.ownModuleNames, types: group.typeNames)
        edits += qualified.edits
        notes += qualified.notes
        var outgoing: [MovedMember] = []
        let file = SourceLocationDirective.file(path)
        // Members moved out of extensions: their own edits applied to their text first, then the text moved.
        var inserts: [Int: String] = [:]
        for move in visitor.moves {
            let inside = edits.filter { $0.start >= move.start && $0.end <= move.end }
            edits.removeAll { $0.start >= move.start && $0.end <= move.end }
            let text = (move.access.map { $0 + " " } ?? "") + SourceEdit.apply(inside, to: bytes[move.start..<move.end])
            edits.append(SourceEdit.blank(move.start, move.end, in: bytes))
            let from = scan.location(of: AbsolutePosition(utf8Offset: move.start))
            guard let classClose = move.classClose else {
                outgoing.append(MovedMember(className: move.className, name: move.name, path: path,
                                            line: from.line, column: from.column, text: text))
                let home = group.classFiles[move.className].map(UIKitLayoutPlan.fileName) ?? "?"
                notes.append(RewriteNote(file: path, line: from.line, column: from.column,
                                         what: "override \(move.name) moved from an extension into class \(move.className) (\(home))"))
                continue
            }
            inserts[classClose, default: ""] += Self.moved(text, from: file, line: from.line, column: from.column)
            notes.append(RewriteNote(file: path, line: from.line, column: from.column,
                                     what: "override \(move.name) moved from an extension into class \(move.className)"))
        }
        for added in visitor.frameInits {
            inserts[added.close, default: ""] += Self.moved(added.text, from: file, line: added.line, column: 5)
        }
        for member in incoming {
            guard let owner = visitor.classes[member.className] else { continue }
            let close = start(owner.memberBlock.rightBrace)
            inserts[close, default: ""] += Self.moved(member.text, from: Self.literal(member.path), line: member.line,
                                                      column: member.column)
        }
        for (close, text) in inserts {
            let at = scan.location(of: AbsolutePosition(utf8Offset: close))
            edits.append(SourceEdit(start: close, end: close, text: text
                + "\n#sourceLocation(file: \(file), line: \(at.line))\n" + String(repeating: " ", count: at.column - 1)))
        }
        let text = SourceEdit.apply(edits, to: bytes[...])
        notes.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return Result(text: text, notes: notes, appended: visitor.defaults.joined(separator: "\n"), outgoing: outgoing)
    }

    private func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
}
