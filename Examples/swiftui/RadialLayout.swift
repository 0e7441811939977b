// RadialLayout.swift: Apple's MyRadialLayout from "Composing custom layouts with SwiftUI" (the rank layout value
// turns the ring), written from the article. Run it:  playground run --layout-file Examples/swiftui/RadialLayout.swift --items 8
import SwiftUI

/// The rank a subview carries to the radial layout.
struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

/// Apple's `MyRadialLayout`: subviews evenly around a circle a third of the smaller side in radius, starting at the
/// top and going clockwise; with three subviews of different ranks the ring turns so that the leader sits at the
/// top (the article's `getOffset`: a third of a turn per place, a quarter or a half of that for ties).
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        let ranks = subviews.map { subview in subview[Rank.self] }
        let offset = getOffset(ranks)
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: CGFloat(angle * Double(index) + offset)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

extension RadialLayout {
    /// How far to turn the ring (radians) so that the best-ranked of three subviews is at the top.
    private func getOffset(_ ranks: [Int]) -> Double {
        guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }
        var fraction: Double
        if ranks[0] == 1 {
            fraction = residual(rank1: ranks[1], rank2: ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
        } else {
            fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
        }
        return fraction * 2.0 * Double.pi / 3.0
    }

    /// The fraction of a third of a turn that the two other ranks add.
    private func residual(rank1: Int, rank2: Int) -> Double {
        if rank1 == 1 { return -0.5 }
        if rank2 == 1 { return 0.5 }
        if rank1 < rank2 { return -0.25 }
        if rank1 > rank2 { return 0.25 }
        return 0
    }
}

#Preview("Ranked pets") {
    RadialLayout {
        ForEach(0..<4) { i in
            Circle().frame(width: 40, height: 40).layoutValue(key: Rank.self, value: i + 1)
        }
    }
}
