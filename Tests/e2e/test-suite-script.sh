#!/usr/bin/env bash
# scripts/test-suite.sh finds a project's modules as documented (docs/tests-on-linux.md, "One command for a project's
# own suite"): a Swift package's Sources/* and Tests/*, an Xcode project's …Tests folders and the module the tests
# import, dependencies from imports, SwiftUI and the Testing overlays where imported, an app's entry point left out,
# a third-party import named. Written fixtures only; --no-run builds nothing.
source "$(dirname "$0")/lib.sh"
SCRIPT="$E2E_DIR/../../scripts/test-suite.sh"

# A Swift package: two libraries (one importing the other), a Swift Testing suite importing SwiftUI.
pkg=$WORK/PackageStyle
mkdir -p "$pkg/Sources/Grid/Sub" "$pkg/Sources/GridKit" "$pkg/Sources/CHelpers" "$pkg/Tests/GridTests" "$pkg/Example"
printf 'import UIKit\nimport GridKit\nclass GridLayout: UICollectionViewLayout {}\n' > "$pkg/Sources/Grid/Grid.swift"
printf 'import UIKit\nstruct Cell {}\n' > "$pkg/Sources/Grid/Sub/Cell.swift"
printf 'import Foundation\npublic struct Metrics {}\n' > "$pkg/Sources/GridKit/Metrics.swift"
printf 'int helper(void);\n' > "$pkg/Sources/CHelpers/helper.h"
printf 'import Testing\nimport SwiftUI\n@testable import Grid\n@Test func t() {}\n' > "$pkg/Tests/GridTests/GridTests.swift"
printf 'import struct Foundation.Date\nimport class UIKit.UIView\nstruct Helper {}\n' > "$pkg/Tests/GridTests/Helper.swift"
printf 'import UIKit\nclass ExampleVC: UIViewController {}\n' > "$pkg/Example/ExampleVC.swift"

# An Xcode project: an app (its entry point, a layout), its unit tests, UI tests, a demo.
app=$WORK/AppStyle
mkdir -p "$app/Photos/Layouts" "$app/PhotosTests" "$app/PhotosUITests" "$app/PhotosDemo"
printf 'import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n' > "$app/Photos/AppDelegate.swift"
printf 'import UIKit\nimport SnapKit\nclass PhotoLayout: UICollectionViewFlowLayout {}\n' > "$app/Photos/Layouts/PhotoLayout.swift"
printf 'import XCTest\n@testable import Photos\nclass PhotoLayoutTests: XCTestCase { func testA() {} }\n' \
  > "$app/PhotosTests/PhotoLayoutTests.swift"
printf 'import XCTest\nclass PhotosUITests: XCTestCase {}\n' > "$app/PhotosUITests/PhotosUITests.swift"
printf 'import UIKit\nclass DemoVC: UIViewController {}\n' > "$app/PhotosDemo/DemoVC.swift"
# Its framework's umbrella header imports UIKit: every Swift file of the module sees UIKit, as in Xcode.
printf '#import <UIKit/UIKit.h>\n' > "$app/Photos/Photos.h"
# Its Xcode project names the files its targets build: a stale copy beside it is not built, nor a second file of a name.
mkdir -p "$app/Photos.xcodeproj" "$app/Old" "$app/Photos/Layouts/Copy"
printf '/* A */ = {isa = PBXFileReference; path = AppDelegate.swift; };\n/* B */ = {isa = PBXFileReference; path = PhotoLayout.swift; };\n/* C */ = {isa = PBXFileReference; name = "PhotoLayoutTests.swift"; path = "PhotosTests/PhotoLayoutTests.swift"; };\n' \
  > "$app/Photos.xcodeproj/project.pbxproj"
printf 'import UIKit\nclass Stale {}\n' > "$app/Old/StaleLayout.swift"
printf 'import UIKit\nclass PhotoLayout2 {}\n' > "$app/Photos/Layouts/Copy/PhotoLayout.swift"

# A package whose manifest names its folders: a library at Lib/Sources, its tests under Sources/ (SwiftPM's
# predefined folders), an executable (not read), a test file importing a module nobody here provides.
man=$WORK/ManifestStyle
mkdir -p "$man/Lib/Sources" "$man/Sources/RowsTests" "$man/Sources/Tool"
cat > "$man/Package.swift" <<'SWIFT'
// swift-tools-version:5.0
import PackageDescription
let package = Package(name: "Rows", targets: [
    .target(name: "Rows", dependencies: [], path: "Lib/Sources"),   // .target(name: "Commented", path: "x")
    .executableTarget(name: "Tool"),
    .testTarget(name: "RowsTests", dependencies: ["Rows"]),
])
SWIFT
printf 'import UIKit
class RowLayout: UICollectionViewLayout {}
' > "$man/Lib/Sources/RowLayout.swift"
printf 'import XCTest
@testable import Rows
class RowTests: XCTestCase { func testA() {} }
' > "$man/Sources/RowsTests/RowTests.swift"
printf 'import XCTest
import Nimble
@testable import Rows
class Old: XCTestCase {}
' > "$man/Sources/RowsTests/OldTests.swift"
printf 'print("tool")
' > "$man/Sources/Tool/main.swift"

