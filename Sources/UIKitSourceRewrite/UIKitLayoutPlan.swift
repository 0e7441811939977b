/// What to compile for a group of UIKit layout files (docs/uikit.md, "Loading UIKit files"): each file rewritten
/// (its lines and columns kept, `#sourceLocation` pointing back at it), and a separate entry point that imports
/// UIKit and UIKitBridge and hands the app the layout through `uikitLayoutPlugin`.
///
/// Which layout: a top-level `func makeLayout() -> UICollectionViewLayout` (or `makeLayout(_ collectionView:
/// UICollectionView)`) in any file of the group says; otherwise the one concrete class that subclasses
/// UICollectionViewLayout (directly, or through another class of the files) and can be made with `init()`.
public struct UIKitLayoutPlan: Sendable {
    /// One file to compile: the user's path and the rewritten text (its first line a `#sourceLocation`).
    public struct Source: Sendable {
        public var path: String
        public var text: String
    }

    public var sources: [Source]
    /// The generated entry point (no `#sourceLocation`: its messages name the generated file).
    public var entry: String
    /// How the layout is made, for messages: `class CarouselLayout` or `makeLayout() in Masonry+Playground.swift`.
    public var layout: String
    /// What the rewrite changed, in file order.
    public var notes: [RewriteNote]
    /// The previews kept, by file (path and index in the group): a compile error inside one drops it
    /// (`make(files:name:dropping:)`).
    public var previews: [(path: String, file: Int, preview: UIKitPreviews.Preview)] = []

    init(sources: [Source], entry: String, layout: String, notes: [RewriteNote]) {
        self.sources = sources
        self.entry = entry
        self.layout = layout
        self.notes = notes
    }

    /// The base classes a layout class descends from, and whether each can be made with `init()`.
    public static let layoutRoots: [String: Bool] = [
        "UICollectionViewLayout": true,
        "UICollectionViewFlowLayout": true,
        "UICollectionViewCompositionalLayout": false,   // init(section:) or init(sectionProvider:)
        "UICollectionViewTransitionLayout": false,      // init(currentLayout:nextLayout:)
    ]

    /// The C name of the entry point (the same as a native file's: the app loads both alike).
    public static let symbol = "layout_playground_entry_v1"
    /// The factory appended to the file that declares the layout's class or `makeLayout` (a `private` class is
    /// visible there).
    static let factory = "_layoutPlaygroundUIKitFactory"

