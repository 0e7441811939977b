// CardPager.swift: seed 004's card pager (the built-in `cards` layout) as SwiftUI writes it: a horizontal
// ScrollView of a LazyHStack, each card a container-relative frame, scaled and faded by a scroll transition,
// snapping one card per gesture with the view-aligned behaviour.
// Run it:  playground run --layout-file Examples/swiftui/CardPager.swift
import SwiftUI

struct CardPager: View {
    /// Seed 004's card (the built-in layout's defaults): 600 × 400 points, 20 apart, in a 1280-point-wide window.
    static let cardWidth: CGFloat = 600, cardHeight: CGFloat = 400, spacing: CGFloat = 20, windowWidth: CGFloat = 1280

    /// A card is in its full transition phase (phase.value ±1) when it has just left the window: its center is
    /// (window + card) / 2 from the window's center. Seed 004 measures the distance in card widths.
    static let hiddenDistanceInCards = (windowWidth + cardWidth) / 2 / cardWidth

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Self.spacing) {
                ForEach(0..<24, id: \.self) { index in
                    Image("photo-\(index)")
                        .resizable()
                        .scaledToFill()
                        .containerRelativeFrame(.horizontal)
                        .frame(height: Self.cardHeight)
                        .clipShape(RoundedRectangle(cornerRadius: 16))
                        .scrollTransition(.interactive.threshold(.centered), axis: .horizontal) { content, phase in
                            // Seed 004: scale Y by 1 + 0.1·(1 − s) and fade to 1 − 0.4·s, s = distance in cards.
                            let s = abs(phase.value) * Self.hiddenDistanceInCards
                            return content.scaleEffect(x: 1, y: 1 + 0.1 * (1 - s)).opacity(1 - 0.4 * s)
                        }
                }
            }
            .scrollTargetLayout()
        }
        // The cards' inset, (window − card) / 2 on each side: every card can sit in the middle, and the container a
        // card's frame is relative to is one card wide.
        .safeAreaPadding(.horizontal, (Self.windowWidth - Self.cardWidth) / 2)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
    }
}