# A manifest without test targets (the suite is in the Xcode project): its …Tests folder is the test target.
pager=$WORK/Pager
mkdir -p "$pager/Pager" "$pager/PagerTests"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Pager", targets: [.target(name: "Pager", path: "Pager")])\n' > "$pager/Package.swift"
printf 'import UIKit\nclass PagerLayout: UICollectionViewFlowLayout {}\n' > "$pager/Pager/PagerLayout.swift"
printf 'import XCTest\n@testable import Pager\nclass PagerTests: XCTestCase { func testA() {} }\n' > "$pager/PagerTests/PagerTests.swift"

out=$WORK/out
bash "$SCRIPT" "$pkg" "$app" "$man" "$pager" --out "$out" --no-run > "$WORK/script.log" 2>&1 || { cat "$WORK/script.log"; exit 1; }
cat "$WORK/script.log"
manifest=$out/raw/Package.swift
fail() { echo "FAIL: $*"; cat "$manifest"; exit 1; }

grep -q 'path: "'"$(cd "$E2E_DIR/../.." && pwd)"'"' "$manifest" || fail "the package does not depend on this repository by path"
grep -q '.target(name: "Grid", dependencies: \["GridKit", uikit\]' "$manifest" || fail "Grid must depend on GridKit (its import)"
grep -q '.target(name: "GridKit", dependencies: \[uikit\]' "$manifest" || fail "GridKit target"
grep -q 'name: "CHelpers"' "$manifest" && fail "a folder without Swift files is no target"
grep -q '.testTarget(name: "GridTests", dependencies: \["Grid", uikit, swiftui, xct, overlays\]' "$manifest" \
  || fail "GridTests: its library, SwiftUI (imported) and the Testing overlays (imports Testing)"
grep -q '.target(name: "Photos", dependencies: \[uikit\]' "$manifest" || fail "the app's module is named as its tests import it"
grep -q '.testTarget(name: "PhotosTests", dependencies: \["Photos", uikit, xct\]' "$manifest" || fail "PhotosTests target"
grep -q '.target(name: "Photos", dependencies: \[uikit\], swiftSettings: uflags)' "$manifest" || fail "an umbrella header importing UIKit: the module imports UIKit in every file"
grep -q '.target(name: "Rows", dependencies: \[uikit\], swiftSettings: flags)' "$manifest" || fail "a package's module without an umbrella header"
grep -q 'PhotosUITests' "$manifest" && fail "UI tests are not run"
[ -f "$out/raw/Tests/GridTests/Helper.swift" ] || fail "import struct Foundation.Date imports Foundation, which is provided"
[ -f "$out/raw/Sources/Grid/Sub/Cell.swift" ] || fail "a subfolder's file keeps its path"
[ -f "$out/raw/Sources/Photos/Photos/Layouts/PhotoLayout.swift" ] || fail "the app's layout is in its module"
[ -e "$out/raw/Sources/Photos/Photos/AppDelegate.swift" ] && fail "the app's entry point (@main) is left out"
find "$out/raw" -name 'DemoVC.swift' -o -name 'ExampleVC.swift' | grep -q . && fail "examples and demos are left out"
[ -e "$out/raw/Sources/Photos/Old/StaleLayout.swift" ] && fail "a file no project.pbxproj names is left out"
grep -q 'left out Old/StaleLayout.swift: no Xcode project' "$WORK/script.log" || fail "the stale file is named"
[ -e "$out/raw/Sources/Photos/Photos/Layouts/Copy/PhotoLayout.swift" ] && fail "a deeper second file of one name is left out"
grep -q 'Photos imports SnapKit, which no project here provides' "$WORK/script.log" || fail "the third-party import is not named"

grep -q '.target(name: "Rows", dependencies: \[uikit\]' "$manifest" || fail "the manifest's path: is read"
grep -q '.testTarget(name: "RowsTests", dependencies: \["Rows", uikit, xct\]' "$manifest" || fail "a test target under Sources/"
grep -qE 'name: "(Tool|Commented)"' "$manifest" && fail "executables and commented-out targets are not read"
[ -f "$out/raw/Tests/RowsTests/RowTests.swift" ] || fail "RowsTests keeps its test file"
[ -e "$out/raw/Tests/RowsTests/OldTests.swift" ] && fail "a test file importing an unprovided module is left out"
grep -q 'left out Tests/RowsTests/OldTests.swift: it imports Nimble' "$WORK/script.log" || fail "the left-out file is named"

grep -q '.testTarget(name: "PagerTests", dependencies: \["Pager", uikit, xct\]' "$manifest" || fail "a manifest without tests: its …Tests folder"

