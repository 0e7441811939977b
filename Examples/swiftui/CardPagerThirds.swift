// CardPagerThirds.swift: the card pager with seed 004's own paging rule as a custom ScrollTargetBehavior: past a
// third of a card from where the gesture began, the next card; before a third back, the previous one; else stay.
// Run it:  playground run --layout-file Examples/swiftui/CardPagerThirds.swift
import SwiftUI

/// Seed 004's one-third rule (`self.itemSize.width / 3.0`), one card per gesture whatever the velocity.
struct SeedThirdsBehavior: ScrollTargetBehavior {
    var cardWidth: CGFloat = 600
    var spacing: CGFloat = 20

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let step = cardWidth + spacing
        let last = max(0, ((context.contentSize.width - context.containerSize.width) / step).rounded())
        var page = (context.originalTarget.rect.minX / step).rounded()
        if target.rect.minX > page * step + cardWidth / 3 {
            page += 1
        } else if target.rect.minX < page * step - cardWidth / 3 {
            page -= 1
        }
        target.rect.origin.x = min(max(page, 0), last) * step
    }
}

struct CardPagerThirds: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 20) {
                ForEach(0..<24, id: \.self) { index in
                    Image("photo-\(index)")
                        .resizable()
                        .scaledToFill()
                        .containerRelativeFrame(.horizontal)
                        .frame(height: 400)
                        .scrollTransition(.interactive.threshold(.centered), axis: .horizontal) { content, phase in
                            let s = abs(phase.value) * (1280 + 600) / 2 / 600
                            return content.scaleEffect(x: 1, y: 1 + 0.1 * (1 - s)).opacity(1 - 0.4 * s)
                        }
                }
            }
        }
        .safeAreaPadding(.horizontal, 340)
        .scrollTargetBehavior(SeedThirdsBehavior())
    }
}
