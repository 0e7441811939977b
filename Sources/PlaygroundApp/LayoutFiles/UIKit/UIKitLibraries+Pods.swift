import Foundation

/// A CocoaPods development pod: an example app's `Podfile` names its library with a path (`pod 'DisplaySwitcher',
/// :path => '../'`), and the pod's `.podspec` there says where its sources are (`s.source_files =
/// 'Pod/Classes/**/*'`), a folder that need not be named like the module (docs/hosting.md, "An app and its
/// library"). CocoaPods compiles those files as the pod's module: its `module_name`, else its name with every
/// character that is not a letter, digit or underscore made `_` (CocoaPods' `Specification#module_name`, "the name
/// of the module … defaults to the c99ext-identifier version of the name"), so `expanding-collection` is
/// `expanding_collection`.
extension UIKitLibraries {
    /// The folder of module `module`'s sources when `podfile` (the text of the Podfile in folder `base`) names a
    /// development pod whose module it is: the fixed part of its podspec's `source_files` patterns (the folder
    /// before the first wildcard; several patterns: their common folder). Nil when no pod of the Podfile is that
    /// module, its podspec cannot be read, or it names no folder of Swift files.
    static func developmentPodFolder(for module: String, podfile: String, base: String) -> String? {
        for (name, path) in developmentPods(podfile) {
            let podFolder = (path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)) as NSString
            let podName = String(name.prefix { $0 != "/" })  // `pod 'ChatLayout/Core'`: the subspec's pod
            let spec = podFolder.appendingPathComponent(podName + ".podspec")
            guard case .success(let text) = UserFile.readText(BytePath(spec)),
                  podModuleName(podspec: text, podName: podName) == module,
                  let sources = sourceFolder(podspec: text) else { continue }
            let found = (podFolder.appendingPathComponent(sources) as NSString).standardizingPath
            if UserFile.kind(of: BytePath(found)) == S_IFDIR, hasSwiftFiles(found) { return found }
        }
        return nil
    }

    /// The Podfile's pods given by path: `pod 'Name', :path => '../'` (or `path: '..'`), in its order; comments
    /// (`#` to the end of a line) left out.
    static func developmentPods(_ podfile: String) -> [(name: String, path: String)] {
        podfile.split(separator: "\n").compactMap { line -> (String, String)? in
            let code = line.prefix { $0 != "#" }
            guard let m = code.firstMatch(of: /^\s*pod\s+['"]([^'"]+)['"].*?(?::path\s*=>|path:)\s*['"]([^'"]*)['"]/)
            else { return nil }
            return (String(m.output.1), String(m.output.2))
        }
    }

    /// The pod's module name: `module_name`, else its name as a C99 identifier (every other character `_`).
    static func podModuleName(podspec: String, podName: String) -> String {
        if let m = podspec.firstMatch(of: /\.module_name\s*=\s*['"]([^'"]+)['"]/) { return String(m.output.1) }
        return String(podName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The folder, relative to the podspec, that holds the pod's sources: for every `source_files` pattern of the
    /// spec and its subspecs (`s.source_files`, `s.ios.source_files`, `core.source_files`; a string or a list), the
    /// folders before its first wildcard, and of those their common folder. Nil when there is none.
    static func sourceFolder(podspec: String) -> String? {
        var folders: [[Substring]] = []
        for line in podspec.split(separator: "\n") {
            let code = line.prefix { $0 != "#" }
            guard !code.contains(".osx.") && !code.contains(".macos."),
                  let eq = code.firstMatch(of: /\.source_files\s*=\s*(.*)$/) else { continue }
            for pattern in eq.output.1.matches(of: /['"]([^'"]+)['"]/) {
                let parts = pattern.output.1.split(separator: "/")
                folders.append(Array(parts.prefix { !$0.contains("*") && !$0.contains("{") && !$0.contains(".") }))
            }
        }
        guard var common = folders.first else { return nil }
        for f in folders.dropFirst() {
            common = Array(zip(common, f).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? "." : common.joined(separator: "/")
    }
}