# A manifest naming its sources (Blueprints: Shared and iOS, not macOS) and excluding a folder of its tests
# (SwiftUI-Flow: PropertyTests); a test file whose AppKit import is inside #if os(macOS) (kept: the compiler skips it);
# a target of many files (found every time: a `grep -q` after a pipe once made it vanish at random); its path written
# with a trailing slash (square/Blueprint's `path: "BlueprintUICommonControls/"`).
blue=$WORK/Blue
mkdir -p "$blue/Sources/Shared" "$blue/Sources/iOS" "$blue/Sources/macOS" "$blue/Tests/BlueTests/PropertyTests" "$blue/Many"
cat > "$blue/Package.swift" <<'SWIFT'
// swift-tools-version:5.1
import PackageDescription
let package = Package(name: "Blue", targets: [
    .target(name: "Blue", path: "Sources/", sources: ["Shared", "iOS"]),
    .target(name: "Many", path: "Many"),
    .testTarget(name: "BlueTests", dependencies: ["Blue"], exclude: ["README.md", "PropertyTests"]),
])
SWIFT
printf 'import UIKit\nclass BlueLayout: UICollectionViewFlowLayout {}\n' > "$blue/Sources/Shared/BlueLayout.swift"
printf 'import UIKit\nextension BlueLayout {}\n' > "$blue/Sources/iOS/BlueLayout+iOS.swift"
printf 'import Cocoa\nextension BlueLayout {}\n' > "$blue/Sources/macOS/BlueLayout+macOS.swift"
printf '#if os(macOS)\nimport AppKit\n#endif\nimport XCTest\n@testable import Blue\nclass BlueTests: XCTestCase {}\n' \
  > "$blue/Tests/BlueTests/BlueTests.swift"
printf 'import PropertyBased\n' > "$blue/Tests/BlueTests/PropertyTests/Props.swift"
# SwiftPM defines SWIFT_PACKAGE in every package build: an import under it counts (typelift/SwiftCheck's FailureSpec).
printf 'import XCTest\n#if SWIFT_PACKAGE\nimport FileCheck\n#else\nimport AppKit\n#endif\nclass PkgSpec: XCTestCase {}\n' \
  > "$blue/Tests/BlueTests/PkgSpec.swift"
for i in $(seq 1 400); do printf 'struct S%d {}\n' "$i" > "$blue/Many/S$i.swift"; done

# CocoaPods' template: a manifest without tests, the pod's tests in Example/Tests beside the example app.
pod=$WORK/Pod
mkdir -p "$pod/Pod/Classes" "$pod/Example/Tests" "$pod/Example/Pod"
printf '// swift-tools-version:5.0\nimport PackageDescription\nlet package = Package(name: "Pod", targets: [.target(name: "Pod", path: "Pod/Classes")])\n' > "$pod/Package.swift"
printf 'import UIKit\nclass PodLayout: UICollectionViewFlowLayout {}\n' > "$pod/Pod/Classes/PodLayout.swift"
printf 'import XCTest\n@testable import Pod\nclass Tests: XCTestCase { func testA() {} }\n' > "$pod/Example/Tests/Tests.swift"
printf 'import UIKit\nclass ViewController: UIViewController {}\n' > "$pod/Example/Pod/ViewController.swift"

for round in 1 2 3; do
  bash "$SCRIPT" "$blue" "$pod" --out "$WORK/out2" --no-run > "$WORK/script2.log" 2>&1 || { cat "$WORK/script2.log"; exit 1; }
  m2=$WORK/out2/raw/Package.swift
  grep -q '.target(name: "Many", dependencies: \[uikit\]' "$m2" || { cat "$m2"; echo "FAIL: round $round: the target of 400 files was lost"; exit 1; }
done
cat "$WORK/script2.log"
manifest=$m2
[ -f "$WORK/out2/raw/Sources/Blue/iOS/BlueLayout+iOS.swift" ] || fail "a folder the manifest's sources: names is built"
[ -e "$WORK/out2/raw/Sources/Blue/macOS/BlueLayout+macOS.swift" ] && fail "a folder sources: does not name is left out"
grep -q 'imports Cocoa' "$WORK/script2.log" && fail "Cocoa, in a folder not built, is no missing module"
[ -f "$WORK/out2/raw/Tests/BlueTests/BlueTests.swift" ] || fail "an import inside #if os(macOS) leaves no file out"
grep -q 'AppKit' "$WORK/script2.log" && fail "AppKit inside #if is not named as missing"
[ -e "$WORK/out2/raw/Tests/BlueTests/PkgSpec.swift" ] && fail "an import under #if SWIFT_PACKAGE counts (SwiftPM defines it)"
grep -q 'left out Tests/BlueTests/PkgSpec.swift: it imports FileCheck' "$WORK/script2.log" || fail "the SWIFT_PACKAGE import is named"
[ -e "$WORK/out2/raw/Tests/BlueTests/PropertyTests/Props.swift" ] && fail "the manifest's exclude: is left out"
grep -q '.testTarget(name: "PodTests", dependencies: \["Pod", uikit, xct\]' "$manifest" || fail "CocoaPods' Example/Tests are the pod's tests"
find "$WORK/out2/raw" -name ViewController.swift | grep -q . && fail "the example app beside Example/Tests is not taken"

