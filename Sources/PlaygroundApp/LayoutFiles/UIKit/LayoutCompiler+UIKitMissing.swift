import Foundation
import UIKitSourceRewrite

/// What a UIKit load says and does about what is not here (docs/uikit.md, "Messages"; docs/hosting.md, "Types of its
/// repository that are not here"): the prefixes of Apple's frameworks, the placeholders for its repository's types
/// and the members they learn, third-party packages and the one-line hint that names the missing piece.
extension LayoutCompiler {
    /// Type-name prefixes of Apple's frameworks, each with the framework(s) whose types carry it (Apple's
    /// two-or-three-letter class prefixes: `MKMapView` MapKit's, `AVPlayer` AVFoundation's, `SKProduct` StoreKit's
    /// and `SKNode` SpriteKit's). The one list both the placeholders and the error's hint read: a missing type so
    /// named is a framework's, never given a placeholder, and the hint names its framework.
    static let appleTypePrefixes: [(prefix: String, framework: String)] = [
        ("UI", "UIKit"), ("NS", "Foundation or UIKit"), ("CA", "Core Animation (QuartzCore)"),
        ("CG", "Core Graphics"), ("CF", "Core Foundation"), ("CI", "Core Image"), ("CL", "Core Location"),
        ("CM", "Core Media or Core Motion"), ("CN", "Contacts"), ("CT", "Core Text or Core Telephony"),
        ("AV", "AVFoundation or AVKit"), ("AR", "ARKit"), ("GK", "GameKit or GameplayKit"), ("MK", "MapKit"),
        ("MTL", "Metal"), ("PH", "Photos or PhotosUI"), ("PK", "PassKit or PencilKit"), ("QL", "QuickLook"),
        ("SCN", "SceneKit"), ("SF", "SafariServices"), ("SK", "SpriteKit or StoreKit"), ("UN", "UserNotifications"),
        ("WK", "WebKit"), ("Dispatch", "Dispatch")]

    /// The prefixes of `appleTypePrefixes`.
    static var applePrefixes: [String] { appleTypePrefixes.map(\.prefix) }

    /// The framework(s) an Apple type name belongs to by its prefix (`MKMapView` → MapKit): a known prefix followed
    /// by a capital letter (`UNUserNotificationCenter`, not `Unit`); nil for any other name.
    static func appleFramework(ofType name: some StringProtocol) -> String? {
        appleTypePrefixes.first { entry in
            name.hasPrefix(entry.prefix) && name.count > entry.prefix.count
                && name[name.index(name.startIndex, offsetBy: entry.prefix.count)].isUppercase
        }?.framework
    }

    /// The frameworks of `appleTypePrefixes` whose types the playground's own modules hold (UIKit, Foundation,
    /// Core Graphics, Core Animation, Dispatch): a missing type of theirs is one the playground lacks, not a module
    /// that is not here.
    static let providedTypeFrameworks: Set<String> = ["UIKit", "Foundation or UIKit", "Core Animation (QuartzCore)",
                                                      "Core Graphics", "Core Foundation", "Dispatch"]

    /// The type checker's limit for one expression, s (swiftc's `-solver-expression-time-threshold`; its default is
    /// 600 s, far beyond the compile's own time limit).
    static let expressionTimeThreshold = 5

    /// How a missing type may be used in an expression and still get a placeholder (`placeholderNames`): its
    /// metatype, made plainly or with an initializer its placeholder's UIKit superclass declares (UIView's
    /// `init(frame:)`; UICollectionViewLayoutAttributes' `init(forCellWith:)`, `init(forSupplementaryViewOfKind:with:)`,
    /// `init(forDecorationViewOfKind:with:)`: a layout's attributes subclass kept in another file, as
    /// `PinterestLayoutAttributes(forCellWith: indexPath)`), or an empty array of it (`[PinterestLayoutAttributes]()`).
    /// An initializer the placeholder's superclass lacks makes the build with it fail, and the first failure is said.
    static let placeholderUses = [".self", "()", "(frame:", "(forCellWith:", "(forSupplementaryViewOfKind:",
                                  "(forDecorationViewOfKind:", "]()", "].self"]

