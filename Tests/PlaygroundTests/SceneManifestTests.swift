import Foundation
import Testing
@testable import PlaygroundApp

/// The Info.plist's scene manifest names the scene delegate UIKit makes for the application role
/// (`UIApplicationSceneManifest` → `UISceneConfigurations` → `UIWindowSceneSessionRoleApplication` →
/// `UISceneDelegateClassName`; docs/hosting.md, "Entry points"). Our own plists, written here.
@Suite struct SceneManifestTests {
    func write(_ body: String) throws -> URL {
        let dir = try Repo.temporaryDirectory()
        let url = dir.appendingPathComponent("Info.plist")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static let manifest = """
        <key>UIApplicationSceneManifest</key>
        <dict>
            <key>UIApplicationSupportsMultipleScenes</key>
            <false/>
            <key>UISceneConfigurations</key>
            <dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array>
                    <dict>
                        <key>UISceneConfigurationName</key>
                        <string>Default Configuration</string>
                        <key>UISceneDelegateClassName</key>
                        <string>$(PRODUCT_MODULE_NAME).PhoneSceneDelegate</string>
                    </dict>
                </array>
            </dict>
        </dict>
        """

    @Test func theApplicationRolesSceneDelegateIsRead() throws {
        let url = try write(Self.manifest)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(XcodeProject.sceneDelegateClass(infoPlist: url.path) == "PhoneSceneDelegate")
    }

    @Test func withoutAManifestOrAFileThereIsNone() throws {
        let url = try write("<key>UIMainStoryboardFile</key>\n<string>Main</string>")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(XcodeProject.sceneDelegateClass(infoPlist: url.path) == nil)
        #expect(XcodeProject.sceneDelegateClass(infoPlist: url.path + ".missing") == nil)
    }
}