# A pod one folder down (beside its Android half, as crescentflare/UniLayout): no manifest, its tests in
# PodIOS/Example/Tests beside the example app; the library is the pod's classes.
nested=$WORK/Nested
mkdir -p "$nested/PodIOS/Example/Tests" "$nested/PodIOS/Example/App" "$nested/PodIOS/Lib/Classes" "$nested/PodAndroid"
printf 'import UIKit\nopen class NestedLayout: UICollectionViewFlowLayout {}\n' > "$nested/PodIOS/Lib/Classes/NestedLayout.swift"
printf 'import XCTest\n@testable import Lib\nclass NT: XCTestCase { func testA() {} }\n' > "$nested/PodIOS/Example/Tests/NT.swift"
printf 'import UIKit\nclass AppVC: UIViewController {}\n' > "$nested/PodIOS/Example/App/AppVC.swift"
# swift-numerics (a dependency of this repository): its modules are provided, no file is left out (freshOS/Stevia).
printf 'import Testing\nimport Numerics\n@Test func near() {}\n' > "$nested/PodIOS/Example/Tests/Near.swift"
bash "$SCRIPT" "$nested" --out "$WORK/out4" --no-run > "$WORK/script4.log" 2>&1 || { cat "$WORK/script4.log"; exit 1; }
grep -q '.testTarget(name: "LibTests", dependencies: \["Lib", uikit, ' "$WORK/out4/raw/Package.swift" \
  || { cat "$WORK/script4.log" "$WORK/out4/raw/Package.swift"; fail "a pod's Example/Tests one folder down are its tests"; }
[ -f "$WORK/out4/raw/Sources/Lib/PodIOS/Lib/Classes/NestedLayout.swift" ] || fail "the nested pod's classes are the library"
find "$WORK/out4/raw" -name AppVC.swift | grep -q . && fail "the nested pod's example app is not taken"
[ -f "$WORK/out4/raw/Tests/LibTests/Near.swift" ] || fail "a test file importing Numerics is kept"
grep -q '.product(name: "Numerics", *package: "swift-numerics")' "$WORK/out4/raw/Package.swift" \
  || fail "a target importing Numerics depends on swift-numerics' product"
grep -q 'imports Numerics' "$WORK/script4.log" && fail "Numerics is not named as missing"

