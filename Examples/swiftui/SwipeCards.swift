// SwipeCards.swift: a swipe-to-dismiss card stack (Tinder-style): a ZStack of cards, the top one follows a drag
// (`DragGesture` → `.offset` and `.rotationEffect`), and a release whose predicted end is past 150 points sends it
// off the window, else it goes back; `@GestureState` tints the card while it is held; a long press on a card puts
// every card back (docs/swiftui.md, "Drags and long presses").
// Run it:  playground run --layout-file Examples/swiftui/SwipeCards.swift   (drag the top card left or right)
import SwiftUI

struct SwipeCards: View {
    @State private var offsets: [Int: CGSize] = [:]
    @GestureState private var held = false

    var body: some View {
        ZStack {
            ForEach(0..<5, id: \.self) { index in
                VStack(spacing: 0) {
                    Image("photo-\(index)")
                        .resizable()
                        .scaledToFill()
                        .frame(width: 280, height: 300)
                        .clipped()
                    Text("Card \(index + 1)")
                        .font(.title2)
                        .padding(12)
                }
                .frame(width: 280)
                .background(held ? Color.yellow : Color.white)
                .clipShape(RoundedRectangle(cornerRadius: 16))
                .shadow(radius: 6)
                .offset(offsets[index] ?? .zero)
                .rotationEffect(.degrees(Double((offsets[index]?.width ?? 0) / 12)))
                .gesture(
                    DragGesture()
                        .updating($held) { _, state, _ in state = true }
                        .onChanged { value in offsets[index] = value.translation }
                        .onEnded { value in
                            let end = value.predictedEndTranslation.width
                            withAnimation(.spring()) {
                                offsets[index] = abs(end) > 150 ? CGSize(width: end > 0 ? 900 : -900, height: 0) : .zero
                            }
                        }
                )
                .onLongPressGesture { offsets = [:] }
            }
        }
    }
}

#Preview {
    SwipeCards()
}
