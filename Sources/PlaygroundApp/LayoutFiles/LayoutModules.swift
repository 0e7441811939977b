import Foundation

/// Where the modules a layout file imports are, for the compiler and for an editor's language server: the build
/// folder's `Modules/` (SwiftPM's layout), or an installed copy under `PREFIX/lib/layout-playground` (`make install`,
/// docs/install.md).
///
///     build:      .build/debug/playground       .build/debug/Modules/PlaygroundCore.swiftmodule
///                                               .build/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap
///     installed:  PREFIX/bin/playground         PREFIX/lib/layout-playground/Modules/PlaygroundCore.swiftmodule
///                                               PREFIX/lib/layout-playground/include/_NumericsShims/module.modulemap
struct LayoutModules: Equatable {
    /// The folder holding PlaygroundCore.swiftmodule (and UIKit's modules), passed as `-I`.
    var modules: String
    /// The C shims' module maps under the core's pure Swift dependencies (swift-numerics' `_NumericsShims`):
    /// importing PlaygroundCore loads RealModule, which needs its shim's module map.
    var moduleMaps: [String]

    /// The installed copy's folder relative to the executable's folder.
    static let installedLibrary = "../lib/layout-playground"

    /// The modules for the executable in `folder`; nil when neither layout has PlaygroundCore.swiftmodule.
    static func locate(executableFolder folder: String) -> LayoutModules? {
        let fm = FileManager.default
        let installed = ((folder as NSString).appendingPathComponent(installedLibrary) as NSString).standardizingPath
        if fm.fileExists(atPath: installed + "/Modules/PlaygroundCore.swiftmodule") {
            return LayoutModules(modules: installed + "/Modules",
                                 moduleMaps: [installed + "/include/_NumericsShims/module.modulemap"])
        }
        guard let modules = [folder + "/Modules", folder].first(where: {
            fm.fileExists(atPath: $0 + "/PlaygroundCore.swiftmodule")
        }) else { return nil }
        return LayoutModules(modules: modules, moduleMaps: LayoutCompiler.dependencyModuleMaps(near: folder))
    }

    /// The compiler flags a layout file is compiled with, as a language server needs them (one per line in
    /// `compile_flags.txt`): the modules, the shims' module maps, Swift 5 mode, library parsing.
    var editorFlags: [String] {
        ["-I", modules] + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] }
            + ["-swift-version", "5", "-parse-as-library"]
    }
}