# Tools version 5.9: the one library target and the one test target occupy Sources/ and Tests/ themselves
# (SwiftPM's PackageBuilder; seek-oss/seek-stackable).
whole=$WORK/Whole
mkdir -p "$whole/Sources" "$whole/Tests"
printf '// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: "Stack", targets: [\n    .target(name: "Stack"),\n    .testTarget(name: "StackTests", dependencies: ["Stack"]),\n])\n' > "$whole/Package.swift"
printf 'import UIKit\nclass VStack: UIView {}\n' > "$whole/Sources/VStack.swift"
printf 'import XCTest\n@testable import Stack\nclass VT: XCTestCase { func testA() {} }\n' > "$whole/Tests/VT.swift"
# Its tests' nibs (PagingKit's PagingMenuViewCellStub.xib): copied and declared as resources, so UINib finds them.
mkdir -p "$whole/Tests/Nibs"; printf '<document/>\n' > "$whole/Tests/Nibs/StubCell.xib"; printf '<document/>\n' > "$whole/Tests/Flow.storyboard"
# A manifest of tools version 3 naming no targets, Swift files directly in Sources/ (and a subfolder): one module
# named as the package; its tests in a …Tests folder (LayoutKit); a file importing AppKit outside #if is macOS's.
old=$WORK/Old
mkdir -p "$old/Sources/Internal" "$old/OldKitTests" "$old/Tests/cocoapods/App"
printf '// swift-tools-version:3.1\nimport PackageDescription\nlet package = Package(\n    name: "OldKit"\n)\n' > "$old/Package.swift"
printf 'import UIKit\npublic class StackLayout {}\n' > "$old/Sources/StackLayout.swift"
printf 'import Foundation\nstruct Helper {}\n' > "$old/Sources/Internal/Helper.swift"
printf '#import <UIKit/UIKit.h>\n' > "$old/Sources/OldKit.h"
printf 'import AppKit\nextension StackLayout {}\n' > "$old/Sources/AppKitSupport.swift"
printf 'import XCTest\nimport OldKit\nclass OT: XCTestCase { func testA() {} }\n' > "$old/OldKitTests/OT.swift"
printf 'import UIKit\n@UIApplicationMain\nclass AppDelegate: UIResponder {}\n' > "$old/Tests/cocoapods/App/AppDelegate.swift"
# Its tests hold SwiftPM's old LinuxMain.swift (top-level XCTMain: left out) and a …Tests folder inside the test
# folder (lxcid/ListDiff's ListDiffTests/ListDiffStressTests: one target with it, not a second).
mkdir -p "$old/OldKitTests/StressTests"
printf 'import XCTest\nXCTMain([])\n' > "$old/OldKitTests/LinuxMain.swift"
printf 'import XCTest\nimport OldKit\nclass ST: XCTestCase { func testS() {} }\n' > "$old/OldKitTests/StressTests/ST.swift"
# A package listing .v6 in `swiftLanguageModes:` compiles in Swift 6 mode, but a target saying
# `.swiftLanguageMode(.v5)` (SwiftLayout); a 6.0 package listing only .v5 stays in Swift 5, and so does one listing
# none (Stevia: not yet here, see the script).
six=$WORK/Six
mkdir -p "$six/Sources/SixKit" "$six/Sources/SixOld" "$six/Tests/SixKitTests"
printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Six", targets: [\n    .target(name: "SixKit"),\n    .target(name: "SixOld", swiftSettings: [.swiftLanguageMode(.v5)]),\n    .testTarget(name: "SixKitTests", dependencies: ["SixKit"]),\n], swiftLanguageModes: [.v6])\n' > "$six/Package.swift"
printf 'import UIKit\npublic struct SixLayout {}\n' > "$six/Sources/SixKit/SixLayout.swift"
printf 'import UIKit\nstruct OldLayout { let s = URLSession.shared }\n' > "$six/Sources/SixOld/OldLayout.swift"
printf 'import XCTest\n@testable import SixKit\nclass ST: XCTestCase { func testA() {} }\n' > "$six/Tests/SixKitTests/ST.swift"
five=$WORK/Five
mkdir -p "$five/Sources/FiveKit"
printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Five", targets: [.target(name: "FiveKit")], swiftLanguageModes: [.v5])\n' > "$five/Package.swift"
printf 'import UIKit\nstruct FiveLayout {}\n' > "$five/Sources/FiveKit/FiveLayout.swift"
# An Xcode project whose every SWIFT_VERSION is 4.x: its library and tests compile in Swift 4.2 mode (BrickKit).
four=$WORK/Four
mkdir -p "$four/Bricks.xcodeproj" "$four/Source" "$four/BricksTests"
printf 'SWIFT_VERSION = 4.2;\nSWIFT_VERSION = 4.0;\n/* A */ = {isa = PBXFileReference; path = Brick.swift; };\n' > "$four/Bricks.xcodeproj/project.pbxproj"
printf 'import UIKit\nclass Brick {}\n' > "$four/Source/Brick.swift"
printf 'import XCTest\n@testable import Bricks\nclass BT: XCTestCase { func testA() {} }\n' > "$four/BricksTests/BT.swift"
# An Xcode project whose tests import the library without @testable (tomvanzummeren/TZStackView): named as that
# import, which a project and a folder of the repository are named after (not as the repository's folder).
plain=$WORK/owner+Stacker
mkdir -p "$plain/Stacker.xcodeproj" "$plain/Stacker" "$plain/StackerTests"
printf 'import UIKit\npublic class Stacker: UIView {}\n' > "$plain/Stacker/Stacker.swift"
printf 'import XCTest\nimport UIKit\nimport Stacker\nclass SPT: XCTestCase { func testA() {} }\n' > "$plain/StackerTests/SPT.swift"
# Quick specs only (robb/Cartography, SoySauceLab/CollectionKit): the test folder is found, its specs are named as
# left out for Quick (not provided), and the library is still built.
quick=$WORK/Specs
mkdir -p "$quick/Specs.xcodeproj" "$quick/Specs" "$quick/SpecsTests"
printf 'import UIKit\npublic class Spec: UIView {}\n' > "$quick/Specs/Spec.swift"
printf 'import Quick\nimport Nimble\n@testable import Specs\nclass ASpec: QuickSpec { override class func spec() {} }\n' > "$quick/SpecsTests/ASpec.swift"
# An Xcode project building its Sources/ (files directly in it) as one framework, no manifest (SoySauceLab/
# CollectionKit): named as its tests import it, not as the clone's folder.
flat=$WORK/owner+Flat
mkdir -p "$flat/FlatKit.xcodeproj" "$flat/Sources/Layout" "$flat/FlatKitTests"
printf 'import UIKit\npublic class FlatView: UIView {}\n' > "$flat/Sources/FlatView.swift"
printf 'import UIKit\nclass FlatLayout {}\n' > "$flat/Sources/Layout/FlatLayout.swift"
printf 'import XCTest\n@testable import FlatKit\nclass FT: XCTestCase { func testA() {} }\n' > "$flat/FlatKitTests/FT.swift"
bash "$SCRIPT" "$whole" "$old" "$six" "$five" "$four" "$plain" "$quick" "$flat" --out "$WORK/out5" --no-run > "$WORK/script5.log" 2>&1 || { cat "$WORK/script5.log"; exit 1; }
cat "$WORK/script5.log"
manifest=$WORK/out5/raw/Package.swift
[ -f "$WORK/out5/raw/Sources/Stack/VStack.swift" ] || fail "tools 5.9: the one target occupies Sources/"
[ -f "$WORK/out5/raw/Tests/OldKitTests/StressTests/ST.swift" ] || fail "a …Tests folder inside a test folder is part of it"
[ -d "$WORK/out5/raw/Tests/StressTests" ] && fail "a …Tests folder inside a test folder is not a second target"
[ -e "$WORK/out5/raw/Tests/OldKitTests/LinuxMain.swift" ] && fail "SwiftPM's old LinuxMain.swift is left out"
[ -f "$WORK/out5/raw/Tests/StackTests/Nibs/StubCell.xib" ] || fail "a test target's .xib files are copied"
grep -q 'name: "StackTests".*resources: \[.copy("Flow.storyboard"), .copy("Nibs/StubCell.xib")\]' "$manifest" \
  || { cat "$manifest"; fail "a test target's Interface Builder documents are its resources"; }
