import Foundation  // sin, cos, exp, log, pow: the C library (the core uses RealModule)
import Testing
import TestSupport
@testable import PlaygroundCore

/// Parameters changed while the playground runs: the `parameter` event, the relayout it starts, undo, tunables in
/// the config, physics applying to the next gesture, and the physics lab's record.
@Suite struct TuningTests {
    func replay(_ text: String) throws -> (trace: JSON, playground: Playground) {
        let script = try ReplayScript.parse(text)
        let config = script.config(naturalSizes: [], imageCount: 0, defaultItems: 24)
        var replayer = Replayer(script: script, playground: try Playground(config: config))
        let trace = try replayer.run()
        return (trace, replayer.playground)
    }

    /// The display index nearest the viewport's center, as an item identity.
    func anchor(_ p: inout Playground) -> Int? { p.anchorItem().map { p.displayOrder[$0] } }

    @Test func aParameterEventRelayoutsAnimatedKeepingTheAnchor() throws {
        // Scrolled into the middle of 200 items, then itemWidth 180 → 120 at t = 0.5.
        let script = """
        {"size": [1280, 800], "items": 200, "until": 1.5,
         "events": [{"t": 0, "type": "key", "key": "pagedown"}, {"t": 0.1, "type": "key", "key": "pagedown"},
                    {"t": 0.5, "type": "parameter", "name": "itemWidth", "value": 120}]}
        """
        let before = try replay(script.replacingOccurrences(of: "\"until\": 1.5", with: "\"until\": 0.49"))
        var p0 = before.playground
        let anchorID = try #require(anchor(&p0))
        let after = try replay(script)
        var p1 = after.playground
        // The anchor item (nearest the center before) is where it was on screen, its new size about that center.
        func onScreen(_ p: inout Playground) -> Point? {
            guard let i = p.displayOrder.firstIndex(of: anchorID) else { return nil }
            let l = p.layout()
            return l.attributes(forItem: l.indexPath(forFlatIndex: i)).map { $0.center - p.contentOffset }
        }
        // Along the scroll axis (its column may change).
        let c0 = try #require(onScreen(&p0)), c1 = try #require(onScreen(&p1))
        #expect(abs(c0.y - c1.y) < 1, "anchor \(anchorID): \(c0) → \(c1)")
        #expect(p1.contentOffset != p0.contentOffset)
        let frames = after.trace["frames"]!.array!
        // Animated: frames after the change show a transition grid → grid in progress.
        let moving = frames.filter { $0["transition"]?.object != nil }
        #expect(moving.count >= 10)
        #expect(moving.allSatisfy { $0["transition"]!["from"]?.string == "grid" && $0["transition"]!["to"]?.string == "grid" })
        #expect(moving.contains { ($0["transition"]!["progress"]?.number ?? 0) > 0.2 && ($0["transition"]!["progress"]?.number ?? 1) < 0.8 })
        // The trace shows the new value once, in the frame of the change, and in the final state.
        let withParams = frames.filter { $0["params"] != nil }
        #expect(withParams.count == 1)
        #expect(withParams.first?["t"]?.number == 0.5)
        #expect(withParams.first?["params"]?["itemWidth"]?.string == "120")
        #expect(after.trace["final"]!["params"]!["itemWidth"]?.string == "120")
        // The layout has 120-point items now.
        let item = try #require(p1.layout().attributes(forItem: IndexPath(section: 0, item: 0)))
        #expect(item.size.width == 120)
    }

    @Test func tunablesAreParametersToo() throws {
        let (trace, p) = try replay("""
        {"items": 40, "until": 0.2, "params": {"physics.rubberBand": 0.3},
         "events": [{"t": 0.1, "type": "parameter", "name": "physics.decelerationRate", "value": 0.99},
                    {"t": 0.1, "type": "parameter", "name": "interaction.longPress", "value": "0.8"}]}
        """)
        #expect(p.config.physics.rubberBand == 0.3)
        #expect(p.scroller.physics.decelerationRate == 0.99)
        #expect(p.config.longPress == 0.8)
        let params = trace["final"]!["params"]!
        #expect(params["physics.decelerationRate"]?.string == "0.99")
        #expect(params["physics.rubberBand"]?.string == "0.3")
        #expect(params["interaction.longPress"]?.string == "0.8")
    }

