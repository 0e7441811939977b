import SwiftUI

// A screen copied alone out of its app: its row view, banner, card modifier and brand colour are declared in other
// files of the app, which are not here (SwiftUIPlaceholdersTests).
struct FeedScreen: View {
    let titles = ["One", "Two", "Three", "Four", "Five", "Six"]

    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(titles.indices, id: \.self) { i in
                    FeedRowView(index: i, title: titles[i]) { tapped in
                        print(tapped)
                    }
                    .frame(height: 80)
                    .cardStyle(cornerRadius: 12)
                }
                BannerView()
                    .frame(height: 50)
                    .modifier(GlowEffect(radius: 4))
            }
            .foregroundStyle(Color.brandAccent)
            .font(.cardTitle)
        }
    }
}
