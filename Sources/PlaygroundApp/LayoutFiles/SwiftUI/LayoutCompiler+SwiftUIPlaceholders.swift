import Foundation
import UIKitSourceRewrite

/// A SwiftUI file whose repository's other files are not here (docs/swiftui.md, "Types of its repository that are
/// not here"): when it does not compile for what they declare, placeholders stand in for them (SwiftUIPlaceholders,
/// sharing UIKit's plan and learning: LayoutCompiler+UIKitMissing), a few builds at most, each kept only when it
/// compiles.
extension LayoutCompiler {
    /// Compiles the SwiftUI file at `path` with `companions` (rewritten: previews blanked) in the same module, with
    /// placeholders for what its repository declares elsewhere when it does not compile without them. When the only
    /// errors are in companions, `failingCompanions` names them (path → first message) before the throw.
    /// `libraryFlags`: the compiler flags that see and link the app's own packages (`compileLibraries`).
    func compileSwiftUI(_ path: String, companions: [(path: String, text: String)],
                        failingCompanions: inout [String: String], libraryFlags: [String] = []) throws(LayoutFileError) -> Build {
        var diagnostics: [CompilerDiagnostic] = []
        let firstFailure: LayoutFileError
        do {
            return try compileSwiftUIOnce(path, companions: companions, failingCompanions: &failingCompanions,
                                          libraryFlags: libraryFlags, diagnostics: &diagnostics)
        } catch {
            firstFailure = error
        }
        // A companion's errors are the module's business (it is left out first); no placeholder then.
        guard failingCompanions.isEmpty, !diagnostics.isEmpty else { throw firstFailure }
        let cwd = FileManager.default.currentDirectoryPath
        let full = (path as NSString).isAbsolutePath ? path : cwd + "/" + path
        let name = (path as NSString).lastPathComponent
        var text = try Self.read(full)
        var plan = SwiftUIPlaceholders.Plan()
        guard Self.learnSwiftUIPlaceholders(diagnostics, plan: &plan, text: &text, path: full) else {
            throw firstFailure
        }
        var rounds = 1
        while true {
            var failing: [String: String] = [:]
            var errors: [CompilerDiagnostic] = []
            do {
                var build = try compileSwiftUIOnce(path, companions: companions, failingCompanions: &failing,
                                                   libraryFlags: libraryFlags, text: text, placeholders: plan,
                                                   diagnostics: &errors)
                let line = "\(name): " + SwiftUIPlaceholders.note(for: plan)
                Diagnostics.warn(line)
                build.rewrites = [line] + build.rewrites
                build.placeholders = plan.placeholdersSaid.components(separatedBy: ", ")
                return build
            } catch {
                var blocking: CompilerDiagnostic?
                if rounds < Self.placeholderRounds, failing.isEmpty,
                   Self.learnSwiftUIPlaceholders(errors, plan: &plan, text: &text, path: full, blocking: &blocking) {
                    rounds += 1
                    continue
                }
                // The failure before the placeholders says what is missing; what stopped the build with them
                // (`--verbose`'s "also:", the overlay) says why they were not enough.
                var failure = firstFailure
                if let last = blocking ?? errors.first {
                    failure.details.append(.init(summary: "with placeholders for \(plan.placeholdersSaid)"
                        + " (\(rounds) build\(rounds == 1 ? "" : "s")): \(last.summary)"))
                }
                throw failure
            }
        }
    }

    /// Learns from a build's errors in the file at `path` what its placeholders are (SwiftUIPlaceholders): views,
    /// view modifiers, `View` modifier methods and `Color`/`Font` members by the SwiftUI rules, the rest by UIKit's
    /// (`placeholderNames` on the first build, `learnPlaceholderMembers` after). `text` gets the closures passed to a
    /// placeholder made blank. False when nothing new was learnt, or when a missing name is SwiftUI's own (the
    /// playground's gap, which must fail as missing) or can have no placeholder.
    static func learnSwiftUIPlaceholders(_ errors: [CompilerDiagnostic], plan: inout SwiftUIPlaceholders.Plan,
                                         text: inout String, path: String) -> Bool {
        var blocking: CompilerDiagnostic?
        return learnSwiftUIPlaceholders(errors, plan: &plan, text: &text, path: path, blocking: &blocking)
    }

