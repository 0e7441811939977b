import SwiftSyntax

/// `@IBOutlet` and `@IBAction` tables (docs/uikit.md, "Storyboards and nibs"). iOS connects a storyboard's or nib's
/// outlets by the property's name through the Objective-C runtime (`setValue(_:forKey:)`); there is none here, so
/// for each class of the files that declares outlets or actions the rewrite generates, in the class's own file (its
/// `private` outlets are visible there), an extension listing them with a setter (and a caller) each, and the entry
/// point registers the lists (`UINib.playgroundRegisterOutlets(for:_:actions:)`).
///
/// Left out: generic classes (no single metatype to register), `private`/`fileprivate` classes (the entry point
/// cannot name them), classes inside `#if` blocks or functions, and actions with more than one parameter.
public enum UIKitOutlets {
    /// What one file gives: the extension to append to it and the registration calls for the entry point.
    public struct Generated: Equatable, Sendable {
        public var extensions: String
        public var registrations: [String]
    }

    struct Outlet: Equatable { var name: String; var type: String; var optional: Bool; var collection: Bool }
    struct Action: Equatable { var selector: String; var call: String }
    struct Found: Equatable { var qualified: String; var outlets: [Outlet]; var actions: [Action] }

    /// The tables of `scan`'s classes; nil when it declares no outlet or action.
    static func generated(_ scan: UIKitFileScan) -> Generated? {
        let text = scan.tree.description
        guard text.contains("@IBOutlet") || text.contains("@IBAction") else { return nil }
        let found = classes(in: scan.tree)
        guard !found.isEmpty else { return nil }
        var extensions: [String] = []
        var registrations: [String] = []
        for c in found {
            let suffix = c.qualified.replacingOccurrences(of: ".", with: "_")
            let q = c.qualified
            let outlets = c.outlets.map { o -> String in
                let isSet = o.optional ? "{ ($0 as! \(q)).\(o.name) != nil }" : "{ _ in true }"
                let valueType = o.collection ? "[\(o.type)]" : o.type
                return "PlaygroundOutlet(\(UIKitRewriter.literal(o.name)), \(o.type).self, collection: \(o.collection), "
                    + "isSet: \(isSet), set: { if let v = $1 as? \(valueType) { ($0 as! \(q)).\(o.name) = v } })"
            }
            let actions = c.actions.map { a in
                "PlaygroundAction(\(UIKitRewriter.literal(a.selector))) { object, sender in let o = object as! \(q); \(a.call) }"
            }
            extensions.append("extension \(q) {\n"
                + "    nonisolated static func playgroundOutlets_\(suffix)() -> [PlaygroundOutlet] { [\(outlets.joined(separator: ", "))] }\n"
                + "    nonisolated static func playgroundActions_\(suffix)() -> [PlaygroundAction] { [\(actions.joined(separator: ", "))] }\n"
                + "}")
            registrations.append("UINib.playgroundRegisterOutlets(for: \(q).self, \(q).playgroundOutlets_\(suffix)(), "
                + "actions: \(q).playgroundActions_\(suffix)())")
        }
        return Generated(extensions: extensions.joined(separator: "\n"), registrations: registrations)
    }

    /// The entry point's call that reads the folder's Interface Builder files (`paths`); empty when there are none.
    public static func interfaceFilesCall(_ paths: [String]) -> String {
        paths.isEmpty ? "" : "playgroundLoadInterfaceFiles([\(paths.map { UIKitRewriter.literal($0) }.joined(separator: ", "))])"
    }

    /// `plan` with `call` (the interface files, the outlet registrations) made first in its entry point.
    public static func entry(_ entry: String, calling lines: [String]) -> String {
        let marker = "UINib.playgroundRegisterModule(fileID: #fileID)\n"
        let calls = lines.filter { !$0.isEmpty }
        guard !calls.isEmpty, let r = entry.range(of: marker) else { return entry }
        return entry.replacingCharacters(in: r, with: marker + calls.map { "    " + $0 + "\n" }.joined())
    }

    // MARK: The scan

    static func classes(in tree: SourceFileSyntax) -> [Found] {
        var found: [Found] = []
        func visit(_ members: [DeclSyntax], path: [String]) {
            for d in members {
                if let c = d.as(ClassDeclSyntax.self) {
                    let name = path + [c.name.text]
                    guard c.genericParameterClause == nil, !hidden(c.modifiers) else { continue }
                    let decls = c.memberBlock.members.map(\.decl)
                    let f = Found(qualified: name.joined(separator: "."), outlets: decls.flatMap(outlets), actions: decls.compactMap(action))
                    if !f.outlets.isEmpty || !f.actions.isEmpty { found.append(f) }
                    visit(decls, path: name)
                } else if let s = d.as(StructDeclSyntax.self), s.genericParameterClause == nil, !hidden(s.modifiers) {
                    visit(s.memberBlock.members.map(\.decl), path: path + [s.name.text])
                } else if let e = d.as(EnumDeclSyntax.self), e.genericParameterClause == nil, !hidden(e.modifiers) {
                    visit(e.memberBlock.members.map(\.decl), path: path + [e.name.text])
                } else if let x = d.as(ExtensionDeclSyntax.self), path.isEmpty, !hidden(x.modifiers) {
                    visit(x.memberBlock.members.map(\.decl), path: [x.extendedType.trimmedDescription])
                }
            }
        }
        visit(tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, path: [])
        return found
    }

