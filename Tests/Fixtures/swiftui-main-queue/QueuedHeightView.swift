import SwiftUI

/// The sum of what the content reports (8 from its background).
struct ReportedSideKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// Its rows' height is computed off the main queue from what a preference reports, then set on the main queue
/// (the pattern of a waterfall grid that places its tiles so): 12 rows 10 high until the block runs, 80 after.
struct QueuedHeightView: View {
    @State private var side: CGFloat = 10

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<12, id: \.self) { _ in
                    Color.blue.frame(height: side)
                }
            }
            .background(Color.clear.preference(key: ReportedSideKey.self, value: 8))
        }
        .onPreferenceChange(ReportedSideKey.self) { value in
            DispatchQueue.global().async {
                let computed = value * 10
                DispatchQueue.main.async { side = computed }
            }
        }
    }
}