    /// How many builds with placeholders a load tries at most: the first, then one per round of members learnt.
    static let placeholderRounds = 5

    /// The types the compiler could not find in the user's files that get placeholders (UIKitPlaceholderTypes): each a
    /// capitalised name of no Apple framework, which no file beside declares (else the message says why that file was
    /// left out), and the names among them used only in expressions as `Name.member` (namespaces). Empty when one
    /// missing name cannot have one; the other errors are left to the build with placeholders (a call of a missing
    /// type's method does not type-check either: `extra argument 'animator' in call`), which is kept only when it
    /// compiles.
    static func placeholderNames(_ errors: [CompilerDiagnostic], files: [(path: String, text: String)],
                                 besides file: String) -> PlaceholdersFound {
        let none = PlaceholdersFound(names: [], namespaces: [])
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        var names: Set<String> = [], types: Set<String> = [], statics: Set<String> = []
        var initializers: [String: Set<UIKitPlaceholderMembers.Member>] = [:]
        var functions: Set<UIKitPlaceholderMembers.Member> = []
        for error in errors where texts[error.file] != nil {
            for lead in ["cannot find type '", "cannot find '"] {
                guard let r = error.message.range(of: lead) else { continue }
                let name = String(error.message[r.upperBound...].prefix { $0 != "'" })
                // A lowercase name called as a function (`tween(from: a, to: b, progress: p)`, a top-level function
                // of its repository): declared with the call's labels, stopping when called. A constant of its
                // repository (`kCellHeight`), whose type nothing says, gets nothing.
                if lead == "cannot find '", let first = name.first, first.isLowercase || first == "_",
                   name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    guard case .method(let labels, let closures)? = UIKitPlaceholderMembers.shape(
                        of: name, in: texts[error.file]!, line: error.line, column: error.column) else { return none }
                    functions.insert(.init(name: name, isStatic: false, shape: .method(labels: labels, closures: closures)))
                    break
                }
                guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                      appleFramework(ofType: name) == nil || UIKitPlaceholderTypes.isRepositoryType(withApplePrefix: name),
                      !networkingTypes.contains(name),
                      UIKitSiblingFiles.whyLeftOut(name, besides: file) == nil,
                      !UIKitSiblingFiles.declaredBeside(name, besides: file) else { return none }
                // A name in an expression only as a metatype, a class made plainly or a static member
                // (`ExtraLargeAppCell.self`, `BadgeCell()`, `BadgeView(frame: …)`, `Kinds.header`,
                // `WeakTimer.scheduledTimer(…)`): an initializer with other labels (`Division(rawValue:)`) is not
                // learnt.
                if lead == "cannot find '" {
                    let lines = texts[error.file]!.split(separator: "\n", omittingEmptySubsequences: false)
                    guard error.line >= 1, error.line <= lines.count else { return none }
                    let tail = lines[error.line - 1].utf8.dropFirst(max(0, error.column - 1))
                    var use = String(decoding: tail, as: UTF8.self)
                    // A call whose arguments start on the next line (`Name(` then `forSupplementaryViewOfKind: …`):
                    // read as one line.
                    if use.trimmingCharacters(in: .whitespaces) == name + "(", error.line < lines.count {
                        use = name + "(" + lines[error.line].trimmingCharacters(in: .whitespaces)
                    }
                    if use.hasPrefix(name + "."), !use.hasPrefix(name + ".self"), !use.hasPrefix(name + ".init") {
                        statics.insert(name)
                    } else if Self.placeholderUses.contains(where: { use.hasPrefix(name + $0) }) {
                        types.insert(name)
                    } else {
                        // Made with an initializer of its repository (`GridMetrics(columns: 3)`, a struct of options
                        // or a model): a class placeholder with that initializer, keeping each argument as the
                        // property of its label (UIKitPlaceholderTypes.initializerLines).
                        guard case .subclass = UIKitPlaceholderTypes.kind(of: name),
                              case .method(let labels, let closures)? = UIKitPlaceholderMembers.shape(
                                of: name, in: texts[error.file]!, line: error.line, column: error.column),
                              !labels.isEmpty else { return none }
                        initializers[name, default: []].insert(
                            .init(name: "init", isStatic: false, shape: .method(labels: labels, closures: closures)))
                        types.insert(name)
                    }
                } else {
                    types.insert(name)
                }
                names.insert(name)
                break
            }
        }
        // A name that does not say its UIKit class but whose uses do (`as? TopApp` of a dequeued cell).
        var superclasses: [String: String] = [:]
        for name in names {
            if let superclass = UIKitPlaceholderTypes.superclass(byUseOf: name, in: files.map(\.text)) {
                superclasses[name] = superclass
            }
        }
        return PlaceholdersFound(names: names.sorted(), namespaces: statics.subtracting(types),
                                 initializers: initializers, functions: functions, superclasses: superclasses)
    }

    /// What `placeholderNames` found: the missing types, those used only in expressions as `Name.member`
    /// (namespaces), the initializers with arguments the files call on them, and the lowercase top-level functions
    /// the files call.
    struct PlaceholdersFound {
        var names: [String]
        var namespaces: Set<String>
        var initializers: [String: Set<UIKitPlaceholderMembers.Member>] = [:]
        var functions: Set<UIKitPlaceholderMembers.Member> = []
        /// The superclasses the names' uses say (UIKitPlaceholderTypes+Uses).
        var superclasses: [String: String] = [:]

        /// Whether anything can be given a placeholder.
        var isEmpty: Bool { names.isEmpty && functions.isEmpty }

        /// A plan with all this.
        var plan: UIKitPlaceholderTypes.Plan {
            var plan = UIKitPlaceholderTypes.Plan(names: names, namespaces: namespaces)
            plan.members = initializers
            plan.functions = functions
            plan.superclassesByUse = superclasses
            return plan
        }
    }

    /// Learns from a build with placeholders what they lack (UIKitPlaceholderMembers): the members the errors say
    /// are missing (a closure literal passed to a learnt method made blank in `files`), the names still missing, and
    /// whether an enum's raw values are `Int` (`rawValue` compared with or divided by an `Int`). False when nothing
    /// new was learnt.
    static func learnPlaceholderMembers(_ errors: [CompilerDiagnostic], plan: inout UIKitPlaceholderTypes.Plan,
                                        files: inout [(path: String, text: String)], besides file: String) -> Bool {
        var learnt = false
        for error in errors {
            guard let index = files.firstIndex(where: { $0.path == error.file }) else { continue }
            if plan.learn(error.message, text: files[index].text, line: error.line, column: error.column) {
                learnt = true
                if let member = UIKitPlaceholderMembers.missingMember(error.message)?.member
                    ?? UIKitPlaceholderMembers.identifier(in: files[index].text, line: error.line, column: error.column) {
                    files[index].text = UIKitPlaceholderMembers.blankingClosures(of: member, in: files[index].text,
                                                                                 line: error.line, column: error.column)
                    // `delegate?.collectionView?(cv, layout: self, …)`: the learnt method is no optional requirement.
                    files[index].text = UIKitPlaceholderMembers.blankingOptionalCall(of: member, in: files[index].text,
                                                                                     line: error.line, column: error.column)
                    // Its overloads: the other calls of that member on the same receiver, each with its labels.
                    if let (type, _, isStatic) = UIKitPlaceholderMembers.missingMember(error.message), plan.names.contains(type) {
                        for call in UIKitPlaceholderMembers.callsOnSameReceiver(of: member, in: files[index].text,
                                                                                line: error.line, column: error.column) {
                            guard let shape = UIKitPlaceholderMembers.shape(of: member, in: files[index].text,
                                                                             line: call.line, column: call.column),
                                  shape != .property else { continue }
                            plan.members[type, default: []].insert(.init(name: member, isStatic: isStatic, shape: shape))
                            files[index].text = UIKitPlaceholderMembers.blankingClosures(
                                of: member, in: files[index].text, line: call.line, column: call.column)
                            files[index].text = UIKitPlaceholderMembers.blankingOptionalCall(
                                of: member, in: files[index].text, line: call.line, column: call.column)
                        }
                    }
                }
            }
            // An enum placeholder's raw value used as a number: `Int` raw values.
            let lines = files[index].text.split(separator: "\n", omittingEmptySubsequences: false)
            if error.line >= 1, error.line <= lines.count, lines[error.line - 1].contains(".rawValue"),
               error.message.contains("'String'"), error.message.contains("'Int'") {
                for name in plan.names where plan.isEnum(name) && !plan.intRawValues.contains(name) {
                    plan.intRawValues.insert(name)
                    learnt = true
                }
            }
        }
        // The types uses want of placeholder values (`let n = delegate.columns(…)` then `n * 2`; `Constants.spacing`
        // read as a `CGFloat`): UIKitPlaceholderResults.
        if learnPlaceholderValueTypes(errors, plan: &plan, files: &files) { learnt = true }
        // Names missing still (a static member's type, `WeakTimer`, was hidden by the first errors).
        let more = placeholderNames(errors, files: files, besides: file)
        for name in more.names where !plan.names.contains(name) {
            plan.names = (plan.names + [name]).sorted()
            if more.namespaces.contains(name) { plan.namespaces.insert(name) }
            if let superclass = more.superclasses[name] { plan.superclassesByUse[name] = superclass }
            learnt = true
        }
        for (name, inits) in more.initializers {
            let before = plan.members[name]?.count ?? 0
            plan.members[name, default: []].formUnion(inits)
            if plan.members[name]!.count > before { learnt = true }
        }
        if !more.functions.isSubset(of: plan.functions) {
            plan.functions.formUnion(more.functions)
            learnt = true
        }
        return learnt
    }

    /// Third-party packages real UIKit files import that the playground does not provide: an import of one is removed
    /// and the files compiled again (a leftover import), and what then fails names the package.
    static let knownPackages: Set<String> = ["Kingfisher", "SDWebImage", "SnapKit", "Alamofire", "RxSwift", "RxCocoa",
                                             "Lottie", "Nuke"]

    /// Apple's frameworks a UIKit file may import that the playground does not provide (the hint names them as such).
    static let appleFrameworks: Set<String> = ["Photos", "PhotosUI", "MapKit", "AVFoundation", "AVKit",
        "CoreData", "CoreImage", "CoreLocation", "WebKit", "SafariServices", "StoreKit", "MessageUI", "Contacts",
        "CoreMotion", "SpriteKit", "SceneKit", "ARKit", "Metal", "MetalKit", "UniformTypeIdentifiers",
        "LinkPresentation", "CoreText", "ImageIO", "Accelerate", "GameplayKit", "Network", "UserNotifications",
        "ContactsUI", "CloudKit", "HealthKit", "GameKit", "EventKit", "EventKitUI", "CoreML", "Vision", "QuickLook",
        "AuthenticationServices", "Intents", "WidgetKit", "CoreSpotlight", "MobileCoreServices", "CoreMedia",
        "AudioToolbox", "LocalAuthentication", "CoreHaptics", "Messages", "MediaPlayer", "CoreBluetooth",
        "CoreTelephony", "SystemConfiguration", "Social", "AddressBook", "AddressBookUI", "AssetsLibrary",
        // Swift Charts (iOS 16): `import Charts` is Apple's framework, not a library of the folder (swiftui16).
        "Charts"]

    /// The members popular packages add to UIKit's types, by the package: an error that a view has no such member
    /// names the package (SnapKit's `snp`, Kingfisher's `kf`, RxCocoa's `rx`, SDWebImage's `sd_setImage`).
    static let packageMembers: [String: String] = ["snp": "SnapKit", "kf": "Kingfisher", "rx": "RxCocoa",
                                                   "sd_setImage": "SDWebImage", "sd": "SDWebImage"]

    /// What to add when the compiler's first error cannot find a type that is not Apple's (no `UI`/`NS`/`CA`/`CG`
    /// prefix): a type of the user's own repository, declared in a file beside the one loaded; or a module that is
    /// not here (issue 32, "messages that hide the cause"). Empty for every other error.
    static func missingTypeHint(_ error: CompilerDiagnostic, besides file: String? = nil) -> String {
        // A package's namespace member (`collectionView.snp.makeConstraints`, SnapKit's): the package is not here,
        // whatever the file imports (an example app reaches it through its library's import).
        if let r = error.message.range(of: "has no member '") {
            let member = String(error.message[r.upperBound...].prefix { $0 != "'" })
            if let package = packageMembers[member] {
                return " (`.\(member)` is \(package)'s, a package the playground does not provide)"
            }
        }
        if let r = error.message.range(of: "no such module '") {
            let name = error.message[r.upperBound...].prefix { $0 != "'" }
            return appleFrameworks.contains(String(name))
                ? " (\(name) is an Apple framework the playground does not provide; docs/uikit.md)"
                : " (\(name) is not an Apple framework: a module of its project or a package, whose files are not here)"
        }
        for lead in ["cannot find type '", "cannot find '"] {
            guard let r = error.message.range(of: lead) else { continue }
            let name = error.message[r.upperBound...].prefix { $0 != "'" }
            // `cannot find 'x'` names a type only when it is capitalised (`Matrix(…)`), not a function or value.
            guard let first = name.first, lead != "cannot find '" || first.isUppercase else { continue }
            // An Apple type by its prefix (appleTypePrefixes, the list the placeholders read): its framework is
            // named, whether one the playground does not provide (`MKMapView`, MapKit's) or one whose type the
            // playground's modules do not have yet (`UIFooView`, UIKit's).
            if let framework = appleFramework(ofType: name),
               !UIKitPlaceholderTypes.isRepositoryType(withApplePrefix: String(name)) {
                return providedTypeFrameworks.contains(framework)
                    ? " (\(name) is \(framework)'s, a type the playground's \(framework) does not have; docs/uikit.md)"
                    : " (\(name) is \(framework)'s, an Apple framework the playground does not provide; docs/uikit.md)"
            }
            if let file, let why = UIKitSiblingFiles.whyLeftOut(String(name), besides: file) { return " (\(why))" }
            return " (\(name) is not a UIKit type: it is probably declared in another file of its repository; "
                    + "put that file beside this one, in one folder)"
        }
        return ""
    }

    /// Foundation's networking types, which swift-corelibs-foundation keeps in FoundationNetworking: every public
    /// type of that module (its symbol graph, `swift-symbolgraph-extract -module-name FoundationNetworking`, Swift 6.3),
    /// so that a cell's `var task: URLSessionDataTask?` or a `URLSessionConfiguration` gets the module as `URLSession` does.
    static let networkingTypes = [
        "URLSession", "URLSessionTask", "URLSessionDataTask", "URLSessionUploadTask", "URLSessionDownloadTask",
        "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionConfiguration", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLSessionStreamDelegate",
        "URLSessionWebSocketDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics",
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "CachedURLResponse",
        "URLCache", "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLProtocol", "URLProtocolClient",
        "HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey", "URLAuthenticationChallenge",
        "URLAuthenticationChallengeSender",
    ]

    /// Whether `text` names one of `networkingTypes` (a word of its text, not part of a longer name).
    static func namesNetworking(_ text: String) -> Bool {
        guard text.contains("URL") || text.contains("HTTPCookie") else { return false }
        return networkingTypes.contains { name in
            var rest = text[...]
            while let r = rest.range(of: name) {
                let before = r.lowerBound == text.startIndex ? nil : text[text.index(before: r.lowerBound)]
                let after = r.upperBound == text.endIndex ? nil : text[r.upperBound]
                let isWordChar = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                if !isWordChar(before) && !isWordChar(after) { return true }
                rest = text[r.upperBound...]
            }
            return false
        }
    }
}
