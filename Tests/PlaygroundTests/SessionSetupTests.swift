import Foundation
import Testing
@testable import PlaygroundApp
import PlaygroundCore

/// One session setup for every command: defaults < script < preset < command line, one item limit, the preset read
/// once with its errors kept.
@Suite struct SessionSetupTests {
    func preset(_ text: String) throws -> String {
        let path = try Repo.temporaryDirectory().appendingPathComponent("setup-preset.toml").path
        try AtomicFile.write(text, to: path)
        return path
    }

    @Test func eachSourceWinsOverTheOnesBelowIt() throws {
        let path = try preset("""
            layout = "waterfall"
            [params]
            columns = 4
            [physics]
            rubberBand = 0.3
            [items]
            count = 60
            images = "/from/preset"
            """)
        let script = SessionSetup.Choices(layout: "grid", params: ["physics.rubberBand": "0.5", "physics.touchSlop": "6"],
                                          items: 20, images: "/from/script")
        // The preset over the script: its layout too (replay used to take the script's layout).
        let overScript = try SessionSetup(layouts: LayoutRegistry.all, script: script, presetPath: path,
                                          commandLine: SessionSetup.Choices())
        #expect(overScript.layout == "waterfall" && overScript.items == 60 && overScript.imagesFolder == "/from/preset")
        #expect(overScript.params == ["columns": "4", "physics.rubberBand": "0.3", "physics.touchSlop": "6"])
        // The command line over both.
        let overAll = try SessionSetup(
            layouts: LayoutRegistry.all, script: script, presetPath: path,
            commandLine: SessionSetup.Choices(params: ["columns": "3"], items: 7, images: "/from/cli"))
        #expect(overAll.params["columns"] == "3" && overAll.items == 7 && overAll.imagesFolder == "/from/cli")
        // Nothing said: the first user layout, else grid.
        let bare = try SessionSetup(layouts: LayoutRegistry.all, presetPath: nil, commandLine: SessionSetup.Choices())
        #expect(bare.layout == "grid" && bare.params.isEmpty && bare.items == nil && bare.imagesFolder == nil)
    }

    @Test func aBrokenPresetIsTheCommandsErrorNotSwallowed() throws {
        let path = try preset("layout = 3\n")
        #expect(throws: CLIError.self) {
            try SessionSetup(layouts: LayoutRegistry.all, presetPath: path, commandLine: SessionSetup.Choices())
        }
        #expect(throws: CLIError.self) {
            try SessionSetup(layouts: LayoutRegistry.all, presetPath: "/no/such/preset.toml",
                             commandLine: SessionSetup.Choices())
        }
    }

    @Test func oneItemLimitForEverySource() throws {
        let setup = try SessionSetup(layouts: LayoutRegistry.all, presetPath: nil, commandLine: SessionSetup.Choices())
        let limit = PlaygroundConfig.itemLimit
        #expect(try setup.config(viewport: Size(width: 800, height: 600), library: nil, items: limit).itemCount == limit)
        #expect(throws: CLIError.self) {
            try setup.config(viewport: Size(width: 800, height: 600), library: nil, items: limit + 1)
        }
        #expect(try Tunables.validate("items.count", String(limit)) == String(limit))
        #expect(throws: ParameterError.self) { try Tunables.validate("items.count", String(limit + 1)) }
        #expect(throws: CLIError.self) { try Parse.count(String(limit + 1), option: "--items") }
    }

    @Test func theBundledImagesRepeatToAHundredAndTwentyItems() throws {
        let bundled = try Scene.library(nil, decode: false)
        #expect(bundled.isBundled && bundled.defaultItemCount == max(bundled.count, ImageLibrary.bundledItemCount))
        let setup = try SessionSetup(layouts: LayoutRegistry.all, presetPath: nil, commandLine: SessionSetup.Choices())
        #expect(try setup.config(viewport: Size(width: 800, height: 600), library: bundled).itemCount == 120)
    }
}
