import Foundation
@testable import PlaygroundApp
import Testing

/// A missing type with an Apple framework's prefix is named as that framework's (issue 32, "messages that hide the
/// cause"): the placeholders and the hint read one list of prefixes (`LayoutCompiler.appleTypePrefixes`), so a
/// map view is MapKit's, not "probably declared in another file of its repository".
@Suite struct AppleFrameworkHintTests {
    func error(_ message: String) -> CompilerDiagnostic {
        CompilerDiagnostic(file: "/f/MapCell.swift", line: 3, column: 14, severity: .error, message: message)
    }

    @Test func aTypeOfAFrameworkNotProvidedNamesTheFramework() {
        let hint = LayoutCompiler.missingTypeHint(error("cannot find type 'MKMapView' in scope"))
        #expect(hint == " (MKMapView is MapKit's, an Apple framework the playground does not provide; docs/uikit.md)")
        let player = LayoutCompiler.missingTypeHint(error("cannot find 'AVPlayerLayer' in scope"))
        #expect(player.contains("AVPlayerLayer is AVFoundation or AVKit's"), "\(player)")
        let web = LayoutCompiler.missingTypeHint(error("cannot find type 'WKWebView' in scope"))
        #expect(web.contains("WebKit's"), "\(web)")
    }

    @Test func aTypeOfAProvidedFrameworkSaysThePlaygroundLacksIt() {
        let hint = LayoutCompiler.missingTypeHint(error("cannot find type 'UIFooView' in scope"))
        #expect(hint == " (UIFooView is UIKit's, a type the playground's UIKit does not have; docs/uikit.md)")
    }

    @Test func aNameThatOnlyStartsLikeAPrefixIsTheRepositorys() {
        // `Unit…`, `Mkdir…`, `Cards…`: the prefix is not followed by a capital letter.
        for name in ["UnitCell", "CardsLayout", "SkyView"] {
            let hint = LayoutCompiler.missingTypeHint(error("cannot find type '\(name)' in scope"))
            #expect(hint.contains("\(name) is not a UIKit type"), "\(hint)")
        }
        #expect(LayoutCompiler.appleFramework(ofType: "UNUserNotificationCenter") == "UserNotifications")
        #expect(LayoutCompiler.appleFramework(ofType: "UN") == nil)
    }

    /// The placeholders refuse exactly the names the hint calls Apple's: one list, not two.
    @Test func placeholdersAndHintAgree() {
        let errors = [error("cannot find type 'MKAnnotationView' in scope")]
        let files = [(path: "/f/MapCell.swift", text: "import UIKit\nlet v: MKAnnotationView? = nil\n")]
        #expect(LayoutCompiler.placeholderNames(errors, files: files, besides: "/f/MapCell.swift").names == [])
        let own = [error("cannot find type 'MarkerView' in scope")]
        #expect(LayoutCompiler.placeholderNames(own, files: files, besides: "/f/MapCell.swift").names == ["MarkerView"])
    }

    @Test func aModuleIsStillNamedAsBefore() {
        #expect(LayoutCompiler.missingTypeHint(error("no such module 'MapKit'"))
                == " (MapKit is an Apple framework the playground does not provide; docs/uikit.md)")
        #expect(LayoutCompiler.missingTypeHint(error("no such module 'UIKitPlus'")).contains("is not an Apple framework"))
    }
}

/// The repository scan above a file's folder never takes a manifest or a test file (host13 found a fixture's type
/// name matched in a test file of the playground's own repository, whose compile then needed PackageDescription).
@Suite struct RepositoryScanSkipsBuildAndTestFilesTests {
    @Test func manifestsAndTestFilesAreNotSources() {
        #expect(UIKitSiblingFiles.isBuildOrTestFile("/r/Package.swift", text: "import PackageDescription"))
        #expect(UIKitSiblingFiles.isBuildOrTestFile("/r/Package@swift-5.9.swift", text: ""))
        #expect(UIKitSiblingFiles.isBuildOrTestFile("/r/Tests/LayoutTests.swift", text: "import UIKit\n@testable import Lib\nimport XCTest\n"))
        #expect(UIKitSiblingFiles.isBuildOrTestFile("/r/Tests/SpecTests.swift", text: "import Quick"))
        #expect(!UIKitSiblingFiles.isBuildOrTestFile("/r/Sources/Cell.swift", text: "import UIKit\n// import XCTest later\nclass Cell {}"))
    }
}

/// Every Apple framework a sibling file may not import is named as Apple's in the hint (one list): an app's contacts
/// picker importing ContactsUI was told "ContactsUI is not an Apple framework" (alerts-and-pickers' example).
@Suite struct AppleFrameworkModuleHintTests {
    @Test func contactsUIAndTheOtherFrameworksNotProvidedAreApples() {
        for name in ["ContactsUI", "CloudKit", "EventKit", "Vision", "QuickLook", "AuthenticationServices", "CoreTelephony"] {
            let error = CompilerDiagnostic(file: "/f/Picker.swift", line: 2, column: 8, severity: .error,
                                           message: "no such module '\(name)'")
            let hint = LayoutCompiler.missingTypeHint(error)
            #expect(hint == " (\(name) is an Apple framework the playground does not provide; docs/uikit.md)", "\(hint)")
        }
        #expect(UIKitSiblingFiles.unavailableModules.isSuperset(of: LayoutCompiler.appleFrameworks))
        #expect(UIKitSiblingFiles.unavailableModules.contains("Kingfisher"))
    }
}