    /// The same, with `blocking` the error that stopped the learning: a name of SwiftUI's own that the playground
    /// lacks (said first in the failure's details, since no placeholder may stand in for it).
    static func learnSwiftUIPlaceholders(_ errors: [CompilerDiagnostic], plan: inout SwiftUIPlaceholders.Plan,
                                         text: inout String, path: String,
                                         blocking: inout CompilerDiagnostic?) -> Bool {
        var learnt = false
        var rest: [CompilerDiagnostic] = []
        let ownViews = SwiftUIPlaceholders.declaredViews(in: text)
        for e in errors where e.file == path {
            // `import FoodTruckKit`: a module of its repository (or a package) whose sources are not here, no Apple
            // framework: the import is made blank and its types get placeholders.
            if let r = e.message.range(of: "no such module '") {
                let module = String(e.message[r.upperBound...].prefix { $0 != "'" })
                guard !appleFrameworks.contains(module), !SwiftUIPlaceholders.appleModules.contains(module), !module.contains("."),
                      let blanked = SwiftUIPlaceholders.blankingImport(of: module, in: text, line: e.line) else { return false }
                text = blanked
                if plan.droppedImports.insert(module).inserted { learnt = true }
                continue
            }
            if let name = Self.missingName(e.message), name.first?.isUppercase == true {
                // SwiftUI's own type the playground lacks (`UnitCurve`, `Table`): its gap, which must fail as missing.
                if SwiftUIPlaceholders.appleTypes.contains(name) || SwiftUIPlaceholders.swiftUIViewTypes.contains(name)
                    || SwiftUIPlaceholders.appleModules.contains(name) {
                    blocking = e
                    return false
                }
                let modifier = SwiftUIPlaceholders.isModifier(name, in: text, line: e.line, column: e.column)
                if modifier || (e.message.hasPrefix("cannot find '")
                                && SwiftUIPlaceholders.isView(name, in: text, line: e.line, column: e.column))
                    || (plan.views[name] != nil && e.message.hasPrefix("cannot find type '")) {
                    var inits: Set<UIKitPlaceholderMembers.Member> = []
                    if case .method(let labels, let closures)? = UIKitPlaceholderMembers.shape(
                        of: name, in: text, line: e.line, column: e.column), !labels.isEmpty {
                        inits.insert(.init(name: "init", isStatic: false, shape: .method(labels: labels, closures: closures)))
                    }
                    let before = modifier ? plan.modifiers[name] : plan.views[name]
                    if modifier { plan.modifiers[name, default: []].formUnion(inits) } else { plan.views[name, default: []].formUnion(inits) }
                    if before != (modifier ? plan.modifiers[name] : plan.views[name]) { learnt = true }
                    text = UIKitPlaceholderMembers.blankingClosures(of: name, in: text, line: e.line, column: e.column)
                    continue
                }
            }
            if let member = SwiftUIPlaceholders.missingViewModifier(
                e.message, views: ownViews.union(plan.views.keys).union(plan.modifiers.keys)),
               let shape = UIKitPlaceholderMembers.shape(of: member, in: text, line: e.line, column: e.column),
               case .method = shape {
                if plan.viewMethods.insert(.init(name: member, isStatic: false, shape: shape)).inserted { learnt = true }
                text = UIKitPlaceholderMembers.blankingClosures(of: member, in: text, line: e.line, column: e.column)
                continue
            }
            if let (type, member) = SwiftUIPlaceholders.missingStyle(e.message) {
                let shape = UIKitPlaceholderMembers.shape(of: member, in: text, line: e.line, column: e.column) ?? .property
                if plan.styles[type, default: []].insert(.init(name: member, isStatic: true, shape: shape)).inserted {
                    learnt = true
                }
                continue
            }
            // A member SwiftUI's own type lacks is the playground's gap: never stood in for.
            if let (type, _, _) = UIKitPlaceholderMembers.missingMember(e.message),
               SwiftUIPlaceholders.isAppleTypeMember(type) { continue }
            rest.append(e)
        }
        // UIKit's rules for the rest: models, namespaces and constants, functions, other modules' members.
        var files = [(path: path, text: text)]
        // UIKit's first round (the names, then members of other modules' types) until it has a placeholder.
        let first = plan.uikit == UIKitPlaceholderTypes.Plan(names: [])
        if first {
            let found = swiftUIPlaceholderNames(rest, files: files, path: path)
            if found.isEmpty {
                // A missing name no placeholder can stand in for (a lowercase constant): the first failure stands.
                if rest.contains(where: { Self.missingName($0.message) != nil }) && !learnt { return false }
            } else {
                plan.uikit = found.plan
                learnt = true
            }
            // Members its repository adds to other modules' types, learnt at once as UIKit's are.
            var learnable = plan.uikit
            if learnPlaceholderMembers(rest.filter { Self.missingName($0.message) == nil }, plan: &learnable,
                                       files: &files, besides: path) {
                plan.uikit = learnable
                text = files[0].text
                learnt = true
            }
        } else if !rest.isEmpty {
            // (Not the first round.)
            if rest.contains(where: { SwiftUIPlaceholders.appleTypes.contains(Self.missingName($0.message) ?? "") }) {
                return false
            }
            // Names each error alone can give (UIKit's rule refuses them all when one cannot have a placeholder).
            let more = swiftUIPlaceholderNames(rest, files: files, path: path)
            for name in more.names where !plan.uikit.names.contains(name) {
                plan.uikit.names = (plan.uikit.names + [name]).sorted()
                if more.namespaces.contains(name) { plan.uikit.namespaces.insert(name) }
                learnt = true
            }
            for (name, inits) in more.initializers where !(plan.uikit.members[name] ?? []).isSuperset(of: inits) {
                plan.uikit.members[name, default: []].formUnion(inits)
                learnt = true
            }
            if learnPlaceholderMembers(rest, plan: &plan.uikit, files: &files, besides: path) {
                text = files[0].text
                learnt = true
            }
        }
        // The file's `@EnvironmentObject`s of a placeholder model are supplied to the entry's view.
        for type in SwiftUIPlaceholders.environmentObjectTypes(in: text)
        where plan.uikit.names.contains(type) && plan.views[type] == nil {
            if plan.environmentObjects.insert(type).inserted { learnt = true }
        }
        return learnt
    }

