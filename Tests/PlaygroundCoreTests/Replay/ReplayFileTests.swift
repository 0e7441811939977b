import Foundation
import Testing
import TestSupport
@testable import PlaygroundCore

/// Runs every script in Tests/Replays through the Replayer (the InputEvent path of the window) and checks the
/// script's own "expect" block (ignored by the parser: unknown fields are):
/// - final.contentOffset [x, y] within "tolerance" (default 1e-9), final.page;
/// - phasesSeen: phases that must appear in the frames;
/// - restsOnSnap: the final offset is exactly the snap offset of its page;
/// - finalAtLeast [x, y]: lower bounds of the final offset;
/// - final.orderPrefix: the final order starts so; final.zoomedItem (null allowed); orderNeverChanges;
/// - draggingSeen; zoomedSeen [items]; autoplaySeen [states]; pageSequence: the pages in the order they were
///   centered (consecutive repeats merged).
/// Every frame must be finite.
@Suite struct ReplayFileTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Replays")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func thereAreScripts() { #expect(Self.scripts.count >= 5) }

    @Test(arguments: scripts)
    func scriptMeetsItsExpectations(name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let script = try ReplayScript.parse(text)
        let expect = try #require(try JSON.parse(text)["expect"], "\(name) has no expect block")
        let config = script.config(naturalSizes: [], imageCount: 0, defaultItems: 24)
        var replayer = Replayer(script: script, playground: try Playground(config: config))
        let trace = try replayer.run()
        let frames = trace["frames"]!.array!
        let final = trace["final"]!
        let offset = Point(x: final["contentOffset"]![0]!.number!, y: final["contentOffset"]![1]!.number!)
        for f in frames {
            for key in ["contentOffset", "velocity"] {
                #expect(f[key]![0]!.number != nil && f[key]![1]!.number != nil, "\(name): non-finite \(key) at \(f["t"]!)")
            }
        }
        let tolerance = expect["tolerance"]?.number ?? 1e-9
        if let want = expect["final"]?["contentOffset"] {
            #expect(abs(offset.x - want[0]!.number!) <= tolerance && abs(offset.y - want[1]!.number!) <= tolerance,
                    "\(name): final offset \(offset), expected \(want.serialized())")
        }
        if let page = expect["final"]?["page"]?.number { #expect(final["page"]?.number == page, "\(name): page") }
        if let atLeast = expect["finalAtLeast"] {
            #expect(offset.x >= atLeast[0]!.number! && offset.y >= atLeast[1]!.number!, "\(name): \(offset)")
        }
        let phases = Set(frames.compactMap { $0["phase"]?.string })
        for phase in expect["phasesSeen"]?.array ?? [] {
            #expect(phases.contains(phase.string!), "\(name): no \(phase.string!) frame in \(phases.sorted())")
        }
        #expect(frames.last?["phase"]?.string == "idle", "\(name): still moving at the end")
        if let prefix = expect["final"]?["orderPrefix"]?.array {
            let order = final["order"]!.array!.prefix(prefix.count)
            #expect(Array(order) == prefix, "\(name): order starts \(Array(order).map { $0.serialized() })")
        }
        if let z = expect["final"]?["zoomedItem"] { #expect(final["zoomedItem"] == z, "\(name): zoomedItem") }
        if expect["orderNeverChanges"]?.bool == true {
            #expect(frames.allSatisfy { $0["order"] == nil }, "\(name): the order changed")
        }
        if expect["draggingSeen"]?.bool == true {
            #expect(frames.contains { $0["dragging"]?.bool == true }, "\(name): never dragging")
            #expect(frames.last?["dragging"]?.bool == false, "\(name): still dragging at the end")
        }
        for item in expect["zoomedSeen"]?.array ?? [] {
            #expect(frames.contains { $0["zoomedItem"] == item }, "\(name): item \(item.serialized()) never zoomed")
        }
        for state in expect["autoplaySeen"]?.array ?? [] {
            #expect(frames.contains { $0["autoplay"] == state }, "\(name): autoplay never \(state.serialized())")
        }
        for layout in expect["transitionSeen"]?.array ?? [] {
            #expect(frames.contains { $0["transition"]?["to"] == layout }, "\(name): no transition to \(layout.serialized())")
        }
        if expect["transitionSeen"] != nil { #expect(frames.last?["transition"]?.isNull == true, "\(name): transition not over") }
        if let sequence = expect["pageSequence"]?.array {
            var pages: [JSON] = []
            for f in frames { if let p = f["page"], pages.last != p { pages.append(p) } }
            #expect(pages == sequence, "\(name): pages \(pages.map { $0.serialized() })")
        }
        if expect["restsOnSnap"]?.bool == true {
            var playground = replayer.playground
            let layout = playground.layout()
            let page = try #require(layout.snapPage(for: offset))
            #expect(layout.snapOffset(forPage: page) == offset, "\(name): \(offset) is not a snap offset")
        }
    }
}