grep -q '.testTarget(name: "StackTests", dependencies: \["Stack", uikit, xct\]' "$manifest" || fail "tools 5.9: the one test target occupies Tests/"
grep -q '.target(name: "Stack", dependencies: \[uikit\], swiftSettings: flags)' "$manifest" || fail "tools 5.9: Swift 5 mode"
grep -q '.target(name: "SixKit", dependencies: \[uikit\], swiftSettings: flags6)' "$manifest" || fail "swiftLanguageModes: [.v6]: Swift 6 mode"
grep -q '.testTarget(name: "SixKitTests", dependencies: \["SixKit", uikit, xct\], swiftSettings: tflags6)' "$manifest" || fail "tools 6.0: its tests in Swift 6 mode"
grep -q '.target(name: "SixOld", dependencies: \[uikit\], swiftSettings: flags + net)' "$manifest" || fail "a target's own .swiftLanguageMode(.v5); URLSession: FoundationNetworking"
grep -q '.target(name: "FiveKit", dependencies: \[uikit\], swiftSettings: flags)' "$manifest" || fail "swiftLanguageModes: [.v5]"
grep -q '.target(name: "Bricks", dependencies: \[uikit\], swiftSettings: flags42)' "$manifest" || fail "SWIFT_VERSION 4.x: Swift 4.2 mode"
grep -q '.testTarget(name: "BricksTests", dependencies: \["Bricks", uikit, xct\], swiftSettings: tflags42)' "$manifest" || fail "SWIFT_VERSION 4.x: the tests too"
grep -q '.target(name: "Photos", dependencies: \[uikit\], swiftSettings: uflags)' "$WORK/out/raw/Package.swift" || fail "an Xcode project without SWIFT_VERSION 4: Swift 5"
[ -f "$WORK/out5/raw/Sources/Stacker/Stacker/Stacker.swift" ] || fail "tests importing their library without @testable: the module is named as the import"
grep -q '.testTarget(name: "StackerTests", dependencies: \["Stacker", uikit, xct\]' "$manifest" || fail "the plain import's tests depend on it"
grep -q 'Specs: no test folder' "$WORK/script5.log" && fail "a folder of Quick specs is a test folder"
grep -qE 'left out Tests/SpecsTests/ASpec.swift: it imports (Quick|Nimble)' "$WORK/script5.log" || fail "a Quick spec is named as left out"
[ -f "$WORK/out5/raw/Sources/Specs/Specs/Spec.swift" ] || fail "the library of Quick specs is still built"
[ -f "$WORK/out5/raw/Sources/FlatKit/Layout/FlatLayout.swift" ] || fail "Sources/ without a manifest: named as the tests import it"
grep -q '.testTarget(name: "FlatKitTests", dependencies: \["FlatKit", uikit, xct\]' "$manifest" || fail "its tests depend on it"
[ -f "$WORK/out5/raw/Sources/OldKit/StackLayout.swift" ] || fail "no targets named: Sources/ is one module named as the package"
[ -f "$WORK/out5/raw/Sources/OldKit/Internal/Helper.swift" ] || fail "the old module keeps its subfolders"
grep -q '.target(name: "OldKit", dependencies: \[uikit\], swiftSettings: uflags)' "$manifest" || fail "the old framework's umbrella header imports UIKit"
grep -q '.testTarget(name: "OldKitTests", dependencies: \["OldKit", uikit, xct\]' "$manifest" || fail "the old package's …Tests folder"
grep -q 'cocoapods' "$manifest" && fail "a folder of integration apps is no test target"
[ -e "$WORK/out5/raw/Sources/OldKit/AppKitSupport.swift" ] && fail "a library file importing AppKit is left out"
grep -q 'left out Sources/OldKit/AppKitSupport.swift: it imports AppKit (macOS only' "$WORK/script5.log" || fail "the AppKit file is named"
grep -q 'imports AppKit, which no project' "$WORK/script5.log" && fail "AppKit, left out with its file, is not named as missing"

# Building and running (a stand-in `swift` and rewrite, so nothing compiles): a test file that does not compile is
# left out and the build tried again; a test that crashes is skipped in a second run and counted as failed.
fake=$WORK/fakebin; mkdir -p "$fake"
cat > "$fake/swift" <<'FAKE'
#!/usr/bin/env bash
pkg=""; skip=""; prev=""
for a in "$@"; do [ "$prev" = --package-path ] && pkg=$a; [ "$prev" = --skip ] && skip="$skip $a"; prev=$a; done
raw=$(dirname "$pkg")/raw
if [ "$1" = build ]; then
  bad=$(grep -rl BROKEN "$pkg/Tests" 2>/dev/null | head -1)
  [ -z "$bad" ] && exit 0
  line=$(grep -n BROKEN "$bad" | head -1 | cut -d: -f1)
  echo "$raw/${bad#"$pkg"/}:$line:1: error: cannot find 'BROKEN' in scope"; exit 1
