import Testing
@testable import PlaygroundCore

/// Seeded random sessions with invariants checked every frame (the soak, short).
@Suite struct MonkeyTests {
    @Test(arguments: Array(UInt64(0)..<UInt64(24)))
    func randomSessionsKeepEveryInvariant(seed: UInt64) throws {
        var monkey = Monkey(seed: seed, viewport: Size(width: 1280, height: 800))
        let script = monkey.script(duration: 20)
        var replayer = Replayer(script: script, playground: try Playground(
            config: script.config(naturalSizes: [Size(width: 4, height: 3), Size(width: 2, height: 5)], imageCount: 2,
                                  defaultItems: 24)))
        replayer.recordsFrames = false
        replayer.stopsOnQuit = false
        _ = try replayer.run(checking: true)
        #expect(replayer.frameCount == 20 * 60 + 1)
        #expect(replayer.violations == [], "seed \(seed) (\(script.layout ?? "grid"), \(script.items ?? -1) items)")
    }

    @Test func theSameSeedGivesTheSameSession() {
        var a = Monkey(seed: 42, viewport: Size(width: 800, height: 600)), b = Monkey(seed: 42, viewport: Size(width: 800, height: 600))
        let sa = a.script(duration: 10), sb = b.script(duration: 10)
        #expect(sa.events == sb.events && sa.layout == sb.layout && sa.items == sb.items)
        #expect(sa.events.count > 20)
    }
}
