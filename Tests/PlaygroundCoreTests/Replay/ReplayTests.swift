import Testing
import TestSupport
@testable import PlaygroundCore

/// Whole flows from InputEvent to trace, through the same path as the window.
@Suite struct ReplayTests {
    func run(_ text: String) throws -> JSON {
        let script = try ReplayScript.parse(text)
        let config = PlaygroundConfig(viewport: script.size, layoutName: script.layout ?? "grid", params: script.params,
                                      itemCount: script.items ?? 24, naturalSizes: script.itemSizes)
        var replayer = Replayer(script: script, playground: try Playground(config: config))
        return try replayer.run()
    }

    func offsets(_ trace: JSON) -> [Point] {
        trace["frames"]!.array!.map { Point(x: $0["contentOffset"]![0]!.number!, y: $0["contentOffset"]![1]!.number!) }
    }

    /// The trace's exact bytes (docs/replay.md: key order, integers without ".0", null for absent values), pinned
    /// from the serializer the trace has always used, so a change of writer cannot change them unnoticed.
    @Test func traceBytesArePinned() throws {
        let trace = try run(#"{"until": 0.02, "fps": 50, "items": 3, "size": [200, 100], "itemSizes": [[1,1]], "events": [{"t": 0, "type": "parameter", "name": "physics.rubberBand", "value": 0.4}]}"#)
        #expect(trace.serialized() == #"{"frames":[{"t":0,"contentOffset":[0,0],"velocity":[0,0],"layout":"grid","phase":"idle","zoomedItem":null,"dragging":false,"autoplay":"off","transition":null,"params":{"physics.rubberBand":"0.4"}},{"t":0.02,"contentOffset":[0,0],"velocity":[0,0],"layout":"grid","phase":"idle","zoomedItem":null,"dragging":false,"autoplay":"off","transition":null}],"final":{"t":0.02,"contentOffset":[0,0],"layout":"grid","order":[0,1,2],"zoomedItem":null,"autoplay":"off","params":{"physics.rubberBand":"0.4"}}}"#)
        // Numbers: integral values as integers, -0 as 0, non-finite as null, others as Swift's shortest form.
        #expect(JSON.array([.number(-0.0), .number(2.5e-7), .number(.infinity), .number(1e15), .number(0.1 + 0.2)])
                    .serialized() == "[0,2.5e-07,null,1000000000000000.0,0.30000000000000004]")
    }

    @Test func wheelNotchesScrollDownByTheNotchStep() throws {
        let trace = try run("""
        {"size": [640, 480], "items": 60, "until": 1,
         "events": [{"t": 0.1, "type": "wheel", "dy": -1}, {"t": 0.2, "type": "wheel", "dy": -1},
                    {"t": 0.3, "type": "wheel", "dy": -1}, {"t": 0.5, "type": "wheel", "dy": 1}]}
        """)
        let final = trace["final"]!["contentOffset"]!
        #expect(final[0]?.number == 0)
        #expect(final[1]?.number == 2 * ScrollController.wheelStep)
        #expect(offsets(trace).map(\.y).max() == 3 * ScrollController.wheelStep)
        #expect(trace["frames"]!.array!.count == 61)  // t = 0, 1/60, …, 1
        #expect(trace["final"]!["order"]! == JSON(Array(0..<60)))
        #expect(trace["final"]!["layout"]?.string == "grid")
    }

    @Test func wheelCannotScrollPastTheEnds() throws {
        let trace = try run("""
        {"size": [640, 480], "items": 7, "events": [{"t": 0, "type": "wheel", "dy": 5}, {"t": 0.1, "type": "wheel", "dy": -50}]}
        """)
        // 7 items: content 580 tall in a 480 viewport: the range is 0…100.
        #expect(offsets(trace).allSatisfy { (0...100).contains($0.y) })
        #expect(trace["final"]!["contentOffset"]![1]?.number == 100)
    }

    @Test func dragMovesContentOneToOneAfterTheSlop() throws {
        let trace = try run("""
        {"size": [640, 480], "items": 60, "until": 0.5,
         "events": [{"t": 0.0, "type": "mouseDown", "x": 300, "y": 400},
                    {"t": 0.05, "type": "mouseMove", "x": 300, "y": 398},
                    {"t": 0.1, "type": "mouseMove", "x": 300, "y": 300},
                    {"t": 0.2, "type": "mouseMove", "x": 310, "y": 150},
                    {"t": 0.3, "type": "mouseUp", "x": 310, "y": 150}]}
        """)
        let ys = offsets(trace).map(\.y)
        #expect(ys[3] == 0)     // t = 0.05: 2 points is within the slop
        #expect(ys[6] == 96)    // t = 0.1: 100 points up, less the 4-point slop where the drag began
        // 250 points less the slop; the pointer stood still 100 ms before the release, so no fling.
        #expect(trace["final"]!["contentOffset"]! == JSON(Point(x: 0, y: 246)))
        let phases = trace["frames"]!.array!.map { $0["phase"]!.string! }
        #expect(phases[6] == "dragging" && phases.last == "idle")
    }

    @Test func quitKeyEndsTheReplayEarly() throws {
        let trace = try run(#"{"until": 5, "events": [{"t": 0.5, "type": "key", "key": "q"}]}"#)
        #expect(trace["final"]!["t"]?.number == 0.5)
    }

    @Test func velocityWhileDraggingIsTheTrackersAndOtherwiseTheOffsetsRate() throws {
        // The pointer moves up 10 points every 10 ms (1000 points/s), then stops without releasing.
        var events: [String] = [#"{"t": 0, "type": "mouseDown", "x": 0, "y": 400}"#]
        for i in 1...20 { events.append(#"{"t": \#(Double(i) / 100), "type": "mouseMove", "x": 0, "y": \#(400 - 10 * i)}"#) }
        let trace = try run(#"{"size": [640, 480], "items": 60, "fps": 50, "until": 0.5, "events": [\#(events.joined(separator: ","))]}"#)
        let v = trace["frames"]!.array!.map { $0["velocity"]![1]!.number! }
        #expect(abs(v[5] - 1000) < 1e-6)   // t = 0.1: the least-squares slope of the samples
        #expect(abs(v[10] - 1000) < 1e-6)  // t = 0.2
        #expect(v[14] == 0)                // t = 0.28: still for 80 ms: stopped
    }
}
