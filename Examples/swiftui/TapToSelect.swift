// TapToSelect.swift: a grid whose cards are picked by a tap (`onTapGesture` sets @State; the picked card grows and
// gets a border), with a Button on each card that scrolls back to the first one through a ScrollViewReader
// (docs/swiftui.md, "Taps", "Scrolling by code"); `onChange(of:)` scrolls the picked card fully into view.
// Run it:  playground run --layout-file Examples/swiftui/TapToSelect.swift   (click a card, then its ↑ button)
import SwiftUI

struct TapToSelect: View {
    @State private var picked: Int?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 180), spacing: 12)], spacing: 12) {
                    ForEach(0..<40, id: \.self) { index in
                        VStack(spacing: 0) {
                            Image("photo-\(index)")
                                .resizable()
                                .scaledToFill()
                                .frame(height: picked == index ? 220 : 140)
                                .clipped()
                                .onTapGesture { picked = index }
                            Button { withAnimation { proxy.scrollTo(0, anchor: .top) } } label: {
                                Text("↑ first").frame(maxWidth: .infinity).padding(8)
                            }
                        }
                        .background(Color.white)
                        .overlay(RoundedRectangle(cornerRadius: 10).stroke(picked == index ? Color.blue : Color.clear, lineWidth: 4))
                        .clipShape(RoundedRectangle(cornerRadius: 10))
                    }
                }
                .padding(12)
            }
            .onChange(of: picked) { _, new in
                if let new { withAnimation { proxy.scrollTo(new) } }
            }
        }
    }
}
