import Foundation
@testable import PlaygroundApp
import Testing

/// Every input a fuzz target crashed on, kept in Tests/Fixtures/fuzz/TARGET/ once fixed, runs through the same
/// function the target runs (`FuzzTargets`); and every target runs on a few inputs of each kind, so a target that
/// no longer builds or runs shows here first (docs/reliability.md, "Fuzzing").
@Suite struct FuzzRegressionTests {
    static var folder: URL { Repo.root.appendingPathComponent("Tests/Fixtures/fuzz") }

    @Test func keptCrashersNoLongerCrash() throws {
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        for target in targets.sorted() {
            guard let run = FuzzTargets.all[target] else {
                if target != "README.md" { Issue.record("\(target): no such fuzz target") }
                continue
            }
            let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent(target).path)
            for input in inputs.sorted() {
                run(Array(try Data(contentsOf: Self.folder.appendingPathComponent(target).appendingPathComponent(input))))
            }
        }
    }

    @Test func everyTargetRunsOnSmallInputs() {
        let inputs: [[UInt8]] = [[], Array("sections: [".utf8), Array("{\"order\": [\"p1.png\", \"item-12\"]}".utf8),
                                 [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF, 0xE1, 0, 8],
                                 Array("a.swift:3:4: error: x\n".utf8), Array("[layout]\nname = 'grid'\n".utf8)]
        #expect(FuzzTargets.all.count == 9)  // uikit-rewrite joined (issue 38)
        for (_, run) in FuzzTargets.all { for input in inputs { run(input) } }
    }
}
