// swift-tools-version: 6.1
// The benchmarks live in a package of their own, so `swift build` and `swift test` at the root never build
// package-benchmark and its dependencies. Run them with `make bench` at the root (docs/benchmarks.md).
import PackageDescription

// A path dependency's identity is its folder's name (the clone's: `LayoutPlayground`, `main`, a worktree's…),
// and `.product(package:)` must name that identity.
let root = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "LayoutPlayground")

let package = Package(
    name: "LayoutPlaygroundBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        // Swift 6.3: the MallocInterposer trait gives malloc metrics with no system library (no jemalloc). Naming
        // only this trait leaves out RuntimeInterposer, whose package is not needed for wall-clock figures.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The plugin finds benchmark targets by their folder's parent being named `Benchmarks` (this folder).
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "PlaygroundCore", package: root),
                .product(name: "UIKit", package: root),
                .product(name: "UIKitBridge", package: root),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "LayoutBenchmarks",
            // A module named UIKit is imported (the root's Package.swift says why).
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