    @Test func badParametersAreOneLineErrorsNamingTheKey() throws {
        #expect(throws: ScriptError.self) {
            try ReplayScript.parse(#"{"events": [{"t": 0, "type": "parameter", "name": "physics.nope", "value": 1}]}"#)
        }
        do {
            _ = try ReplayScript.parse(#"{"events": [{"t": 0, "type": "parameter", "name": "physics.rubberBand", "value": 9}]}"#)
            Issue.record("out of range accepted")
        } catch {
            #expect(error.message.contains("physics.rubberBand") && !error.message.contains("\n"))
        }
        var config = PlaygroundConfig(layoutName: "grid", params: ["physics.touchSlop": "-1"])
        #expect(throws: ParameterError.self) { try Playground(config: config) }
        config.params = ["columns": "3"]
        do { _ = try Playground(config: config); Issue.record("unknown accepted") } catch {
            #expect(error.message.contains("'columns'"))
        }
        // A layout parameter unknown to the layout shown is refused when handled, and kept for the report.
        let (_, p) = try replay(#"{"items": 10, "events": [{"t": 0, "type": "parameter", "name": "radius", "value": 3}]}"#)
        #expect(p.parameterErrors.count == 1)
        #expect(p.parameterErrors.first?.message.contains("radius") == true)
    }

    @Test func undoAndRedoCoverParameterChanges() throws {
        var s = try Session(PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "grid", itemCount: 100))
        // A slider dragged: several values in a row are one undo step.
        for (i, w) in [170, 160, 150].enumerated() {
            s.at(0.1 + Double(i) / 60, .parameter(name: "itemWidth", value: String(w)))
        }
        s.at(0.5, .parameter(name: "physics.rubberBand", value: "0.4"))
        #expect(s.playground.history.undoable.count == 2)
        s.at(1, .keyDown("z"), modifiers: .control)
        #expect(s.playground.config.physics.rubberBand == 0.55)
        #expect(try s.playground.parameterValue("itemWidth") == "150")
        s.at(2, .keyDown("z"), modifiers: .control)
        #expect(try s.playground.parameterValue("itemWidth") == "180")
        s.run(until: 3)
        #expect(s.playground.layout().attributes(forItem: IndexPath(section: 0, item: 0))?.size.width == 180)
        s.at(3, .keyDown("z"), modifiers: [.control, .shift])
        #expect(try s.playground.parameterValue("itemWidth") == "150")
        #expect(s.playground.changedLayoutParameters == ["itemWidth": "150"])
    }

    @Test func physicsChangesApplyToTheNextGesture() throws {
        var s = try Session(PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "grid", itemCount: 2000))
        s.playground.setContentOffset(Point(x: 0, y: 20_000))
        s.at(0, .parameter(name: "physics.decelerationRate", value: "0.99"))
        s.drag(from: Point(x: 600, y: 600), to: Point(x: 600, y: 300), start: 0.1, duration: 0.2)
        let released = s.offset.y
        let v = try #require(s.playground.scroller.lastRelease).accelerated
        s.settle()
        let expected = released - v / (1000 * log(0.99))
        #expect(abs(s.offset.y - expected) < 1, "rest \(s.offset.y), UIScrollView .fast projects \(expected)")
    }

    @Test func itemCountChangesAnimateAndKeepTheOrder() throws {
        var s = try Session(PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "grid", itemCount: 10))
        s.at(0.1, .parameter(name: "items.count", value: "4"))
        #expect(s.playground.parameterErrors.isEmpty, "\(s.playground.parameterErrors)")
        #expect(s.playground.order == [0, 1, 2, 3])
        s.at(1.1, .parameter(name: "items.count", value: "6"))
        #expect(s.playground.order == [0, 1, 2, 3, 4, 5])
        s.at(1.3, .keyDown("z"), modifiers: .control)  // a second later: its own undo step
        #expect(s.playground.order == [0, 1, 2, 3])
        s.at(1.5, .keyDown("z"), modifiers: .control)
        #expect(s.playground.order == Array(0..<10))
    }

    @Test func theLabRecordsTheLastGestureFromPressToRest() throws {
        var s = try Session(PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "grid", itemCount: 400))
        s.drag(from: Point(x: 600, y: 600), to: Point(x: 600, y: 200), start: 0.1, duration: 0.25)
        s.settle()
        let g = try #require(s.playground.gesture)
        #expect(g.isFinished)
        let phases = Set(g.samples.map(\.phase))
        #expect(phases.contains(.drag) && phases.contains(.fling))
        let release = try #require(g.release)
        #expect(release.velocity > 1000)
        // The predicted rest is where it rested; UIScrollView's law from the release rests at the same place here
        // (grid does not snap, the default rate is UIScrollView's).
        #expect(abs((release.predictedRest ?? 0) - s.offset.y) < 1)
        #expect(abs(release.uiScrollViewOffset(at: 100) - s.offset.y) < 1)
        // Drag and fling in time order, and the samples' times rise.
        #expect(zip(g.samples, g.samples.dropFirst()).allSatisfy { $0.t < $1.t })
        #expect(g.samples.firstIndex { $0.phase == .drag }! < g.samples.firstIndex { $0.phase == .fling }!)
    }
}
