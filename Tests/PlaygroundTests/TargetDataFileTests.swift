import Foundation
import Testing
@testable import PlaygroundApp

/// A JSON or YAML file in an app's folder is a compositional spec of its own only when it looks like one
/// (`sections` at its top level); the app's data (sgr-ksmt/WaterfallLayout's `test_data.json`, which its view
/// controller decodes) is its resource. Before, it was loaded as a spec and the folder failed on its keys.
@Suite struct TargetDataFileTests {
    @Test func aDataFileIsNotASpecAndASpecIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TargetDataFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        let data = try write("test_data.json", ##"{"items": [{"color": "#FF789A"}], "news": []}"##)
        let spec = try write("grid.json", #"{"name": "grid", "sections": []}"#)
        let yamlSpec = try write("list.yaml", "name: list\nsections:\n  - group: {}\n")
        let yamlData = try write("config.yml", "items:\n  - a\n")
        let array = try write("list.json", "[1, 2]")
        #expect(!CompositionalSpecFile.looksLikeSpec(data))
        #expect(CompositionalSpecFile.looksLikeSpec(spec))
        #expect(CompositionalSpecFile.looksLikeSpec(yamlSpec))
        #expect(!CompositionalSpecFile.looksLikeSpec(yamlData))
        #expect(!CompositionalSpecFile.looksLikeSpec(array))
    }
}
