// WeightedRow.swift: a custom Layout that reads a LayoutValueKey (each view's weight) and the views' layout
// priorities, in a vertical ScrollView: rows of four, widths in proportion to the weights; a view of higher
// priority is twice as tall.
// Run it:  playground run --layout-file Examples/swiftui/WeightedRow.swift
import SwiftUI

/// A view's share of its row's width.
struct Weight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

/// Rows of `perRow` views, each as wide as its weight's share of the width (less the spacing), `rowHeight` tall,
/// twice that when its priority is above 0.
struct WeightedRows: Layout {
    var perRow = 4
    var spacing: CGFloat = 10
    var rowHeight: CGFloat = 100

    private func rows(_ subviews: Subviews) -> [LayoutSubviews] {
        stride(from: 0, to: subviews.count, by: perRow).map { subviews[$0..<min($0 + perRow, subviews.count)] }
    }

    private func height(of row: LayoutSubviews) -> CGFloat {
        row.contains { $0.priority > 0 } ? rowHeight * 2 : rowHeight
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(subviews)
        let heights = rows.map(height(of:)).reduce(0, +)
        return CGSize(width: proposal.width ?? 400, height: heights + spacing * CGFloat(max(0, rows.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(subviews) {
            let total = row.reduce(0) { $0 + $1[Weight.self] }
            let free = bounds.width - spacing * CGFloat(row.count - 1)
            var x = bounds.minX
            let rowH = height(of: row)
            for view in row {
                let w = free * view[Weight.self] / total
                let h = view.priority > 0 ? rowH : rowHeight
                view.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: w, height: h))
                x += w + spacing
            }
            y += rowH + spacing
        }
    }
}

struct WeightedRow: View {
    var body: some View {
        ScrollView {
            WeightedRows {
                ForEach(0..<40, id: \.self) { index in
                    Image("photo-\(index)")
                        .resizable()
                        .layoutValue(key: Weight.self, value: CGFloat(index % 4 + 1))
                        .layoutPriority(index % 8 == 0 ? 1 : 0)
                }
            }
        }
    }
}