    /// UIKit's `placeholderNames` asked of each error alone and merged: a name that can have no placeholder (a
    /// lowercase constant) leaves the others theirs, since a build with placeholders is kept only when it compiles.
    static func swiftUIPlaceholderNames(_ errors: [CompilerDiagnostic], files: [(path: String, text: String)],
                                        path: String) -> PlaceholdersFound {
        var types: Set<String> = [], statics: Set<String> = []
        var merged = PlaceholdersFound(names: [], namespaces: [])
        for e in errors where Self.missingName(e.message) != nil {
            let found = placeholderNames([e], files: files, besides: path)
            for name in found.names {
                if found.namespaces.contains(name) { statics.insert(name) } else { types.insert(name) }
            }
            for (name, inits) in found.initializers { merged.initializers[name, default: []].formUnion(inits) }
            merged.functions.formUnion(found.functions)
        }
        merged.names = types.union(statics).sorted()
        merged.namespaces = statics.subtracting(types)
        return merged
    }

    /// The name a `cannot find 'X' in scope` / `cannot find type 'X' in scope` message names; nil for another message.
    static func missingName(_ message: String) -> String? {
        for lead in ["cannot find type '", "cannot find '"] where message.hasPrefix(lead) {
            let name = String(message.dropFirst(lead.count).prefix { $0 != "'" })
            return name.isEmpty ? nil : name
        }
        return nil
    }
}
