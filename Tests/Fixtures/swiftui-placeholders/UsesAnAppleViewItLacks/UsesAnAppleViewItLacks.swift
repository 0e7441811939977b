import SwiftUI

// A view calling a SwiftUI modifier of Apple's that the playground lacks: no placeholder may stand in for it (the
// playground's gap fails as missing). `glassEffectID` is iOS 26's (SwiftUIPlaceholdersTests).
struct GlassRows: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<4) { i in
                    RowView(index: i)
                        .frame(height: 40)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                        .navigationTransition(.automatic)
                }
            }
        }
    }
}
