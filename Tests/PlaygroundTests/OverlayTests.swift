import Foundation
import PlaygroundCore
import Testing
@testable import PlaygroundApp

extension EdgeTests.SDLTests {
    /// The HUD is a strip under the content: at the two window sizes the screenshots in docs/ show, with the
    /// panel open or not, it lies below the layout's viewport (so it covers no cell and no page dot) and inside
    /// the window, left of the panel.
    @Test func hudIsAStripUnderTheContent() throws {
        try Self.withRenderer { renderer in
            let overlays = Overlays(renderer: renderer, text: TextRenderer(renderer: renderer))
            let state = Overlays.HUDState(layout: "rotating", items: 120, fps: 60, phase: "decelerating",
                                          progress: (24, 0, 24), message: "Saved playground-20250101-120000.mp4",
                                          recording: 65, autoplay: "autoplay: next page in 2.4 s",
                                          busy: "compiling Spiral.swift…")
            for window in [Size(width: 1280, height: 800), Size(width: 800, height: 600)] {
                for panel in [nil, 380.0] {
                    let g = WindowGeometry(window: window, panel: panel)
                    let frame = overlays.drawHUD(state, strip: g.strip)
                    #expect(frame.minY >= g.content.height, "HUD top \(frame.minY), content down to \(g.content.height)")
                    #expect(frame.maxY <= window.height && frame.maxX <= g.panel.minX + 0.5)
                }
            }
        }
    }
}

/// The window's parts (issue 23): the panel docked at the right, always fully on screen, the content giving way.
@Suite struct WindowGeometryTests {
    @Test func panelHiddenLeavesTheWholeWidth() {
        let g = WindowGeometry(window: Size(width: 1280, height: 800), panel: nil)
        #expect(g.content == Size(width: 1280, height: 800 - WindowGeometry.stripHeight))
        #expect(g.panel.width == 0)
    }

    @Test func contentGivesWayToThePanel() {
        let g = WindowGeometry(window: Size(width: 1280, height: 800), panel: 380)
        #expect(g.content.width == 900)
        #expect(g.panel == Rect(x: 900, y: 0, width: 380, height: 800))
        #expect(g.strip.maxX == 900)
    }

    /// 1280 → 800 → 1920 wide with a panel dragged to 700: always fully on screen, the content keeps 320 points
    /// while the window has room for both, and the remembered width comes back when the window grows.
    @Test func panelStaysOnScreenAcrossResizes() {
        for width in [1280.0, 800, 600, 500, 320, 200, 1920] {
            let g = WindowGeometry(window: Size(width: width, height: 600), panel: 700)
            #expect(g.panel.minX >= 0 && g.panel.maxX == width, "\(width): \(g.panel)")
            #expect(g.panel.width >= min(WindowGeometry.minPanelWidth, width))
            if width >= WindowGeometry.minPanelWidth + WindowGeometry.minContentWidth {
                #expect(g.content.width >= WindowGeometry.minContentWidth, "\(width)")
            }
        }
        #expect(WindowGeometry(window: Size(width: 1920, height: 600), panel: 700).panel.width == 700)
        #expect(WindowGeometry(window: Size(width: 800, height: 600), panel: 700).panel.width == 480)
    }

    @Test func collapsedPanelIsAStrip() {
        let g = WindowGeometry(window: Size(width: 800, height: 600), panel: 380, collapsed: true)
        #expect(g.panel.width == WindowGeometry.collapsedWidth)
        #expect(g.content.width == 800 - WindowGeometry.collapsedWidth)
    }
}

/// The help is drawn from the one table of keys the window dispatches through (issue 23, item 2).
@Suite struct KeyTableTests {
    @Test func everyWindowKeyIsInTheHelp() {
        let keys = KeyTable.rows.map(\.keys)
        for expected in ["P", "I", "H, F1", "F10", "F11", "F12", "Esc", "Q", "C", "Space", "Shift+F10"] {
            #expect(keys.contains(expected), "\(expected) missing from the help")
        }
        // Every window action is reachable from some row's key.
        let actions = KeyTable.rows.compactMap(\.action)
        #expect(Set(actions.map { "\($0)" }).count == actions.count)
        for row in KeyTable.rows where row.action != nil { #expect(!row.codes.isEmpty, "\(row.keys)") }
    }

    @Test func shiftPicksItsOwnRow() {
        func code(_ keys: String) -> UInt32 { KeyTable.rows.first { $0.keys == keys }!.codes[0] }
        #expect(KeyTable.action(for: code("F10"), shift: false) == .record)
        #expect(KeyTable.action(for: code("F10"), shift: true) == .recordHalf)
        #expect(KeyTable.action(for: code("P"), shift: true) == .panel)
        #expect(KeyTable.action(for: UInt32(Character("q").asciiValue!), shift: false) == nil)  // Q is the core's
    }

    @Test func escSaysItNeverQuits() {
        let esc = KeyTable.rows.first { $0.keys == "Esc" }
        #expect(esc?.does.contains("close") == true)
        #expect(KeyTable.rows.first { $0.keys == "Q" }?.does.contains("quit") == true)
    }
}

/// The panel's drag fields sweep a designer's range, not the layout's whole one (issue 23, item 7).
@Suite struct DesignerRangeTests {
    @Test func itemWidthSweepsTenToAThousand() {
        let r = ParameterPanel.designerRange("itemWidth", range: 1...10_000, default: 180)
        #expect(r == 10...1000)
        // 40 points of drag move itemWidth by 40 · 990 / 250 ≈ 158 points, not 190 → 3.
        #expect(40 * (r.upperBound - r.lowerBound) / ParameterPanel.sweep < 200)
    }

    @Test func unknownParametersGetFourTimesTheirDefault() {
        #expect(ParameterPanel.designerRange("wobble", range: 0...10_000, default: 50) == 0...200)
        #expect(ParameterPanel.designerRange("tiny", range: 0...5, default: 1) == 0...5)
        #expect(ParameterPanel.designerRange("physics.decelerationRate", range: 0.9...0.9999, default: 0.998)
                == 0.985...0.999)
    }
}
