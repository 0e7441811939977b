import CImGui
import Foundation
import PlaygroundCore
import UIKitBridge

/// The panel's cost meter (docs/benchmarks.md, "The cost meter"): what a UIKit layout's own code costs a frame
/// against the frame budget at 60 or 120 Hz, and the hitch rate those frames would cause over the last five
/// seconds of scrolling (`CostMeter`), with the calls that cost it. Fed every frame, shown or not.
final class CostMeterView {
    /// The refresh rates offered, Hz (Apple's devices: 60, and 120 with ProMotion).
    static let refreshRates = [60.0, 120.0]

    private(set) var meter = CostMeter(refreshRate: 60)
    /// Whether the current layout is a UIKit one (only those are metered).
    private(set) var metered = false
    /// The calls of the last whole second of frames, and the frames in it; the second being gathered.
    private var shown: (costs: LayoutCallCosts, frames: Int)?
    private var gathering = (costs: LayoutCallCosts(), frames: 0, start: 0.0)

    /// One frame: the costs the adapter gathered in it (nil: not a UIKit layout).
    func record(time: Double, costs: LayoutCallCosts?, scrolling: Bool) {
        metered = costs != nil
        guard let costs else { return }
        meter.record(time: time, cost: costs.total, scrolling: scrolling)
        gathering.costs.add(costs)
        gathering.frames += 1
        if time - gathering.start >= 1 {
            shown = (gathering.costs, gathering.frames)
            gathering = (LayoutCallCosts(), 0, time)
        }
    }

    /// ImGui's colours are ABGR.
    private static func colour(_ rating: CostMeter.Rating) -> UInt32 {
        switch rating {
        case .good: 0xFF66CC66
        case .warning: 0xFF33CCFF
        case .critical: 0xFF5555FF
        }
    }

    func draw() {
        guard metered else {
            lpimgui_text_wrapped("Shown for UIKit layouts (a layout file that imports UIKit): the time in the layout's own code.")
            return
        }
        var index = Int32(Self.refreshRates.firstIndex(of: meter.refreshRate) ?? 0)
        let items = Self.refreshRates.map { String(format: "%.0f Hz", $0) }.joined(separator: "\0") + "\0\0"
        if items.withCString({ lpimgui_combo("refresh rate", &index, $0) }), Self.refreshRates.indices.contains(Int(index)) {
            meter.refreshRate = Self.refreshRates[Int(index)]
        }
        let budget = meter.frameBudget * 1000
        let last = meter.lastCost * 1000, worst = meter.worstCost * 1000
        lpimgui_text(String(format: "this frame %.3f ms: %.1f %% of %.2f ms", last, last / budget * 100, budget))
        lpimgui_text(String(format: "worst, last 5 s of scrolling: %.3f ms", worst))
        if let rate = meter.hitchRate {
            let rating = CostMeter.rating(rate)
            lpimgui_color_text(Self.colour(rating), String(format: "hitch rate %.1f ms/s: %@", rate, rating.rawValue))
        } else {
            lpimgui_text_disabled("hitch rate: scroll to measure")
        }
        "Apple's hitch time ratio over the last 5 s of scrolling: ms a frame is shown late per second. Under 5 ms/s good, 5-10 a warning, over 10 critical (WWDC20 10077). Counted from the layout's own code alone."
            .withCString { lpimgui_tooltip($0) }
        guard let (costs, frames) = shown, frames > 0 else { return }
        lpimgui_text_disabled("per frame, last second:")
        for call in LayoutCallCosts.Call.allCases where costs[call].calls > 0 {
            let c = costs[call]
            lpimgui_text(String(format: "%.3f ms  %.1f×  %@", c.seconds * 1000 / Double(frames),
                                Double(c.calls) / Double(frames), call.name))
        }
    }
}
