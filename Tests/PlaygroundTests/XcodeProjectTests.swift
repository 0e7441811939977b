import Foundation
import Testing
@testable import PlaygroundApp

/// Xcode projects (docs/hosting.md, "Xcode projects"): the old-style property list reader, the app target's sources,
/// resources and Info.plist resolved from a `project.pbxproj` written here (in the shape Xcode writes: a group with a
/// path, a `SOURCE_ROOT` group outside the app's folder, a localized storyboard, a framework target), the lookup rule,
/// and bad input (a one-line message, never a crash).
@Suite struct XcodeProjectTests {
    // MARK: The property list reader

    @Test func readsXcodesOldStyleGrammar() throws {
        let text = """
            // !$*UTF8*$!
            {
                archiveVersion = 1; /* a comment */
                list = (a, "b c", 'd', );
                nested = { key = "with \\"quotes\\" and \\n"; path = ../Source/Layout.swift; };
                data = <0fbd 7d>;
                lastKey = x
            }
            """
        let plist = try OldStylePlist.parse(text)
        #expect(plist["archiveVersion"] == .string("1"))
        #expect(plist["list"] == .array([.string("a"), .string("b c"), .string("d")]))
        #expect(plist["nested"]?["key"]?.string == "with \"quotes\" and \n")
        #expect(plist["nested"]?["path"]?.string == "../Source/Layout.swift")
        #expect(plist["data"]?.string == "<0fbd 7d>")
        #expect(plist["lastKey"]?.string == "x")
    }