    static func hidden(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    /// The outlets a member declares (`@IBOutlet weak var a: UILabel!`, `@IBOutlet var all: [UILabel]!`).
    static func outlets(_ decl: DeclSyntax) -> [Outlet] {
        guard let v = decl.as(VariableDeclSyntax.self), has(v.attributes, "IBOutlet"), v.bindingSpecifier.text == "var",
              !v.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { return [] }
        var result: [Outlet] = []
        var pending: [String] = []
        for b in v.bindings {
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, b.accessorBlock == nil else { continue }
            pending.append(name)
            guard let annotation = b.typeAnnotation else { continue }
            var type = annotation.type.trimmedDescription
            var optional = false
            if type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast(); optional = true }
            var collection = false
            if type.hasPrefix("["), type.hasSuffix("]") { type = String(type.dropFirst().dropLast()); collection = true }
            guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                pending = []
                continue
            }
            for n in pending { result.append(Outlet(name: n, type: type, optional: optional, collection: collection)) }
            pending = []
        }
        return result
    }

    /// An action (`@IBAction func tapped(_ sender: UIButton)` is `tapped:`): its Objective-C selector and the call
    /// made with `o` (the object) and `sender`.
    static func action(_ decl: DeclSyntax) -> Action? {
        guard let f = decl.as(FunctionDeclSyntax.self), has(f.attributes, "IBAction"), f.genericParameterClause == nil,
              !f.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { return nil }
        let name = f.name.text
        let parameters = Array(f.signature.parameterClause.parameters)
        let isThrowing = f.signature.effectSpecifiers?.throwsClause != nil
        let isAsync = f.signature.effectSpecifiers?.asyncSpecifier != nil
        guard !isThrowing, !isAsync else { return nil }
        switch parameters.count {
        case 0:
            return Action(selector: name, call: "o.\(name)()")
        case 1:
            let p = parameters[0]
            let label = p.firstName.text
            let selector = label == "_" ? name + ":" : name + "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            let argument = label == "_" ? "" : label + ": "
            var type = p.type.trimmedDescription
            let optional = type.hasSuffix("?") || type.hasSuffix("!")
            if optional { type.removeLast() }
            guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            if type == "Any" || type == "AnyObject" {
                return Action(selector: selector, call: optional ? "o.\(name)(\(argument)sender.map { $0 as \(type) })"
                                                               : "if let s = sender { o.\(name)(\(argument)s as \(type)) }")
            }
            return Action(selector: selector, call: optional ? "o.\(name)(\(argument)sender as? \(type))"
                                                           : "if let s = sender as? \(type) { o.\(name)(\(argument)s) }")
        default:
            return nil
        }
    }
}

// MARK: A library's classes

extension UIKitOutlets {
    /// For a library compiled as a module of its own (`UIKitLibraries`): the outlet tables to append to each of its
    /// files (by path), and one more file declaring `registrationFunction(module)`, which registers the module
    /// (a storyboard's `customClass` is looked up among its classes, as iOS finds a framework's class: the app's
    /// storyboards name a library's cells) and its classes' outlet tables. The app's entry point calls it.
    public static func library(module: String, files: [(path: String, text: String)])
        -> (appended: [String: String], registration: String) {
        var appended: [String: String] = [:]
        var registrations: [String] = []
        for file in files {
            guard let generated = generated(UIKitFileScan(path: file.path, text: file.text)) else { continue }
            appended[file.path] = generated.extensions
            registrations += generated.registrations
        }
        let registration = "import UIKit\n\npublic func \(registrationFunction(module))() {\n"
            + "    UINib.playgroundRegisterModule(fileID: #fileID)\n"
            + registrations.map { "    " + $0 + "\n" }.joined() + "}\n"
        return (appended, registration)
    }

    /// The name of a library module's registration function (see `library(module:files:)`).
    public static func registrationFunction(_ module: String) -> String {
        "_playgroundRegisterLibrary_" + String(module.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// `entry` importing `modules` (libraries compiled as modules of their own) and calling each one's registration
    /// function before its own module registers (so the app's own classes are looked up first).
    public static func entry(_ entry: String, registeringLibraries modules: [String]) -> String {
        let marker = "UINib.playgroundRegisterModule(fileID: #fileID)\n"
        guard !modules.isEmpty, let r = entry.range(of: marker) else { return entry }
        let calls = modules.map { registrationFunction($0) + "()\n    " }.joined()
        return modules.map { "import \($0)\n" }.joined()
            + entry.replacingCharacters(in: r, with: calls + marker)
    }
}
