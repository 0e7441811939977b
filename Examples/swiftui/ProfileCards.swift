// ProfileCards.swift: a grid of cards whose item views draw themselves (docs/swiftui.md, "Drawing item views"):
// a photo clipped to its top, a title and a caption, a capsule badge over the photo, a coloured circle, on a white
// rounded card with a shadow, over a light grey background.
// Run it:  playground run --layout-file Examples/swiftui/ProfileCards.swift
import SwiftUI

struct ProfileCard: View {
    let index: Int
    static let colors: [Color] = [.red, .orange, .green, .teal, .blue, .indigo, .purple, .pink]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            // The photo fills a 110-point band the card's width (a fitted frame would widen the card).
            Color.clear
                .frame(height: 110)
                .overlay { Image("photo-\(index)").resizable().scaledToFill() }
                .clipped()
                .overlay(alignment: .topTrailing) {
                    Text("#\(index + 1)")
                        .font(.caption)
                        .bold()
                        .foregroundStyle(.white)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(Capsule().fill(Color.black.opacity(0.6)))
                        .padding(6)
                }
            HStack(spacing: 6) {
                Circle()
                    .fill(Self.colors[index % Self.colors.count])
                    .frame(width: 10, height: 10)
                Text("Photographer \(index + 1)")
                    .font(.headline)
            }
            .padding(.horizontal, 10)
            Text("A caption long enough to wrap onto a second line in a narrow card")
                .font(.footnote)
                .foregroundStyle(Color.gray)
                .padding(.horizontal, 10)
                .padding(.bottom, 10)
        }
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(color: Color.black.opacity(0.2), radius: 4, y: 2)
    }
}

struct ProfileCards: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 170), spacing: 12)], spacing: 12) {
                ForEach(0..<30, id: \.self) { index in
                    ProfileCard(index: index)
                }
            }
            .padding(12)
        }
    }
}
