// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayoutPlayground",
    products: [
        .library(name: "PlaygroundCore", targets: ["PlaygroundCore"]),
        .executable(name: "playground", targets: ["Playground"]),
        // Another package's layout code and tests `import UIKit` on Linux (docs/tests-on-linux.md).
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // With PlaygroundOS: a package rewritten by `playground rewrite` imports it where its files import os / OSLog.
        .library(name: "UIKit", targets: ["UIKit", "PlaygroundOS"]),
        // For test targets only: the cross-import overlays swift-testing declares for Apple's UIKit and CoreGraphics,
        // which a Swift Testing file importing our modules of those names looks for (docs/tests-on-linux.md).
        .library(name: "UIKitTestingOverlays", targets: ["_Testing_UIKit", "_Testing_CoreGraphics"]),
        // For XCTest targets only: UIKit through XCTest and XCTestCase as an NSObjectProtocol, as on iOS.
        .library(name: "PlaygroundXCTest", targets: ["PlaygroundXCTest"]),
        // `import SwiftUI` for another package's layouts and their tests on Linux (docs/swiftui.md).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // For the package-benchmark suite (Benchmarks/): UIKit layouts through the adapter beside the native ones.
        .library(name: "UIKitBridge", targets: ["UIKitBridge"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Presets are TOML files (docs/tuning.md).
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        // YAML compositional specs (docs/compositional.md), read at the edge only.
        .package(url: "https://github.com/jpsim/Yams", exact: "5.0.1"),
        // Pure Swift packages the core may use (docs/architecture.md): elementary functions, and data structures.
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // `make docs`: the DocC catalog of PlaygroundCore (Sources/PlaygroundCore/PlaygroundCore.docc) as a static site.
        // A command plugin: it builds nothing unless `swift package generate-documentation` runs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The parser of the UIKit files' rewrite step (docs/uikit.md, "Loading UIKit files"): the release that
        // matches the Swift 6.3 toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // SDL2, SDL2_image and SDL2_ttf through pkg-config; nothing but the module map and the shim header.
        .systemLibrary(
            name: "CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
        ),
        // libjpeg-turbo's TurboJPEG API (scaled JPEG decoding) and libpng (row-by-row PNG), through pkg-config.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // FreeType and HarfBuzz: UIKit's text measuring (Sources/CTextShaping/shim.h; docs/uikit.md, "Text").
        .systemLibrary(name: "CTextShaping", pkgConfig: "harfbuzz",
                       providers: [.apt(["libfreetype-dev", "libharfbuzz-dev"])]),
        // A small C API over Dear ImGui (Debian's libimgui-dev: a static library with the SDL2 platform backend) for
        // the parameter panel; C++ stays inside this target (docs/tuning.md).
        .target(
            name: "CImGui",
            cxxSettings: [.unsafeFlags(["-isystem/usr/include/imgui"])],
            linkerSettings: [.linkedLibrary("imgui"), .linkedLibrary("stb"), .linkedLibrary("SDL2"),
                             .linkedLibrary("stdc++")]
        ),
        // Pure: the standard library and pure Swift packages only; never SDL, Foundation, a clock, a file, the screen
        // or a thread (checked by Tests/PlaygroundCoreTests/PurityTests.swift).
        .target(
            name: "PlaygroundCore",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        // Reads a user's UIKit layout files with swift-syntax: which layout they hold, and the mechanical rewrite of what
        // Swift on Linux cannot compile (@objc, optional requirements, #if os(iOS), …) keeping every line and column
        // (docs/uikit.md, "Loading UIKit files"). Pure text in, text out: no file, no process.
        .target(
            name: "UIKitSourceRewrite",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `import UIKit` on Linux for collection-view layouts (docs/uikit.md): Core Graphics' and Core Animation's
        // geometry, then UIKit's layout classes. Swift 5 mode: UIKit's classes are mutable NSObjects, as on iOS.
        // UIKit imports the core only for its compositional engine and never re-exports it.
        .target(name: "CoreGraphics", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "PlaygroundCore", "CTextShaping"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Stand-ins for swift-testing's cross-import overlays of Apple's modules (Testing.swiftcrossimport names
        // `_Testing_UIKit` and `_Testing_CoreGraphics`): each only re-exports Testing. Never linked into UIKit.
        .target(name: "_Testing_UIKit", path: "Sources/TestingOverlays/_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics", path: "Sources/TestingOverlays/_Testing_CoreGraphics"),
        // What Apple's XCTest gives an iOS test file beyond corelibs-xctest (docs/tests-on-linux.md); never linked
        // into UIKit or the app.
        .target(name: "PlaygroundXCTest", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The adapter: a UICollectionViewLayout as the core's CollectionLayout, and the plugin a compiled UIKit
        // layout file hands the app.
        .target(name: "UIKitBridge", dependencies: ["UIKit", "PlaygroundCore"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // `import SwiftUI` on Linux for layouts (docs/swiftui.md): the `Layout` protocol and what it needs, the
        // views a layout file's code names. Apple's names only; never the core, never SDL.
        .target(name: "SwiftUI", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Apple's `os` / `OSLog` logging that real UIKit files import; a file's `import os`, `import os.log` and
        // `import OSLog` are rewritten to it (docs/uikit.md). Not named `os` or `OSLog`: swift-argument-parser and
        // swift-syntax test `canImport(os)` / `canImport(OSLog)`, and on a fresh build would see a module of that name
        // in the shared module folder and import it (ModuleNameClashTests).
        .target(name: "PlaygroundOS", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The bridge: a SwiftUI Layout as the core's CollectionLayout, and the plugin a compiled SwiftUI file returns;
        // item views are drawn through the UIKit bridge's ViewTreeDrawing, as UIKit cells are.
        .target(name: "SwiftUIBridge", dependencies: ["SwiftUI", "PlaygroundCore", "UIKitBridge"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Reads the JSON files the app takes (replay scripts, order files) into the core's types: Foundation and the
        // core only, so the core's tests use the app's reader without linking SDL or the app.
        .target(name: "PlaygroundJSON", dependencies: ["PlaygroundCore"]),
        // The SDL edge and the CLI, as a library: the executable below, the tests and the fuzz drivers link it.
        .target(
            name: "PlaygroundApp",
            dependencies: [
                "CSDL",
                "CImGui",
                "CTurboJPEG",
                "CPNG",
                "PlaygroundCore",
                "PlaygroundJSON",
                "UIKitSourceRewrite",
                // Linked into the app so compiled UIKit layout files resolve against it (docs/uikit.md).
                "UIKitBridge",
                "SwiftUIBridge",
                "PlaygroundOS",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The `playground` executable: one file calling into PlaygroundApp.
        .executableTarget(
            name: "Playground",
            dependencies: ["PlaygroundApp"],
            // User layout files are compiled to shared libraries that leave their PlaygroundCore symbols undefined;
            // exporting the executable's own symbols (the libraries above are linked into it statically) lets dlopen
            // resolve them against the running app (docs/custom-layouts.md).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        // Shared test support: the layout checker, a test session, seeds for the core's repeatable generator.
        .target(name: "TestSupport", dependencies: ["PlaygroundCore"], path: "Tests/Support"),
        // The core's tests read scripts with the app's JSONInput (PlaygroundJSON), not a copy.
        .testTarget(name: "PlaygroundCoreTests",
                    dependencies: ["PlaygroundCore", "TestSupport", "PlaygroundJSON", "UIKitSourceRewrite"]),
        .testTarget(name: "UIKitSourceRewriteTests", dependencies: ["UIKitSourceRewrite"]),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: ["PlaygroundApp", "PlaygroundJSON", "PlaygroundCore", "CSDL", "CTurboJPEG", "CPNG", "TestSupport", "UIKitBridge"]
        ),
        // swift-testing declares cross-import overlays for Apple's CoreGraphics and UIKit (`_Testing_UIKit`, …),
        // which do not exist here; our modules of the same names would make the compiler look for them.
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "SwiftUIBridge", "PlaygroundCore"],
                    swiftSettings: [.swiftLanguageMode(.v5),
                                    .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // Portable: imports only Testing, Foundation and UIKit, so each file would compile in an iOS test target
        // (checked by Tests/PlaygroundCoreTests/AppleAPIPurityTests.swift).
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"],
                    swiftSettings: [.swiftLanguageMode(.v5),
                                    .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // The adapter, the plugin, the notices, and the UIKit module's hooks.
        .testTarget(name: "UIKitBridgeTests", dependencies: ["UIKit", "UIKitBridge", "PlaygroundCore", "TestSupport",
                                                     "PlaygroundXCTest"],
                    swiftSettings: [.swiftLanguageMode(.v5),
                                    .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // Code written for Swift 6 on iOS, compiled in the Swift 6 mode against UIKit's @MainActor classes
        // (docs/uikit-machinery.md, "Isolation"); XCTest as iOS test targets write it, and UIKit; SwiftUI view
        // builders in nonisolated code (docs/swiftui.md, "Isolation").
        .testTarget(name: "UIKitSwift6Tests", dependencies: ["UIKit", "SwiftUI"],
                    swiftSettings: [.swiftLanguageMode(.v6),
                                    .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
)