    @Test(arguments: [
        ("{ a = b; ", "line 1: a { dictionary is not closed"),
        ("{ a = \"b; }", "line 1: a quoted string is not closed"),
        ("{\n a = (b c); }", "line 2: expected , or ) in an array"),
        ("{ a b; }", "line 1: expected = after key \"a\""),
        ("{ a = b } extra", "line 1: unexpected text after the top-level value"),
        ("/* open", "line 1: a /* comment is not closed"),
        ("", "line 1: the text ends where a value was expected"),
        ("{ a = ; }", "line 1: unexpected character ';'"),
        ("{ (a) = b; }", "line 1: a dictionary key is not a string"),
    ])
    func badTextIsOneLineWithItsLine(text: String, message: String) {
        #expect(throws: OldStylePlist.ParseError.self) { try OldStylePlist.parse(text) }
        do { _ = try OldStylePlist.parse(text) } catch { #expect(error.description == message) }
    }

    @Test func deepNestingIsRefusedNotARecursionCrash() {
        let text = String(repeating: "(", count: 100_000)
        do { _ = try OldStylePlist.parse(text); Issue.record("parsed") } catch {
            #expect(error.description == "line 1: nested deeper than \(OldStylePlist.maximumDepth) levels")
        }
    }

    @Test func everyPrefixOfAProjectIsAnErrorOrAValueNeverACrash() throws {
        let text = Self.pbxproj
        var errors = 0
        for end in stride(from: 0, to: text.utf8.count, by: 7) {
            let prefix = String(decoding: Array(text.utf8)[..<end], as: UTF8.self)
            do { _ = try XcodeProject.parse(prefix, root: "/p") } catch { errors += 1; #expect(!error.message.contains("\n")) }
        }
        // Only the whole text is a project: every proper prefix leaves a brace open.
        #expect(errors == (text.utf8.count + 6) / 7)
    }

    // MARK: A project

    /// A project in Xcode's shape: app target `Demo` (group `Demo/` with two sources and a localized Main.storyboard
    /// and Assets.xcassets; group `Layout` at `SOURCE_ROOT`-relative `../Source` holding Layout.swift, in the app's
    /// Sources phase too), framework target `DemoKit` (Layout.swift), and a reference to a missing file.
    static let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 46;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tB1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
        \t\tB2 /* ViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* ViewController.swift */; };
        \t\tB3 /* Layout.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Layout.swift */; };
        \t\tB4 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Main.storyboard */; };
        \t\tB5 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F5 /* Assets.xcassets */; };
        \t\tB6 /* Layout.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Layout.swift */; };
        \t\tB7 /* Missing.swift in Sources */ = {isa = PBXBuildFile; fileRef = F7 /* Missing.swift */; };
        \t\tB8 /* Demo.app */ = {isa = PBXBuildFile; fileRef = P1; };
        /* End PBXBuildFile section */

        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ViewController.swift; sourceTree = "<group>"; };
        \t\tF3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Layout.swift; sourceTree = "<group>"; };
        \t\tF4 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tF6 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = fr; path = fr.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tF5 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        \t\tF7 = {isa = PBXFileReference; path = Missing.swift; sourceTree = "<group>"; };
        \t\tF8 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tV1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F6, F4, ); name = Main.storyboard; sourceTree = "<group>"; };

        \t\tG0 = {isa = PBXGroup; children = (G1, G2, G3, ); sourceTree = "<group>"; };
        \t\tG1 /* Demo */ = {isa = PBXGroup; children = (F1, F2, V1, F5, F7, F8, ); path = Demo; sourceTree = "<group>"; };
        \t\tG2 /* Layout */ = {isa = PBXGroup; children = (F3, ); name = Layout; path = ../Source; sourceTree = SOURCE_ROOT; };
        \t\tG3 /* Products */ = {isa = PBXGroup; children = (P1, ); name = Products; sourceTree = "<group>"; };

        \t\tS1 = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B1, B2, B3, B7, ); runOnlyForDeploymentPostprocessing = 0; };
        \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B4, B5, ); };
        \t\tK1 = {isa = PBXFrameworksBuildPhase; files = (); };
        \t\tS2 = {isa = PBXSourcesBuildPhase; files = (B6, ); };

        \t\tT1 /* Demo */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, K1, R1, ); name = Demo; productType = "com.apple.product-type.application"; };
        \t\tT2 /* DemoKit */ = {isa = PBXNativeTarget; buildPhases = (S2, ); name = DemoKit; productType = "com.apple.product-type.framework"; };
        \t\tT3 = {isa = PBXAggregateTarget; name = Docs; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        \t\tC1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Demo/Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        \t\tC2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Other.plist; }; name = Release; };
        \t\tX1 /* Project object */ = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3, ); };
        \t};
        \trootObject = X1 /* Project object */;
        }
        """

    @Test func theAppTargetsSourcesResourcesAndInfoPlistResolveToPaths() throws {
        let project = try XcodeProject.parse(Self.pbxproj, root: "/r/Example")
        #expect(project.targets.map(\.name) == ["Demo", "DemoKit"])
        let app = try #require(project.targets.first)
        #expect(app.isApplication)
        // Sources in the phase's order; the SOURCE_ROOT group's file outside the app's folder; the missing one kept
        // (existingSources leaves it out).
        #expect(app.sources == ["/r/Example/Demo/AppDelegate.swift", "/r/Example/Demo/ViewController.swift",
                                "/r/Source/Layout.swift", "/r/Example/Demo/Missing.swift"])
        // The variant group's variants, Base.lproj first; the catalog.
        #expect(app.resources == ["/r/Example/Demo/Base.lproj/Main.storyboard", "/r/Example/Demo/fr.lproj/Main.storyboard",
                                  "/r/Example/Demo/Assets.xcassets"])
        // The first configuration's INFOPLIST_FILE, $(SRCROOT) expanded.
        #expect(app.infoPlist == "/r/Example/Demo/Info.plist")
        let kit = project.targets[1]
        #expect(kit.isFramework && kit.sources == ["/r/Source/Layout.swift"] && kit.infoPlist == nil)
    }

    @Test(arguments: [
        ("{ objects = {}; }", "not an Xcode project (no objects or no PBXProject root object)"),
        ("{ objects = { X = {isa = PBXGroup;}; }; rootObject = X; }", "not an Xcode project (no objects or no PBXProject root object)"),
        ("( a, b )", "not an Xcode project (no objects or no PBXProject root object)"),
        ("<?xml version=\"1.0\"?>\n<plist>", "not an Xcode project (line 2: unexpected text after the top-level value)"),
    ])
    func notAProjectIsOneLine(text: String, reason: String) {
        do { _ = try XcodeProject.parse(text, root: "/p", name: "A.xcodeproj/project.pbxproj"); Issue.record("parsed") } catch {
            #expect(error.message == "A.xcodeproj/project.pbxproj: " + reason)
        }
    }

    @Test func danglingReferencesAndCyclesAreSkipped() throws {
        // A build file naming no object, a group that is its own parent: no crash, nothing resolved from them.
        let text = """
            { objects = {
              B1 = {isa = PBXBuildFile; fileRef = NOPE; };
              B2 = {isa = PBXBuildFile; fileRef = F1; };
              F1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
              G1 = {isa = PBXGroup; children = (G1, F1); path = loop; sourceTree = "<group>"; };
              S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, 42, ); };
              T1 = {isa = PBXNativeTarget; buildPhases = (S1, MISSING); name = App; productType = "com.apple.product-type.application"; };
              X = {isa = PBXProject; mainGroup = M; targets = (T1, NOTHING); };
            }; rootObject = X; }
            """
        let project = try XcodeProject.parse(text, root: "/p")
        #expect(project.targets.count == 1)
        #expect(project.targets[0].sources.isEmpty)
    }

    // MARK: On disk: the lookup rule

    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func theNearestProjectWithAnAppTargetInTheFolderIsUsed() throws {
        let root = try Repo.temporaryDirectory()
        try Self.write(Self.pbxproj, "Example/Demo.xcodeproj/project.pbxproj", in: root)
        try Self.write("import UIKit\n", "Example/Demo/AppDelegate.swift", in: root)
        try Self.write("import UIKit\n", "Example/Demo/ViewController.swift", in: root)
        try Self.write("import UIKit\n", "Source/Layout.swift", in: root)
        try Self.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneStoryboardFile</key><string>Main</string></dict></array></dict></dict>
            </dict></plist>
            """, "Example/Demo/Info.plist", in: root)
        // A broken project nearer up is reported, and the one that reads is used.
        try Self.write("{ objects = ", "Example/Demo/Broken.xcodeproj/project.pbxproj", in: root)
        let folder = root.appendingPathComponent("Example/Demo").path
        let lookup = XcodeProject.lookup(for: folder)
        let found = try #require(lookup.found)
        #expect(found.target.name == "Demo")
        #expect(lookup.problems.count == 1)
        #expect(lookup.problems.first?.hasSuffix("Broken.xcodeproj/project.pbxproj: not an Xcode project (line 1: the text ends where a value was expected)") == true)
        let base = (root.path as NSString).standardizingPath
        #expect(XcodeProject.existingSources(of: found.target) == [base + "/Example/Demo/AppDelegate.swift",
                                                                  base + "/Example/Demo/ViewController.swift",
                                                                  base + "/Source/Layout.swift"])
        #expect(XcodeProject.mainStoryboard(infoPlist: try #require(found.target.infoPlist)) == "Main")
        // The framework target is the library of `import DemoKit`.
        #expect(XcodeProject.librarySources("DemoKit", near: folder) == [base + "/Source/Layout.swift"])
        #expect(XcodeProject.librarySources("Demo", near: folder) == nil)
        // A folder none of whose files an app target compiles: the folder rule.
        try Self.write("import UIKit\n", "Other/Thing.swift", in: root)
        #expect(XcodeProject.lookup(for: root.appendingPathComponent("Other").path).found == nil)
    }
}
