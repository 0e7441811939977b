import Foundation
import Testing
@testable import PlaygroundApp

/// A CocoaPods development pod (`pod 'X', :path => '../'` in an example app's Podfile): its podspec's
/// `source_files` say where module X's sources are, a folder not named like the module (Yalantis' DisplaySwitcher:
/// `Pod/Classes/**/*`; Ramotion's expanding-collection: module `expanding_collection`, `Source/**/*.swift`).
@Suite struct DevelopmentPodTests {
    @Test func podfileLinesGivenByPath() {
        let pods = UIKitLibraries.developmentPods("""
            platform :ios, '11.0'
            target 'Example' do
              use_frameworks!
              pod 'DisplaySwitcher', :path => '../'
              pod "Koloda", :path => "../"
              pod 'MultiSelectSegmentedControl', path: '..'
              pod 'DifferenceKit'
            # pod 'Old', :path => '../old'
              pod 'ChatLayout/Core', :path => '../', :inhibit_warnings => true
            end
            """)
        #expect(pods.map(\.name) == ["DisplaySwitcher", "Koloda", "MultiSelectSegmentedControl", "ChatLayout/Core"])
        #expect(pods.map(\.path) == ["../", "../", "..", "../"])
    }

    @Test func podspecSourcesAndModuleName() {
        #expect(UIKitLibraries.sourceFolder(podspec: "  s.source_files     = 'Pod/Classes/**/*'\n") == "Pod/Classes")
        #expect(UIKitLibraries.sourceFolder(podspec: "s.source_files = 'Sources/*.{swift,h,m}'") == "Sources")
        #expect(UIKitLibraries.sourceFolder(podspec: """
            spec.source_files       = 'Sources/Internal/*.swift', 'Sources/*.swift'
            spec.ios.source_files   = 'Sources/UIKit/*.swift'
            spec.osx.source_files   = 'Sources/AppKit/*.swift'
            """) == "Sources")
        #expect(UIKitLibraries.sourceFolder(podspec: "core.source_files = 'Chat/Classes/Core/**/*'\n"
                                            + "extras.source_files = 'Chat/Classes/Extras/**/*'") == "Chat/Classes")
        #expect(UIKitLibraries.sourceFolder(podspec: "s.name = 'X'") == nil)
        #expect(UIKitLibraries.podModuleName(podspec: "s.name = 'expanding-collection'", podName: "expanding-collection")
                == "expanding_collection")
        #expect(UIKitLibraries.podModuleName(podspec: "s.module_name = 'Cards'", podName: "cards-kit") == "Cards")
    }

    @Test func theAppFindsItsDevelopmentPodsFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("devpod-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("Pod::Spec.new do |s|\n  s.name = 'Switcher'\n  s.source_files = 'Pod/Classes/**/*'\nend\n",
                  "Switcher.podspec")
        try write("import UIKit\nopen class SwitchLayout: UICollectionViewFlowLayout {}\n", "Pod/Classes/Layouts/SwitchLayout.swift")
        try write("target 'Example' do\n  pod 'Switcher', :path => '../'\nend\n", "Example/Podfile")
        try write("import UIKit\nimport Switcher\nclass ViewController: UIViewController {}\n",
                  "Example/App/ViewController.swift")
        let app = root.appendingPathComponent("Example/App").path
        let found = UIKitLibraries.folder(for: "Switcher", near: app)
        #expect(found == root.appendingPathComponent("Pod/Classes").path)
        #expect(UIKitLibraries.folder(for: "Other", near: app) == nil)
    }
}