fi
echo "Test Case 'CT.testA' started"; echo "Test Case 'CT.testA' passed (0.001 seconds)"
case "$skip" in *testCrash*) ;; *) echo "Test Case 'CT.testCrash' started"; echo "Fatal error: Unexpectedly found nil"
  echo "error: Exited with unexpected signal code 4"; exit 1;; esac
echo "Test Case 'CT.testB' started"; echo "Test Case 'CT.testB' passed (0.001 seconds)"
echo "Executed 2 tests, with 0 failures"
FAKE
printf '#!/usr/bin/env bash\nmkdir -p "$3"; cp -r "$2"/. "$3"/\n' > "$fake/playground"
chmod +x "$fake/swift" "$fake/playground"
run=$WORK/Run
mkdir -p "$run/Sources/Run" "$run/Tests/RunTests"
printf 'import UIKit\nclass RunLayout: UICollectionViewLayout {}\n' > "$run/Sources/Run/RunLayout.swift"
printf 'import XCTest\n@testable import Run\nclass CT: XCTestCase { func testA() {} }\n' > "$run/Tests/RunTests/CT.swift"
printf 'import XCTest\nlet x = BROKEN\n' > "$run/Tests/RunTests/Broken.swift"
# An error inside one test function: that function goes (blanked, lines kept), the file and its other tests stay.
printf 'import XCTest\nclass PT: XCTestCase {\n    func testKept() {}\n    func testBroken() {\n        let s = "}"; _ = BROKEN\n    }\n}\n' \
  > "$run/Tests/RunTests/Partial.swift"
status=0
PATH="$fake:$PATH" PLAYGROUND="$fake/playground" bash "$SCRIPT" "$run" --out "$WORK/out3" > "$WORK/script3.log" 2>&1 \
  || status=$?
cat "$WORK/script3.log"
grep -q 'left out Tests/RunTests/Broken.swift: it does not compile here' "$WORK/script3.log" || fail "the test file that does not compile is named"
[ -e "$WORK/out3/raw/Tests/RunTests/Broken.swift" ] && fail "the test file that does not compile is left out"
grep -q 'left out test testBroken (Tests/RunTests/Partial.swift:4): it does not compile here' "$WORK/script3.log" \
  || fail "the test function that does not compile is named"
grep -q 'testKept' "$WORK/out3/raw/Tests/RunTests/Partial.swift" || fail "the file's other tests stay"
grep -q 'BROKEN' "$WORK/out3/raw/Tests/RunTests/Partial.swift" && fail "the test function that does not compile is left out"
[ "$(wc -l < "$WORK/out3/raw/Tests/RunTests/Partial.swift")" = 7 ] || fail "the file keeps its line count"
grep -q 'CT.testCrash crashed the run: run again without it' "$WORK/script3.log" || fail "the crash is named"
grep -q 'test-suite: 2 passed, 1 failed' "$WORK/script3.log" || fail "the tests after the crash ran; the crash counts as failed"
[ $status = 1 ] || fail "a crash makes the status 1 (was $status)"

