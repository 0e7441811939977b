import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing
import TestSupport

/// Spec files: every example decodes and passes the checker; errors are one line with file, line and key path;
/// `dump` reads them through --layout-file.
@Suite struct CompositionalSpecFileTests {
    static var examples: URL { Repo.root.appendingPathComponent("Examples/compositional") }

    @Test func everyExampleLoadsAndKeepsTheLayoutRules() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter(CompositionalSpecFile.isSpecFile)
        #expect(files.count >= 10)
        for file in files.sorted() {
            let d = try CompositionalSpecFile.load(path: Self.examples.appendingPathComponent(file).path)
            #expect(d.source?.hasSuffix(file) == true)
            let problems = LayoutValidator.checkLadder({ d.make(try! ParameterValues([:], specs: [], layout: d.name)) })
            #expect(problems.isEmpty, "\(file): \(problems)")
        }
    }

    @Test func yamlAndJSONDecodeToTheSameSpec() throws {
        let json = try CompositionalSpecFile.load(path: Self.examples.appendingPathComponent("grid.json").path)
        let yaml = try CompositionalSpecFile.decode("""
            name: grid5
            sections:
              - group:
                  direction: horizontal
                  size: {width: {fractionalWidth: 1.0}, height: {fractionalWidth: 0.2}}
                  subitems:
                    - size: {width: {fractionalWidth: 0.2}, height: {fractionalHeight: 1.0}}
            """, fileName: "grid.yaml", json: false)
        let a = json.make(try ParameterValues([:], specs: [], layout: "grid5")) as? CompositionalLayout
        #expect(a?.spec == yaml)
        #expect(json.name == "grid5")
    }

    static func message(_ text: String, json: Bool = false) -> String {
        do {
            _ = try CompositionalSpecFile.decode(text, fileName: json ? "spec.json" : "spec.yaml", json: json)
            return "no error"
        } catch { return String(describing: error) }
    }

    static let valid = """
        sections:
          - items: 3
            group:
              direction: horizontal
              size: {width: {fractionalWidth: 1}, height: {absolute: 44}}
              subitems:
                - size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}
          - group:
              direction: vertical
              size: {width: {fractionalWidth: 1}, height: {absolute: 44}}
              subitems:
                - size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}
        """

    @Test func errorsNameFileLineAndKeyPath() {
        #expect(Self.message(Self.valid) == "no error")
        let lines = Self.valid.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var broken = lines
        broken[11] = "            - size: {width: 0.5, height: {fractionalHeight: 1}}"
        #expect(Self.message(broken.joined(separator: "\n"))
                == "spec.yaml:12: sections[1].group.subitems[0].size.width: expected a dimension like {fractionalWidth: 0.5}")
        var unknown = lines
        unknown[3] = "      direction: horizontal\n      interitemSpacing: {fixed: 3}"
        #expect(Self.message(unknown.joined(separator: "\n")).hasPrefix("spec.yaml:5: sections[0].group.interitemSpacing: unknown key in a group"))
        var word = lines
        word[1] = "  - items: 3\n    orthogonalScrollingBehavior: sideways"
        #expect(Self.message(word.joined(separator: "\n")).hasPrefix(
            "spec.yaml:3: sections[0].orthogonalScrollingBehavior: expected one of none, continuous,"))
        var missing = lines
        missing[4] = ""
        #expect(Self.message(missing.joined(separator: "\n")) == "spec.yaml:3: sections[0].group.size: required, missing")
        #expect(Self.message("sections: [").hasPrefix("spec.yaml:2: not valid YAML"))
        #expect(Self.message("sections: []") == "spec.yaml:1: sections: expected at least one section")
        #expect(Self.message("{\"sections\": [{\"items\": \"x\"}]}", json: true).hasPrefix("spec.json:1: sections[0].items: expected"))
        for m in [Self.message(broken.joined(separator: "\n")), Self.message("sections: ["), Self.message("x: 1")] {
            #expect(!m.contains("\n"))
        }
    }

    /// `count` keeps its meaning, UIKit's iOS 13 `subitem:count:` (resized to fill); `repeatingCount` is iOS 16's
    /// `repeatingSubitem:count:` (the subitem's own size); not both.
    @Test func countAndRepeatingCountAreTheTwoUIKitCalls() throws {
        func group(_ countLine: String) throws -> NSCollectionLayoutGroup? {
            try CompositionalSpecFile.decode("""
                sections:
                  - group:
                      direction: horizontal
                      size: {width: {absolute: 400}, height: {absolute: 50}}
                      \(countLine)
                      subitems:
                        - size: {width: {fractionalWidth: 0.25}, height: {fractionalHeight: 1}}
                """, fileName: "spec.yaml", json: false).sections[0].section.group
        }
        let counted = try group("count: 2"), repeated = try group("repeatingCount: 2")
        #expect(counted?.count == 2 && counted?.countMode == .subitem)
        #expect(repeated?.count == 2 && repeated?.countMode == .repeatingSubitem)
        #expect(try group("interItemSpacing: {fixed: 0}")?.count == nil)
        let both = Self.message(Self.valid.replacingOccurrences(
            of: "size: {width: {fractionalWidth: 1}, height: {absolute: 44}}\n      subitems",
            with: "size: {width: {fractionalWidth: 1}, height: {absolute: 44}}\n      count: 2\n      repeatingCount: 2\n      subitems"))
        #expect(both.hasPrefix("spec.yaml:") && both.contains(
            ": sections[0].group.repeatingCount: give count (subitem:count:) or repeatingCount"), "\(both)")
        #expect(Self.message(Self.valid.replacingOccurrences(of: "subitems:\n", with: "repeatingCount: 0\n      subitems:\n"))
                    .contains("sections[0].group.repeatingCount: expected a whole number in 1…10000, got 0"))
    }

    @Test func dumpReadsASpecThroughLayoutFile() throws {
        let spec = Self.examples.appendingPathComponent("nested-groups.yaml").path
        let run = try Run.playground(["dump", "--layout-file", spec, "--size", "800x600", "--items", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"layout\":\"nested-groups\""))
        #expect(run.stdout.contains("\"frame\":[570,130,220,100]"))
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.yml")
        try "sections:\n  - group: 3\n".write(to: bad, atomically: true, encoding: .utf8)
        let failed = try Run.playground(["dump", "--layout-file", bad.path])
        #expect(failed.status != 0)
        #expect(failed.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == "Error: bad.yml:2: sections[0].group: expected a mapping like {key: value}")
    }
}
