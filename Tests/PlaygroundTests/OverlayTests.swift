import Foundation
import PlaygroundCore
import Testing
@testable import Playground

extension EdgeTests.SDLTests {
    /// The HUD at its tallest (a message over the status line, recording) stays below the page dots' row
    /// (`Playground.dotsBaseline`), at the two window sizes the screenshots in docs/ show.
    @Test func hudStaysBelowThePageDots() throws {
        try Self.withRenderer { renderer in
            let overlays = Overlays(renderer: renderer, text: TextRenderer(renderer: renderer))
            let state = Overlays.HUDState(layout: "rotating", items: 120, fps: 60, phase: "decelerating",
                                          progress: (24, 0, 24), message: "Saved playground-20250101-120000.mp4",
                                          recording: 65)
            for viewport in [Size(width: 1280, height: 800), Size(width: 800, height: 600)] {
                let frame = overlays.drawHUD(state, viewport: viewport)
                let dotsBottom = viewport.height - Playground.dotsBaseline + Playground.dotSize / 2
                #expect(frame.minY > dotsBottom, "HUD top \(frame.minY), dots down to \(dotsBottom)")
                #expect(frame.maxY < viewport.height && frame.height > 30)
            }
        }
    }
}
