import Foundation

/// A folder that carries its dependencies' sources (docs/hosting.md, "Dependencies' sources in the folder"): CocoaPods'
/// `Pods/<Name>/`, Carthage's `Carthage/Checkouts/<name>/`, SwiftPM's `.build/checkouts/<name>/` and Xcode's
/// `SourcePackages/checkouts/<name>/` (a package's clone). An `import Name` is compiled from there as module `Name`,
/// before the app's files, as those tools build it (UIKitLibraries.folder, LayoutCompiler.compileLibraries).
///
/// Decided (Apple has nothing to say; the tools' own layouts): a pod's module is its folder's name (`Pods/SnapKit`;
/// CocoaPods' `module_name` defaults to the pod's name as a C99 identifier); a checkout's module is a target its
/// `Package.swift` declares (`.target(name: "Kingfisher", path: "Sources")`), else a checkout folder named like the
/// module holding `Sources/Name`, `Sources`, `Name` or `Name/Classes`. At most `dependencyFileLimit` Swift files are
/// compiled for one library (a larger one is refused in one line naming it); the compile's own time limit applies. A
/// dependency that needs another dependency, or UIKit API the playground lacks, does not compile: the load stops with
/// one line naming the package and its first error.
extension UIKitLibraries {
    /// The folders, relative to a folder searched, where dependency managers keep their dependencies' clones.
    static let checkoutFolders = ["Carthage/Checkouts", ".build/checkouts", "SourcePackages/checkouts"]

    /// How many entries of one checkouts folder are looked at (a folder of clones, not a home folder).
    static let checkoutEntryLimit = 200

    /// The most Swift files a library is compiled from (a dependency such as Kingfisher has about 100; a larger one
    /// would take minutes on a small machine, beyond the compile's time limit).
    static let dependencyFileLimit = 400

    /// The folder of module `module`'s sources among the dependencies kept in `base` (`Pods/`, the checkouts
    /// folders); nil when none is there.
    static func dependencyFolder(for module: String, in base: String) -> String? {
        let pod = (base as NSString).appendingPathComponent("Pods/" + module)
        if UserFile.kind(of: BytePath(pod)) == S_IFDIR, hasSwiftFiles(pod) { return pod }
        for checkouts in checkoutFolders {
            let root = (base as NSString).appendingPathComponent(checkouts)
            guard UserFile.kind(of: BytePath(root)) == S_IFDIR else { continue }
            let entries = ((try? UserFile.listFolder(BytePath(root)).get()) ?? [])
                .compactMap { String(validating: $0.bytes, as: UTF8.self) }.filter { !$0.hasPrefix(".") }
                .sorted().prefix(checkoutEntryLimit)
            // The clone named like the module first (`SnapKit/` for `import SnapKit`), then any whose manifest
            // declares it (`swift-collections/` for `import Collections`).
            let ordered = entries.filter { $0.lowercased() == module.lowercased() }
                + entries.filter { $0.lowercased() != module.lowercased() }
            for entry in ordered {
                let package = (root as NSString).appendingPathComponent(entry)
                let manifest = (package as NSString).appendingPathComponent("Package.swift")
                if case .success(let text) = UserFile.readText(BytePath(manifest)),
                   let path = targetPath(module, manifest: text) {
                    let found = ((package as NSString).appendingPathComponent(path) as NSString).standardizingPath
                    if UserFile.kind(of: BytePath(found)) == S_IFDIR, hasSwiftFiles(found) { return found }
                }
                guard entry.lowercased() == module.lowercased() else { continue }
                for candidate in ["Sources/" + module, "Sources", module, module + "/Classes"] {
                    let found = (package as NSString).appendingPathComponent(candidate)
                    if UserFile.kind(of: BytePath(found)) == S_IFDIR, hasSwiftFiles(found) { return found }
                }
            }
        }
        return nil
    }
}
