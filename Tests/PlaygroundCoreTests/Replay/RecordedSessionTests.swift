import Testing
import TestSupport
@testable import PlaygroundCore

/// A session recorded as a script replays to the same trace, hot reloads and the panel's Load images included:
/// both are input events now, written and read back like any other.
@Suite struct RecordedSessionTests {
    static let rows = LayoutInstallTests.rows(source: "Rows.swift")

    /// The recorded session: a scroll, a reload of a layout file that replaces the layout shown, a parameter
    /// change of it, new images, and an undo.
    static func recorded() -> ReplayScript {
        var script = ReplayScript()
        script.layout = "rows"
        script.size = Size(width: 400, height: 300)
        script.items = 50
        script.until = 3
        script.events = [
            InputEvent(time: 0.1, .wheel(dx: 0, dy: -2, at: Point(x: 200, y: 150))),
            InputEvent(time: 0.5, .installLayout(LayoutInstall(file: "Rows.swift",
                                                               descriptor: LayoutInstallTests.rows(source: "Rows.swift",
                                                                                                   defaultHeight: "60")))),
            InputEvent(time: 1.0, .parameter(name: "rowHeight", value: "80")),
            InputEvent(time: 1.2, .parameter(name: "physics.rubberBand", value: "0.4")),
            InputEvent(time: 1.6, .replaceImages(ImageSet(folder: "photos", naturalSizes: [Size(width: 4, height: 3),
                                                                                         Size(width: 3, height: 4)],
                                                          imageCount: 2, itemCount: 30))),
            InputEvent(time: 2.0, .keyDown("z"), modifiers: .control),
            InputEvent(time: 2.2, .pointerDown(Point(x: 100, y: 100), .left)),
            InputEvent(time: 2.3, .pointerUp(Point(x: 100, y: 100), .left)),
        ]
        return script
    }

    static func trace(_ script: ReplayScript) throws -> String {
        var config = script.config(naturalSizes: [], imageCount: 0, defaultItems: 50)
        config.layouts = LayoutRegistry.all + [rows]
        var replayer = Replayer(script: script, playground: try Playground(config: config))
        return try replayer.run().serialized()
    }

    @Test func aRecordedSessionWithAReloadAndAParameterChangeReplaysToTheSameTrace() throws {
        let original = Self.recorded()
        let live = try Self.trace(original)
        // Written as a script and read back: the reload names only its file; the edge builds it before the replay.
        var read = try ReplayScript.parse(original.json.serialized())
        #expect(read.events.count == original.events.count)
        #expect(read.events.map(\.time) == original.events.map(\.time))
        for i in read.events.indices {
            guard case .installLayout(var request) = read.events[i].kind else { continue }
            #expect(request.file == "Rows.swift" && request.descriptor == nil)
            request.descriptor = LayoutInstallTests.rows(source: "Rows.swift", defaultHeight: "60")
            read.events[i].kind = .installLayout(request)
        }
        #expect(read.events == original.events)
        let replayed = try Self.trace(read)
        #expect(replayed == live)
        // The session did what it says: the reload, the parameter and the images all show in the trace.
        #expect(live.contains(#""rowHeight":"80""#) && live.contains(#""physics.rubberBand":"0.4""#))
        #expect(live.contains(#""to":"rows""#))
    }

    @Test func aReloadThatWasNeverBuiltIsRefusedWithAMessage() throws {
        var script = ReplayScript()
        script.events = [InputEvent(time: 0.1, .installLayout(LayoutInstall(file: "Gone.swift")))]
        var replayer = Replayer(script: script, playground: try Playground(config: PlaygroundConfig(itemCount: 10)))
        _ = try replayer.run()
        #expect(replayer.playground.parameterErrors.map(\.message) == ["layout file Gone.swift was not built"])
    }

    @Test func imagesEventsNeedTheirSizes() throws {
        #expect(throws: ScriptError.self) {
            try ReplayScript.parse(#"{"events": [{"t": 0, "type": "images", "items": 3, "imageCount": 2}]}"#)
        }
        let s = try ReplayScript.parse(#"{"events": [{"t": 0, "type": "images", "items": 3, "imageCount": 0}]}"#)
        #expect(s.events[0].kind == .replaceImages(ImageSet(folder: nil, naturalSizes: [], imageCount: 0, itemCount: 3)))
    }
}