    /// Whether `text` is a UIKit file: a line imports UIKit, QuartzCore or CoreGraphics (`import UIKit`,
    /// `@preconcurrency import UIKit`, `import class UIKit.UICollectionViewLayout`, …).
    ///
    /// A line scan, not a parse: the watcher asks this of every saved file and of a group's main file before each
    /// build, and swift-syntax's parser, built -Onone in a debug build, takes tens of milliseconds for a page.
    /// An `import UIKit` line inside a block comment or a multi-line string would fool it; the compiler would then
    /// report the missing PlaygroundCore names.
    public static func isUIKitFile(_ text: String) -> Bool {
        // Most native files never mention these modules.
        if !UIKitFileScan.uikitModules.contains(where: { text.contains($0) }) {
            guard UIKitFileScan.namesUIKitTypes(text) else { return false }
            if !text.contains("import ") { return UIKitFileScan.namesUIKitWithoutImport(text) }
        }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        var sawImport = false, sawLibrary = false, sawOtherUI = false
        // "\r\n" is one Character: a CRLF file's lines are split on it too (issue 38, low).
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            for modifier in ["public", "internal", "package", "private", "fileprivate"] where words.first == Substring(modifier) {
                words = words.dropFirst()
            }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let module = path.split(separator: ".").first.map(String.init) ?? ""
            if UIKitFileScan.uikitModules.contains(module) { return true }
            sawImport = true
            if UIKitFileScan.otherUIModules.contains(module) { sawOtherUI = true }
            else if !plainModules.contains(module) { sawLibrary = true }
        }
        // A file of a framework target that imports nothing: on iOS it sees the modules its framework's umbrella
        // header imports (UIKit, for a layout library), as Xcode compiles it; it is a UIKit file when it names
        // UIKit's collection-view classes. A native playground file always imports PlaygroundCore. So is an
        // example app's file that imports only its library (`import TisprCardStack`), which re-exports UIKit.
        // So is a framework's file that imports only Foundation's layer and subclasses one of UIKit's classes
        // (ADMozaikCollectionViewLayout's `import Foundation` and `open class ADMozaikLayout:
        // UICollectionViewFlowLayout`): its framework's umbrella header gives it UIKit on iOS. A model file that only
        // mentions a UIKit class (in a comment, a property) stays a plain file.
        if sawImport, !sawLibrary, !sawOtherUI, subclassesUIKitClass(text) { return true }
        return sawImport ? sawLibrary && !sawOtherUI && UIKitFileScan.namesUIKitTypes(text)
            : UIKitFileScan.namesUIKitWithoutImport(text)
    }

    /// Whether a line of `text` declares a class whose first inherited type is one of UIKit's (`UI` and a capital:
    /// `open class ADMozaikLayout: UICollectionViewFlowLayout`, `final class Cell: UIKit.UICollectionViewCell`), or
    /// a subclass of another class when the file's code names UIKit's collection-view classes. A line scan, as
    /// `isUIKitFile`.
    static func subclassesUIKitClass(_ text: String) -> Bool {
        guard text.contains("class ") else { return false }
        let modifiers: Set<Substring> = ["open", "public", "internal", "package", "fileprivate", "private", "final"]
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) where raw.contains("class ") {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
            // `class var tint: UIColor` and `class func` are members, not classes.
            guard words.first == "class", let name = words.dropFirst().first,
                  !["var", "let", "func", "subscript", "override", "final", "open", "public"].contains(name) else { continue }
            // What follows the class's name (and generic parameters): `: UICollectionViewFlowLayout {`.
            let rest = words.dropFirst().joined(separator: " ")
            guard let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("{") else { continue }
            var inherited = rest[rest.index(after: colon)...].drop { $0 == " " }
            if inherited.hasPrefix("UIKit.") { inherited = inherited.dropFirst(6) }
            let scalars = Array(inherited.utf8.prefix(3))
            if scalars.count == 3, scalars[0] == UInt8(ascii: "U"), scalars[1] == UInt8(ascii: "I"),
               (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(scalars[2]) { return true }
            // A subclass of the framework's own class (`open class CollectionViewCardLayout: CollectionViewLayout`,
            // CPCollectionViewKit) whose code, not only its comments, names UIKit's collection-view classes.
            if namesCollectionViewInCode(text) { return true }
        }
        return false
    }

    /// Whether a line of `text`, before any `//` comment, names `UICollectionView…`.
    static func namesCollectionViewInCode(_ text: String) -> Bool {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).contains { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return code.contains("UICollectionView")
        }
    }

    /// The modules a plain Swift file of an app target may import and still be compiled beside its UIKit files:
    /// the standard library and Foundation's layer (no UI framework, no playground module).
    /// Combine: its subset is the SwiftUI module's, which a plain file's `import Combine` imports (UIKitRewriteVisitor).
    /// ObjectiveC: its import is removed (UIKitRewriteVisitor.appleOnlyModules) and its associated objects are
    /// UIKit's here (`UIKitFileScan.namesObjectiveCRuntimeSymbols` imports UIKit for them): a library's
    /// `SectionModel+WaterFlow.swift` (`import Foundation`, `import ObjectiveC`, a stored property in an extension).
    public static let plainModules: Set<String> = ["Swift", "Foundation", "Dispatch", "os", "OSLog", "PlaygroundOS", "Darwin", "Glibc",
                                                   "Combine", "ObjectiveC"]

    /// Whether `text` is a plain Swift file an app's UIKit files may use (docs/hosting.md, "A file and the siblings
    /// it names"): a model or controller file that imports only `plainModules`, or nothing
    /// (Apple's `WiFiController.swift`, `import Foundation` and `class WiFiController { struct Network … }`). It is
    /// not a UIKit file: it is compiled only as a sibling a UIKit file names, never loaded as a layout of its own. A
    /// native playground file (it imports PlaygroundCore) and a SwiftUI file are not plain. The same line scan as
    /// `isUIKitFile`.
    public static func isPlainSwiftFile(_ text: String) -> Bool {
        if isUIKitFile(text) { return false }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            for modifier in ["public", "internal", "package", "private", "fileprivate"] where words.first == Substring(modifier) {
                words = words.dropFirst()
            }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let module = path.split(separator: ".").first.map(String.init) ?? ""
            if !plainModules.contains(module) { return false }
        }
        return true
    }

    /// The plan for `files` (paths and texts; the first is the one the user named). `name` is the layout's name when
    /// `makeLayout` makes it (the group's name); a class's own name, lower-cased, otherwise.
    ///
    /// A file nested deeper than `SourceNesting.limit` is refused before it is parsed (issue 38, severe 3); below
    /// it, the parse and the rewrite need at most `stackNeeded` bytes of stack.
    ///
    /// `ownModules` names more modules that are the project's own (their `import` is removed,
    /// `UIKitOwnModuleImports`): the loader's retry after "no such module" when the library's files are beside.
    /// `libraryModules` names the modules the loader compiled as libraries of their own (`UIKitLibraries`): never
    /// the project's own, whatever its folders are named (an example app's folder often bears its library's name).
    /// `firstController` names the view controller the app shows at launch (its main storyboard's initial
    /// controller, docs/hosting.md "Entry points"): that entry point comes first. `libraryFiles`: the sources of
    /// those libraries, read (never rewritten) for their classes' superclasses and their protocols, as the
    /// compiler sees a module's imports: an app's cell subclassing the library's cell is a reusable view.
    /// `sceneDelegate` names the class the Info.plist's scene manifest names (`UISceneDelegateClassName`), preferred
    /// to the other classes adopting `UIWindowSceneDelegate` (`launchingSceneDelegate`).
    public static func make(files: [(path: String, text: String)], name: String,
                            dropping: [Int: Set<Int>] = [:], ownModules: Set<String> = [],
                            libraryModules: Set<String> = [], firstController: String? = nil,
                            sceneDelegate sceneDelegateName: String? = nil,
                            libraryFiles: [(path: String, text: String)] = []) throws(UIKitPlanError) -> UIKitLayoutPlan {
        for file in files {
            if let refusal = SourceNesting.refusal(file.text, name: fileName(file.path)) { throw UIKitPlanError(refusal) }
        }
        // `#Preview` blocks become functions (UIKitPreviews), before anything else reads the files.
        var files = files
        var previews: [(file: Int, preview: UIKitPreviews.Preview)] = []
        for i in files.indices {
            let r = UIKitPreviews.rewrite(text: files[i].text, file: i, dropping: dropping[i] ?? [])
            files[i].text = r.text
            previews += r.previews.map { (i, $0) }
        }
        let scans = files.map { UIKitFileScan(path: $0.path, text: $0.text) }
        let first = scans[0].path.split(separator: "/").last.map(String.init) ?? scans[0].path
        let controllers = Self.viewControllers(scans)
        // A target with entry points (docs/hosting.md): its previews, then its view controllers, then a bare layout
        // when the files have one. An app (or scene) delegate that makes its window's root controller makes the
        // target hosted on its own: its controllers often take arguments (a view model) that only the delegate gives.
        let sceneDelegate = Self.launchingSceneDelegate(files, named: sceneDelegateName)
        let appDelegate = sceneDelegate == nil ? Self.launchingDelegate(files) : nil
        let hosting = !previews.isEmpty || !controllers.isEmpty || sceneDelegate != nil || appDelegate != nil

        // Which layout.
        let makers = scans.filter { $0.makeLayout != nil }
        var home = 0
        var call = ""
        var withCollectionView = false
        var layoutName: String?
        var description = ""
        var answers: [UIKitDelegateAnswers.Answered] = []
        var parameters: [Parameter] = []
        var bareName = "layout"
        func choose() throws(UIKitPlanError) {
        if makers.count > 1 {
            throw UIKitPlanError("\(first): more than one top-level makeLayout (\(makers.map { Self.fileName($0.path) + ":\($0.makeLayout!.line)" }.joined(separator: ", "))); keep one")
        } else if let maker = makers.first, let kind = maker.makeLayout?.kind {
            home = scans.firstIndex { $0.path == maker.path }!
            withCollectionView = kind == .withCollectionView
            call = withCollectionView ? "makeLayout(collectionView)" : "makeLayout()"
            layoutName = name
            description = "\(withCollectionView ? "makeLayout(_:)" : "makeLayout()") in \(Self.fileName(maker.path))"
            bareName = "makeLayout"
        } else {
            let candidates = Self.candidates(scans)
            let builders = candidates.isEmpty ? UIKitBuilders.builders(scans) : []
            if let host = Self.builderHost(builders, scans: scans) {
                // No layout class: the group's section and layout builders, one chosen by the panel.
                (home, call, description, parameters) = host
                withCollectionView = true
                layoutName = name
                bareName = "builders"
            } else {
                // Each leaf layout class the playground can make: with `init()` (or defaulted arguments), or with
                // an initializer whose arguments the panel and the playground's delegates give.
                let answerable = Set(UIKitDelegateAnswers.answers(scans: scans, layoutClass: nil,
                                                                  also: Set(scans.flatMap { $0.protocols.map(\.name) }))
                                        .map(\.protocolName))
                var made: [(candidate: Candidate, body: String, answers: [UIKitDelegateAnswers.Answered],
                            parameters: [Parameter])] = []
                for c in candidates where c.why != "generic" {
                    let hosted = c.makeable ? nil : UIKitInitArguments.hosted(c.name, scans: scans, protocols: answerable)
                    guard c.makeable || hosted != nil else { continue }
                    let answered = UIKitDelegateAnswers.answers(scans: scans, layoutClass: c.name,
                                                               also: Set(hosted?.protocols ?? []))
                    var lines: [String] = []
                    if !answered.isEmpty {
                        lines.append("let width = CGFloat(Double(values[\(UIKitRewriter.literal(UIKitDelegateAnswers.widthParameter))] ?? \"\") ?? 160)")
                    }
                    for a in answered {
                        lines.append("let answers_\(a.protocolName) = \(a.className)(itemWidth: width\(a.choices.isEmpty ? "" : ", choices: values"))")
                    }
                    // The collection view's delegate: a delegate the playground answers before a layout's own data source.
                    if let first = answered.first(where: { $0.protocolName.lowercased().contains("delegate") }) ?? answered.first {
                        lines.append("collectionView.delegate = answers_\(first.protocolName)")
                    }
                    lines.append("let layout = \(c.name)(\(hosted?.arguments ?? ""))")
                    // Its settable properties of simple types, as live parameters (docs/hosting.md).
                    let taken = Set((hosted?.parameters ?? []).map(\.name) + ["sections", Self.classParameter, Self.entryParameter,
                                                                               UIKitDelegateAnswers.widthParameter]
                                    + answered.flatMap { $0.choices.map(\.name) })
                    let settable = UIKitSettableProperties.chain(c.name, scans: scans).filter { !taken.contains($0.name) }
                    lines += settable.map(\.assignment)
                    let settableParameters = settable.flatMap(\.parameters)
                    for a in answered { for p in a.properties { lines.append("layout.\(p) = answers_\(a.protocolName)") } }
                    lines.append("return layout")
                    var params = (hosted?.parameters ?? []) + settableParameters
                    if !answered.isEmpty {
                        params.append(.number(UIKitDelegateAnswers.widthParameter, default: 160, range: 10...2000, integer: false,
                                              summary: "the width of the items the playground's delegate answers give, points"))
                    }
                    for a in answered {
                        for c in a.choices {
                            params.append(.choice(c.name, default: c.words[0], words: c.words,
                                                  summary: "the case the playground's delegate answers to \(c.requirement)"))
                        }
                    }
                    made.append((c, lines.joined(separator: "; "), answered, params))
                }
                guard let chosen = made.first else {
                    throw UIKitPlanError(Self.whichMessage(first: first, candidates: candidates, scans: scans))
                }
                home = chosen.candidate.file
                // One class made with `init()`, nothing answered, no parameter: the plain factory, `Name()`.
                let plain = made.count == 1 && chosen.answers.isEmpty && chosen.parameters.isEmpty
                    && chosen.candidate.makeable
                withCollectionView = !plain
                for m in made {
                    for a in m.answers where !answers.contains(where: { $0.protocolName == a.protocolName }) { answers.append(a) }
                    for p in m.parameters where !parameters.contains(where: { $0.name == p.name }) { parameters.append(p) }
                }
                func describe(_ m: (candidate: Candidate, body: String, answers: [UIKitDelegateAnswers.Answered], parameters: [Parameter])) -> String {
                    "class \(m.candidate.name)" + (m.answers.isEmpty ? "" : " (\(m.answers.map(\.protocolName).joined(separator: ", ")) answered by the playground)")
                }
                if plain {
                    call = "\(chosen.candidate.name)()"
                    description = describe(chosen)
                } else if made.count == 1 {
                    call = chosen.body
                    description = describe(chosen)
                } else {
                    // Several layout classes: each offered, the `layoutClass` parameter says which (its first by
                    // default), under the group's name.
                    let key = UIKitRewriter.literal(Self.classParameter)
                    call = "switch values[\(key)] ?? \"\" { "
                        + made.dropFirst().map { "case \(UIKitRewriter.literal($0.candidate.name)): \($0.body)" }.joined(separator: "; ")
                        + "; default: \(chosen.body) }"
                    parameters.insert(.choice(Self.classParameter, default: chosen.candidate.name, words: made.map(\.candidate.name),
                                              summary: "which of the file's layout classes is shown"), at: 0)
                    layoutName = name
                    description = "the classes " + made.map(describe).joined(separator: ", ") + " (the \(Self.classParameter) parameter)"
                }
                bareName = made.count == 1 ? chosen.candidate.name : "layouts"
            }
        }
        }
        var hasBare = true
        do { try choose() } catch {
            // A target hosted by its view controllers or previews needs no bare layout of its own.
            guard hosting else { throw error }
            hasBare = false
        }

        // The rewrite, file by file.
        var sources: [Source] = []
        var notes: [RewriteNote] = []
        var outletRegistrations: [String] = []
        // Only where a file calls an initializer on a metatype (the rewrite's `PlaygroundMakers.make`), or asks
        // `responds(to:)` (the methods' table): registered by the entry point.
        let libraryScans = libraryFiles.map { UIKitFileScan(path: $0.path, text: $0.text) }
        let rewritten = UIKitRewriter.rewriteGroup(scans, context: libraryScans, ownModules: ownModules,
                                                   libraryModules: libraryModules)
        var metatypeMakers = rewritten.contains(where: { $0.text.contains("PlaygroundMakers.make(") }) ? Self.makers(scans) : [:]
        if rewritten.contains(where: { $0.text.contains("responds(to:") || $0.text.contains("PlaygroundSelectors.") }) {
            metatypeMakers.merge(Self.selectorTables(scans)) { $0 + $1 }
        }
        for (i, (scan, result)) in zip(scans, rewritten).enumerated() {
            notes += result.notes
            var text = scan.implicitImports + "#sourceLocation(file: \(SourceLocationDirective.file(scan.path)), line: 1)\n" + result.text
            var generated: [String] = []
            if !result.appended.isEmpty { generated.append(result.appended) }
            if let outlets = UIKitOutlets.generated(scan) {
                generated.append(outlets.extensions)
                outletRegistrations += outlets.registrations
            }
            for c in controllers where c.file == i {
                generated.append("@MainActor func \(c.function)() -> Any { \(c.make) }")
            }
            if let registrations = metatypeMakers[i] {
                generated.append("func _layoutPlaygroundMakers_\(i)() {\n    " + registrations.joined(separator: "\n    ") + "\n}")
            }
            if i == home && hasBare {
                // `@MainActor`, as UIKit's classes are (the user's `makeLayout` may be too): the bridge calls it
                // from the thread that makes the layout (the window's main thread; docs/uikit-machinery.md, "Isolation").
                generated.append(withCollectionView
                    ? "@MainActor func \(factory)(_ collectionView: UICollectionView, _ values: [String: String]) -> UICollectionViewLayout { \(call) }"
                    : "@MainActor func \(factory)() -> UICollectionViewLayout { \(call) }")
            }
            if !generated.isEmpty {
                text += "\n#sourceLocation()\n// Generated by the playground.\n" + generated.joined(separator: "\n") + "\n"
            }
            sources.append(Source(path: scan.path, text: text))
        }
        let nameArgument = layoutName.map { UIKitRewriter.literal($0) } ?? "nil"
        let make = withCollectionView
            ? "parameters: [\(parameters.map(\.declaration).joined(separator: ", "))], makeWithValues: { \(factory)($0, $1) }"
            : "make: { \(factory)() }"
        let plugin: String
        var launch: String?
        var sceneLaunch: String?
        if hosting {
            // (name, the code after the name: `, { … })`), then the names made unique (the entry parameter's words).
            var found = previews.map { (name: $0.preview.name, hosted: true, rest: "{ \($0.preview.function)() }") }
            found += controllers.map { (name: $0.name, hosted: true, rest: "{ \($0.function)() }") }
            // The controller the app's main storyboard starts with is what the app shows first (Info.plist's
            // UIMainStoryboardFile or scene manifest; docs/hosting.md, "Entry points").
            if let first = firstController, let at = found.firstIndex(where: { $0.name == first }), at > 0 {
                found.insert(found.remove(at: at), at: 0)
            }
            // An app delegate that makes its window's root controller in code shows that first, as the app does.
            // A scene delegate that does (iOS 13's template) is what a scene-based app shows: it launches after the
            // app delegate, whose window is then unused, so it replaces the app delegate's entry point.
            if let scene = sceneDelegate {
                found.insert((name: scene, hosted: true, rest: "{ _layoutPlaygroundSceneLaunch() }"), at: 0)
                sceneLaunch = Self.sceneLaunchFunction(scene, appDelegate: Self.applicationDelegate(files))
            } else if let delegate = appDelegate {
                found.insert((name: delegate, hosted: true, rest: "{ _layoutPlaygroundAppLaunch() }"), at: 0)
                launch = delegate
            }
            if hasBare {
                found.append((name: bareName, hosted: false,
                              rest: withCollectionView ? "{ \(factory)($0, $1) }" : "{ _, _ in \(factory)() }"))
            }
            var seen: [String: Int] = [:]
            var entries: [(name: String, code: String)] = []
            for f in found {
                seen[f.name, default: 0] += 1
                let unique = seen[f.name]! > 1 ? "\(f.name) \(seen[f.name]!)" : f.name
                entries.append((unique, "\(f.hosted ? ".hosted" : ".layout")(\(UIKitRewriter.literal(unique)), \(f.rest))"))
            }
            parameters.insert(.choice(Self.entryParameter, default: entries[0].name, words: entries.map(\.name),
                                      summary: "which entry point is shown: the main storyboard's first controller, the previews, then the view controllers, then the bare layout"), at: 0)
            plugin = "uikitHostPlugin(name: \(UIKitRewriter.literal(name)), parameters: [\(parameters.map(\.declaration).joined(separator: ", "))], "
                + "entries: [\(entries.map(\.code).joined(separator: ", "))])"
            description = "entry points " + entries.map(\.name).joined(separator: ", ")
                + (entries.count > 1 ? " (the \(Self.entryParameter) parameter)" : "")
        } else {
            plugin = "uikitLayoutPlugin(name: \(nameArgument), \(make))"
        }
        var entry = """
            // Generated by the playground: the entry point the app finds with dlsym.
            import UIKit
            import UIKitBridge

            @_cdecl("\(symbol)")
            public func _layoutPlaygroundEntry() -> UnsafeMutableRawPointer {
                UINib.playgroundRegisterModule(fileID: #fileID)
                \(metatypeMakers.keys.sorted().map { "_layoutPlaygroundMakers_\($0)()" }.joined(separator: "; "))
                return \(plugin)
            }

            """
        entry = UIKitOutlets.entry(entry, calling: outletRegistrations)
        if let launch { entry += Self.appLaunchFunction(launch) }
        if let sceneLaunch { entry += sceneLaunch }
        for a in answers { entry += "\n" + a.declaration + "\n" }
        if !answers.isEmpty {
            notes.append(RewriteNote(file: scans[home].path, line: 1, column: 1,
                                     what: "delegate answered by the playground: "
                                        + answers.map(\.protocolName).joined(separator: ", ")
                                        + " (item sizes from the photos' aspect ratios at \(UIKitDelegateAnswers.widthParameter) points wide)"))
        }
        for (file, p) in previews {
            notes.append(RewriteNote(file: scans[file].path, line: p.lines.lowerBound, column: 1,
                                     what: "#Preview \"\(p.name)\" is an entry point (\(p.function))"))
        }
        var plan = UIKitLayoutPlan(sources: sources, entry: entry, layout: description, notes: notes)
        plan.previews = previews.map { (scans[$0.file].path, $0.file, $0.preview) }
        return plan
    }

    /// The parameter that chooses among several layout classes of a group.
    static let classParameter = "layoutClass"
    /// The parameter that chooses among a target's entry points (docs/hosting.md).
    public static let entryParameter = "entry"

    /// A parameter the generated entry point declares (`UIKitPluginParameter` in UIKitBridge).
    enum Parameter {
        case number(String, default: Double, range: ClosedRange<Double>, integer: Bool, summary: String)
        case choice(String, default: String, words: [String], summary: String)

        var name: String {
            switch self {
            case .number(let name, _, _, _, _), .choice(let name, _, _, _): name
            }
        }

        var declaration: String {
            switch self {
            case let .number(name, value, range, integer, summary):
                return ".number(\(UIKitRewriter.literal(name)), default: \(value), range: \(range.lowerBound)...\(range.upperBound), "
                    + "integer: \(integer), summary: \(UIKitRewriter.literal(summary)))"
            case let .choice(name, value, words, summary):
                return ".choice(\(UIKitRewriter.literal(name)), default: \(UIKitRewriter.literal(value)), "
                    + "words: [\(words.map(UIKitRewriter.literal).joined(separator: ", "))], summary: \(UIKitRewriter.literal(summary)))"
            }
        }
    }

    /// The factory's body, home file, description and parameter for a group made of builders; nil without any.
    static func builderHost(_ builders: [UIKitBuilders.Builder], scans: [UIKitFileScan])
        -> (Int, String, String, [Parameter])? {
        guard let first = builders.first else { return nil }
        let make = { (b: UIKitBuilders.Builder) -> String in
            b.takesProviderArguments ? "UICollectionViewCompositionalLayout { sectionIndex, environment in \(b.call) }"
                : b.isSection ? "UICollectionViewCompositionalLayout(section: \(b.call))" : b.call
        }
        let cases = builders.map { b in "case \(UIKitRewriter.literal(b.name)): return \(make(b))" }
        let key = UIKitRewriter.literal(UIKitBuilders.parameter)
        let body = "switch values[\(key)] ?? \"\" { \(cases.joined(separator: "; ")); default: return "
            + make(first) + " }"
        let parameter = Parameter.choice(UIKitBuilders.parameter, default: first.name, words: builders.map(\.name),
                                         summary: "which of the file's section and layout builders is shown")
        // The builders' own arguments (`columns`), each name once: two builders taking `columns` share its slider.
        var arguments: [Parameter] = []
        for p in builders.flatMap(\.parameters) where p.name != UIKitBuilders.parameter
            && !arguments.contains(where: { $0.name == p.name }) { arguments.append(p) }
        // The factory goes in a file that sees UIKit (its signature names UICollectionViewLayout): a target's first
        // file may be a model importing only Foundation (bart-g/CompositionalLayout-DiffableDataSource's).
        let home = scans.firstIndex(where: \.seesUIKit) ?? 0
        return (home, body, "the builders \(builders.map(\.name).joined(separator: ", ")) (the builder parameter)", [parameter] + arguments)
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    static func whichMessage(first: String, candidates: [Candidate], scans: [UIKitFileScan] = []) -> String {
        let make = "a top-level `func makeLayout() -> UICollectionViewLayout` in the file or in a file beside it "
            + "(\(first.stem)+Playground.swift) says which"
        let makeable = candidates.filter(\.makeable)
        if makeable.count > 1 {
            return "\(first): \(makeable.count) layout classes (\(makeable.map(\.name).joined(separator: ", "))); " + make
        }
        if candidates.isEmpty {
            let controllers = controllersNeedingArguments(scans)
            if let controller = controllers.first {
                return "\(first): \(controllers.joined(separator: ", ")) cannot be made: "
                    + "\(controllers.count == 1 ? "its" : "their") initializers all take arguments; a `#Preview { \(controller)(…) }` in the "
                    + "file or in a file beside it makes \(controllers.count == 1 ? "it" : "one") an entry point, or "
                    + "\(make)"
            }
            // A layout class of the repository built on another one that is not among the files (LNZ's infinite
            // layout on its snap-to-center layout, WaterfallKit's pinned layouts on its waterfall layout): the
            // missing base is named, as the compiler would name a missing type.
            let declared = Set(scans.flatMap { $0.classes.map(\.name) })
            if let c = scans.flatMap(\.classes).first(where: { c in
                guard let base = c.superclass, !declared.contains(base) else { return false }
                return base.hasSuffix("Layout") && !base.hasPrefix("UI") && !base.hasPrefix("NS")
            }), let base = c.superclass {
                return "\(first): \(c.name) subclasses \(base), which is not in these files (a layout class of its "
                    + "repository, probably): put the file declaring \(base) beside this one, in one folder; or \(make)"
            }
            return "\(first): no class subclassing UICollectionViewLayout, UICollectionViewFlowLayout or "
                + "UICollectionViewCompositionalLayout; \(make)"
        }
        let listed = candidates.map { "\($0.name) (\($0.why ?? ""))" }.joined(separator: ", ")
        return "\(first): no layout class can be made with init(): \(listed); \(make)"
    }
}

/// Why a group of UIKit files has no plan: one line.
public struct UIKitPlanError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

private extension String {
    /// `Carousel.swift` → `Carousel`.
    var stem: String {
        guard let dot = lastIndex(of: "."), dot != startIndex else { return self }
        return String(self[..<dot])
    }
}
