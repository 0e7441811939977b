import Foundation
import UIKitSourceRewrite

/// The types a build with placeholders says its values must have (UIKitPlaceholderResults; docs/hosting.md, "Types of
/// its repository that are not here"): a learnt method's result bound with no written type, and a namespace's or
/// another module's type's static property used as a number, size or colour.
extension LayoutCompiler {
    /// Learns from `errors` the types wanted of placeholder values: writes the type on an untyped binding of a learnt
    /// method's result (in `files`), and types the static properties read as another type than `String`. False when
    /// nothing new was learnt. Conversions are read before operators (an operator's other operand may be a literal's
    /// default type, `Int`, where a conversion on another line names `CGFloat`).
    static func learnPlaceholderValueTypes(_ errors: [CompilerDiagnostic], plan: inout UIKitPlaceholderTypes.Plan,
                                           files: inout [(path: String, text: String)]) -> Bool {
        var learnt = false
        let methods = Set(plan.members.values.flatMap { $0 }.filter { $0.shape != .property && !$0.isInitializer }.map(\.name)
                          + plan.functions.map(\.name))
        // Types with static properties read as values (namespaces, enums, classes, another module's types).
        let statics = Set(plan.members.filter { $0.value.contains { $0.isStatic && $0.shape == .property } }.keys)
        for pass in [true, false] {
            for error in errors {
                guard let index = files.firstIndex(where: { $0.path == error.file }) else { continue }
                // `let n = delegate.columns(…)` then `n * 2`: the binding's type.
                if let (type, conversion) = UIKitPlaceholderResults.wantedType(error.message, insteadOf: "()"),
                   conversion == pass,
                   let (text, name) = UIKitPlaceholderResults.typingBinding(
                       in: files[index].text, line: error.line, column: error.column, wholeLine: !conversion,
                       methods: methods, as: type) {
                    files[index].text = text
                    plan.typedResults.insert("\(name): \(type)")
                    if !conversion { plan.typedByOperator.insert(name) }
                    learnt = true
                }
                // A type an operator gave, which a conversion then refuses (`'Int'` to `'CGFloat'`): typed again.
                if pass, error.message.hasPrefix("cannot convert value of type '"),
                   let actual = error.message.split(separator: "'").dropFirst().first.map(String.init),
                   case (let type, true)? = UIKitPlaceholderResults.wantedType(error.message, insteadOf: actual) {
                    if let name = UIKitPlaceholderResults.identifier(in: files[index].text, line: error.line, column: error.column),
                       plan.typedByOperator.contains(name), plan.typedResults.contains("\(name): \(actual)"),
                       let text = UIKitPlaceholderResults.retypingBinding(of: name, written: actual, in: files[index].text,
                                                                         line: error.line, as: type) {
                        files[index].text = text
                        plan.typedResults.remove("\(name): \(actual)")
                        plan.typedResults.insert("\(name): \(type)")
                        plan.typedByOperator.remove(name)
                        learnt = true
                    }
                    for read in UIKitPlaceholderResults.staticReads(in: files[index].text, line: error.line,
                                                                   column: error.column, wholeLine: false, types: statics)
                    where plan.typedByOperator.contains("\(read.type).\(read.member)")
                        && plan.typedStatics[read.type]?[read.member] == actual {
                        plan.typedStatics[read.type]![read.member] = type
                        plan.typedByOperator.remove("\(read.type).\(read.member)")
                        learnt = true
                    }
                }
                // `Constants.spacing * 2` (a `String` constant of a namespace): the property's type.
                if let (type, conversion) = UIKitPlaceholderResults.wantedType(error.message, insteadOf: "String"),
                   conversion == pass {
                    for read in UIKitPlaceholderResults.staticReads(in: files[index].text, line: error.line,
                                                                   column: error.column, wholeLine: !conversion,
                                                                   types: statics)
                    where plan.typedStatics[read.type]?[read.member] == nil
                        && plan.members[read.type]?.contains(.init(name: read.member, isStatic: true, shape: .property)) == true {
                        plan.typedStatics[read.type, default: [:]][read.member] = type
                        if !conversion { plan.typedByOperator.insert("\(read.type).\(read.member)") }
                        learnt = true
                    }
                }
                // `CGFloat(DateModel.dayCountPerRow)` (`no exact matches in call to initializer`, which names no type):
                // the type of the initializer called there, as an operator's (a conversion may replace it).
                if pass, error.message.hasPrefix("no exact matches in call to initializer"),
                   let type = UIKitPlaceholderResults.identifier(in: files[index].text, line: error.line, column: error.column),
                   type.first?.isUppercase == true {
                    for read in UIKitPlaceholderResults.staticReads(in: files[index].text, line: error.line,
                                                                   column: error.column, wholeLine: true, types: statics)
                    where plan.typedStatics[read.type]?[read.member] == nil
                        && plan.members[read.type]?.contains(.init(name: read.member, isStatic: true, shape: .property)) == true {
                        plan.typedStatics[read.type, default: [:]][read.member] = type
                        plan.typedByOperator.insert("\(read.type).\(read.member)")
                        learnt = true
                    }
                    if let (text, name) = UIKitPlaceholderResults.typingBinding(
                        in: files[index].text, line: error.line, column: error.column, wholeLine: true,
                        methods: methods, as: type) {
                        files[index].text = text
                        plan.typedResults.insert("\(name): \(type)")
                        plan.typedByOperator.insert(name)
                        learnt = true
                    }
                }
                // `UIScreen.main.screenWidth * 0.5`, `let w: CGFloat = view.safeWidth`: an instance property its
                // repository gives another module's type, declared `String` until a use says its type; `view.radius =
                // 8` (`cannot assign value of type 'Int' to type 'String'`): the value's.
                let untyped = Set(plan.typedProperties.values.flatMap { $0.filter { $0.value == "String" }.keys })
                var wanted = UIKitPlaceholderResults.wantedType(error.message, insteadOf: "String")
                if wanted == nil, error.message.hasPrefix("cannot assign value of type '"),
                   error.message.hasSuffix("' to type 'String'") {
                    let type = String(error.message.dropFirst("cannot assign value of type '".count).prefix { $0 != "'" })
                    if UIKitPlaceholderResults.plain(type) { wanted = (type, true) }
                }
                if !untyped.isEmpty, let (type, conversion) = wanted, conversion == pass {
                    for member in UIKitPlaceholderResults.propertyReads(in: files[index].text, line: error.line,
                                                                       properties: untyped) {
                        for owner in plan.typedProperties.keys where plan.typedProperties[owner]?[member] == "String" {
                            plan.typedProperties[owner]![member] = type
                            learnt = true
                        }
                    }
                }
                // `cell.backgroundColor = .random`: the implicit member's type is the context's.
                if pass, let (type, member, wanted) = UIKitPlaceholderResults.implicitMember(error.message, insteadOf: "String"),
                   plan.typedStatics[type]?[member] == nil,
                   plan.members[type]?.contains(.init(name: member, isStatic: true, shape: .property)) == true {
                    plan.typedStatics[type, default: [:]][member] = wanted
                    learnt = true
                }
            }
        }
        return learnt
    }
}

extension UIKitSiblingFiles {
    /// Whether a Swift file in `file`'s folder declares `name`: then `name` is not "declared in another file of its
    /// repository, which is not here" and gets no placeholder (that file was left out for a reason of its own — a
    /// package it imports that is not here — which the first failure says; a placeholder that compiles would hide it).
    /// The folder's subfolders count (a folder target's first file sits at its root), its SwiftUI files too (a
    /// SwiftUI view no UIKit file of the target may see, which the compiler's "cannot find" then names).
    static func declaredBeside(_ name: String, besides file: String) -> Bool {
        let folder = PathText.folder(of: file)
        let place = folder.isEmpty ? "." : folder
        let folders = [place] + UIKitTarget.subfolders(of: place)
        for candidate in folders.flatMap({ UIKitTarget.swiftFiles(in: $0) })
        where (candidate as NSString).lastPathComponent != (file as NSString).lastPathComponent {
            if case .success(let text) = UserFile.readText(BytePath(candidate)), Scan(text).declared.contains(name) {
                return true
            }
        }
        return false
    }
}
