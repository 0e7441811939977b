// AdaptiveGrid.swift: a photo grid with adaptive columns, as Xcode's canvas shows its #Preview: as many columns of
// at least 150 points as fit, 10 apart, widened to fill the width; square photos.
// Run it:  playground run --layout-file Examples/swiftui/AdaptiveGrid.swift
import SwiftUI

struct PhotoCell: View {
    let index: Int

    var body: some View {
        Image("photo-\(index)")
            .resizable()
            .aspectRatio(1, contentMode: .fill)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

#Preview {
    ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 10)], spacing: 10) {
            ForEach(0..<40, id: \.self) { index in
                PhotoCell(index: index)
            }
        }
        .padding(.horizontal, 16)
    }
}
