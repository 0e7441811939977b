import Foundation
import Testing
@testable import PlaygroundCore

/// docs/tuning.md lists every tunable with its unit, range and default as `Tunables` describes them.
@Suite struct TuningDocsTests {
    @Test func docsListEveryTunable() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/tuning.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        for t in Tunables.all {
            guard let row = text.split(separator: "\n").first(where: { $0.hasPrefix("| \(t.name) |") }) else {
                Issue.record("docs/tuning.md has no row for \(t.name)")
                continue
            }
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if case .number(let range, _) = t.spec.kind {
                #expect(cells[1] == (t.unit.isEmpty ? "—" : t.unit), "\(t.name): unit \(cells[1]) vs \(t.unit)")
                #expect(cells[2] == "\(ParameterSpec.format(range.lowerBound))…\(ParameterSpec.format(range.upperBound))",
                        "\(t.name): range \(cells[2])")
            }
            if t.section != .items { #expect(cells[3].hasPrefix(t.spec.defaultValue), "\(t.name): default \(cells[3])") }
        }
    }

    @Test func defaultsAreTheConstantsTheScrollingAlwaysUsed() {
        let p = PhysicsConstants()
        #expect(p.decelerationRate == 0.998 && p.rubberBand == 0.55 && p.bounceStiffness == 100)
        #expect(p.bounceSpring == SpringSimulation.Description.bounce)
        #expect(p.velocityWindow == 0.1 && p.touchSlop == 4 && p.minFlingVelocity == 50 && p.maxFlingVelocity == 8000)
        #expect(p.flingAcceleration)
        let config = PlaygroundConfig()
        for t in Tunables.all where t.section != .items {
            #expect(Tunables.value(t.name, in: config) == t.spec.defaultValue, "\(t.name)")
        }
    }
}
