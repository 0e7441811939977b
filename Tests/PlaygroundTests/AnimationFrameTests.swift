import Foundation
@testable import PlaygroundApp
import Testing

/// Intermediate frames of view and layer animations are drawn (docs/uikit.md, "Animations"), deterministically in a
/// replay: the fixture's cells fade 0 → 1 and grow from half size over 0.4 s on UIView.animate's default
/// ease-in-out curve, the third cell's content view rounds its corners with a held CABasicAnimation (0 → 100 over
/// 1 s, linear). The replay's fixed timestep is 1/60 s, so frame 6 is t = 0.1 and frame 12 is t = 0.2.
@Suite struct AnimationFrameTests {
    /// y of the cubic Bézier (0,0) (0.42,0) (0.58,1) (1,1) at x, by bisection.
    static func easeInOut(_ x: Double) -> Double {
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 { let mid = (lo + hi) / 2; if b(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid } }
        return b((lo + hi) / 2, 0, 1)
    }

    @Test func aReplayDrawsTheAnimationOnItsCurve() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("still.json")
        try Data(#"{"items": 10, "size": [640, 200], "until": 1.2, "events": []}"#.utf8).write(to: script)
        let frames = dir.appendingPathComponent("frames")
        let file = Repo.root.appendingPathComponent("Tests/Fixtures/animations/FadeInViewController.swift").path
        let run = try Run.playground(["replay", script.path, "--layout-file", file, "--layout-check-timeout", "120",
                                      "--frames", frames.path], environment: ["SDL_VIDEODRIVER": "offscreen"])
        #expect(run.status == 0, "\(run.stderr)")
        func red(_ frame: Int, _ x: Int, _ y: Int) throws -> Int {
            let image = try SnapshotComparison.pixels(frames.appendingPathComponent(String(format: "frame-%05d.png", frame)).path)
            return Int(image.pixels[(y * image.width + x) * 4])
        }
        // The first cell's centre (100, 100) over the black background: red = 255 × alpha (±2 for rounding).
        for (frame, t) in [(6, 0.1), (12, 0.2), (18, 0.3)] {
            let expected = 255 * Self.easeInOut(t / 0.4)
            #expect(abs(Double(try red(frame, 100, 100)) - expected) <= 2, "t = \(t)")
        }
        #expect(try red(30, 100, 100) == 255)  // over: the model
        // The scale 0.5 → 1 on the same curve: (30, 100) is inside once the half-width passes 70 (scale 0.7).
        #expect(try red(6, 30, 100) == 0)   // scale 0.56
        #expect(try red(18, 30, 100) > 0)   // scale 0.96
        // The third cell (420…620 × 0…200) at t = 0.5, opaque and full size: its corner radius is 50, so the point
        // 10 points in from its corner along the diagonal is outside the rounded corner, the one 20 in is inside.
        #expect(try red(30, 430, 10) == 0)
        #expect(try red(30, 440, 20) == 255)
        // Held at 100 (a circle of the cell's 200 points) at the end: the centre of the top edge is inside, a point
        // 20 points in from the corner along the diagonal (113 points from the centre) is not.
        #expect(try red(70, 520, 2) > 200)
        #expect(try red(70, 440, 20) == 0)
    }
}