# A manifest without test targets whose target's name is not the module its tests import (exyte/Grid: target
# ExyteGrid, tests `@testable import Grid`, or GridMac under `#else`): the library is named as the tests import it.
ren=$WORK/Renamed
mkdir -p "$ren/Sources" "$ren/Tests"
printf '// swift-tools-version:5.3\nimport PackageDescription\nlet package = Package(name: "ExyteGrid", targets: [.target(name: "ExyteGrid", path: "Sources")])\n' > "$ren/Package.swift"
printf 'import SwiftUI\npublic struct Grid {}\n' > "$ren/Sources/Grid.swift"
printf 'import XCTest\n#if os(iOS)\n@testable import Grid\n#else\n@testable import GridMac\n#endif\nclass GT: XCTestCase { func testA() {} }\n' > "$ren/Tests/GT.swift"
# An Xcode project's macOS test folder beside its iOS one (zenangst/Differific's Tests/macOS): left out, named.
diff=$WORK/Diffy
mkdir -p "$diff/Source/Shared" "$diff/DiffyTests/macOS" "$diff/DiffyTests/iOS" "$diff/Diffy.xcodeproj"
printf 'import Foundation\npublic struct Diffy {}\n' > "$diff/Source/Shared/Diffy.swift"
printf 'import XCTest\n@testable import Diffy\nclass IT: XCTestCase { func testA() {} }\n' > "$diff/DiffyTests/iOS/IT.swift"
printf 'import XCTest\n@testable import Diffy\nclass MT: XCTestCase { func testA() { _ = NSCollectionView() } }\n' > "$diff/DiffyTests/macOS/MT.swift"
bash "$SCRIPT" "$ren" --out "$WORK/out5" --no-run > "$WORK/script5.log" 2>&1 || { cat "$WORK/script5.log"; exit 1; }
bash "$SCRIPT" "$diff" --out "$WORK/out6" --no-run > "$WORK/script6.log" 2>&1 || { cat "$WORK/script6.log"; exit 1; }
cat "$WORK/script5.log" "$WORK/script6.log"
grep -q '.target(name: "Grid", ' "$WORK/out5/raw/Package.swift" || { cat "$WORK/out5/raw/Package.swift"; fail "the library is named as its tests import it"; }
grep -q '"Grid", uikit' "$WORK/out5/raw/Package.swift" || fail "the tests depend on the renamed library"
grep -q 'library ExyteGrid named Grid' "$WORK/script5.log" || fail "the renaming is said"
[ -f "$WORK/out6/raw/Tests/DiffyTests/iOS/IT.swift" ] || fail "the iOS test folder is kept"
[ -e "$WORK/out6/raw/Tests/DiffyTests/macOS/MT.swift" ] && fail "the macOS test folder is left out"
grep -q 'left out Tests/DiffyTests/macOS/MT.swift: a macOS test folder' "$WORK/script6.log" || fail "the macOS test file is named"
# No manifest, a Sources/ of platform folders and a top-level …Tests folder (hyperoslo/Spots): an Xcode project's
# library named as its tests import it; the tvOS sources and tests beside iOS ones are the tvOS target's: left out.
spots=$WORK/Spotty
mkdir -p "$spots/Sources/iOS" "$spots/Sources/tvOS" "$spots/Sources/Shared" "$spots/SpottyTests/iOS" "$spots/SpottyTests/tvOS" "$spots/Spotty.xcodeproj"
printf 'import UIKit
public final class Spot {}
' > "$spots/Sources/iOS/Spot.swift"
printf 'import UIKit
public final class Spot {}
' > "$spots/Sources/tvOS/SpotTV.swift"
printf 'import Foundation
public struct Shared {}
' > "$spots/Sources/Shared/Shared.swift"
printf 'import XCTest
@testable import Spotty
class ST: XCTestCase { func testA() {} }
' > "$spots/SpottyTests/iOS/ST.swift"
printf 'import XCTest
@testable import Spotty
class TT: XCTestCase { func testA() {} }
' > "$spots/SpottyTests/tvOS/TT.swift"
bash "$SCRIPT" "$spots" --out "$WORK/out7" --no-run > "$WORK/script7.log" 2>&1 || { cat "$WORK/script7.log"; exit 1; }
cat "$WORK/script7.log"
grep -q 'libraries: Spotty$' "$WORK/script7.log" || fail "the library is one module named as its tests import it"
grep -q 'test targets: SpottyTests$' "$WORK/script7.log" || fail "the top-level …Tests folder is the test target"
[ -f "$WORK/out7/raw/Sources/Spotty/Sources/iOS/Spot.swift" ] || fail "the iOS sources are kept"
[ -f "$WORK/out7/raw/Sources/Spotty/Sources/Shared/Shared.swift" ] || fail "the shared sources are kept"
[ -e "$WORK/out7/raw/Sources/Spotty/Sources/tvOS/SpotTV.swift" ] && fail "the tvOS sources beside iOS ones are left out"
[ -e "$WORK/out7/raw/Tests/SpottyTests/tvOS/TT.swift" ] && fail "the tvOS tests beside iOS ones are left out"
grep -q 'left out Sources/tvOS/SpotTV.swift: its folder is another platform' "$WORK/script7.log" || fail "the tvOS file is named"
# A UIKit library importing Combine (jessesquires/ReactiveCollectionsKit's `@Published`): Combine's subset is in the
# SwiftUI module here, so it depends on the SwiftUI product, and Combine is not said to be missing.
comb=$WORK/Comb
mkdir -p "$comb/Sources/Comb" "$comb/Tests/CombTests"
printf 'import Combine
import UIKit
public final class Driver { @Published public var count = 0 }
' > "$comb/Sources/Comb/Driver.swift"
printf 'import XCTest
@testable import Comb
class CT2: XCTestCase { func testA() {} }
' > "$comb/Tests/CombTests/CT2.swift"
bash "$SCRIPT" "$comb" --out "$WORK/out8" --no-run > "$WORK/script8.log" 2>&1 || { cat "$WORK/script8.log"; exit 1; }
grep -q '.target(name: "Comb", dependencies: \[uikit, swiftui\]' "$WORK/out8/raw/Package.swift" \
  || { cat "$WORK/out8/raw/Package.swift"; fail "a library importing Combine depends on SwiftUI"; }
grep -q 'imports Combine, which no project' "$WORK/script8.log" && fail "Combine is not said to be missing"

# Bad input: a clear one-line message, status 2.
if bash "$SCRIPT" "$WORK/nowhere" --no-run > "$WORK/bad.log" 2>&1; then fail "a missing folder was accepted"; fi
grep -q 'is not a folder' "$WORK/bad.log" || { cat "$WORK/bad.log"; exit 1; }
echo "test-suite-script: ok"
