import SwiftSyntax

/// A project's example app imports the project's library module (`import AlignedCollectionViewFlowLayout`,
/// `@testable import BouncyLayout`); Xcode links that module into the app's target. When the library's sources are
/// in the playground's target (the folder, docs/uikit.md "The folder is the target"), they are compiled into the same
/// module as the file that imports them, so the import names a module that does not exist and is removed.
///
/// The rule that tells the project's own module from a package that is not here: the module's name is the name of a
/// top-level type declared in the target (libraries are named after their main type: `BouncyLayout`,
/// `VerticalCardSwiper`), or the name of the folder one of the target's files is in (SwiftPM's `Sources/Name/`). An import
/// of a module the playground provides, or of an Apple framework, is never removed here.
enum UIKitOwnModuleImports {
    /// Modules the playground provides or Swift's toolchain has: never the project's own.
    static let provided: Set<String> = ["UIKit", "Foundation", "SwiftUI", "CoreGraphics", "QuartzCore", "XCTest",
        "Testing", "Dispatch", "Glibc", "Observation", "ObjectiveC", "Darwin", "Swift", "_Concurrency", "simd",
        "FoundationEssentials", "Combine", "CoreData", "SafariServices", "Photos", "AVFoundation", "MapKit", "WebKit",
        "os", "OSLog", "PlaygroundOS"]

    /// Apple's modules whose Objective-C submodules a file may import (`import UIKit.UIGestureRecognizerSubclass`).
    static let clangModules: Set<String> = ["UIKit", "Foundation", "CoreGraphics", "QuartzCore"]

    static func isOwnModule(_ module: String, in names: Set<String>) -> Bool {
        !provided.contains(module) && names.contains(module)
    }

    /// The names of the types declared at the top level of `tree` (classes, structs, enums, actors, protocols).
    static func topLevelTypeNames(_ tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { item -> String? in
            let decl = item.item
            if let d = decl.as(ClassDeclSyntax.self) { return d.name.text }
            if let d = decl.as(StructDeclSyntax.self) { return d.name.text }
            if let d = decl.as(EnumDeclSyntax.self) { return d.name.text }
            if let d = decl.as(ActorDeclSyntax.self) { return d.name.text }
            if let d = decl.as(ProtocolDeclSyntax.self) { return d.name.text }
            return nil
        }
    }

    /// The name of the folder `path` is in (SwiftPM's `Sources/Name/File.swift`), none for a bare file name.
    static func folderNames(_ path: String) -> [String] {
        let parts = path.split(separator: "/")
        return parts.count >= 2 ? [String(parts[parts.count - 2])] : []
    }
}
