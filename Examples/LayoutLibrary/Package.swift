// swift-tools-version: 6.1
// An example layout library, written as an iOS library is, whose XCTest suite runs on Linux against
// LayoutPlayground's UIKit (docs/tests-on-linux.md). On Apple's platforms the same package uses Apple's UIKit.
import PackageDescription

// LayoutPlayground's modules are only for Linux: on iOS, `import UIKit` is Apple's.
let playgroundUIKit: Target.Dependency = .product(name: "UIKit", package: "LayoutPlayground",
                                                  condition: .when(platforms: [.linux]))

let package = Package(
    name: "LayoutLibrary",
    platforms: [.iOS(.v17)],
    products: [.library(name: "LayoutLibrary", targets: ["LayoutLibrary"])],
    dependencies: [
        // By path here (the example lives in the playground's repository); another package would write
        // .package(url: "https://…/LayoutPlayground.git", branch: "main").
        .package(name: "LayoutPlayground", path: "../.."),
    ],
    targets: [
        .target(name: "LayoutLibrary", dependencies: [playgroundUIKit]),
        .testTarget(name: "LayoutLibraryTests", dependencies: ["LayoutLibrary", playgroundUIKit]),
    ]
)
