import SwiftUI

/// Its rows' width is set from a block its `onAppear` queues on the main queue: 12 rows 50 wide until the block
/// runs, 120 after.
struct AppearQueuedView: View {
    @State private var width: CGFloat = 50

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<12, id: \.self) { _ in
                    Color.green.frame(width: width, height: 40)
                }
            }
        }
        .onAppear {
            DispatchQueue.main.async { width = 120 }
        }
    }
}
