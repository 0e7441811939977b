import SwiftUI

// A view whose only initializer needs its app's store (declared in another file of the app, not here) and a count:
// the store is the placeholder made with init(), the count a panel parameter (SwiftUIPlaceholderFixturesTests).
struct ShelfView: View {
    @ObservedObject var store: ShelfStore
    let columns: Int

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<columns, id: \.self) { _ in
                    Color.blue.frame(height: 30)
                }
            }
        }
    }
}
