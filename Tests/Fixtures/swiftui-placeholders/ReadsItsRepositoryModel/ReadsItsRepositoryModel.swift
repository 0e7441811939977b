import SwiftUI

// A grid copied alone out of its app: `Photo` (a struct of its models), `AppSettings` (an ObservableObject the app
// puts in the environment) and `PhotoStore` are declared in other files of the app (SwiftUIPlaceholdersTests).
struct PhotoGrid: View {
    @EnvironmentObject var settings: AppSettings
    @StateObject private var store = PhotoStore()
    let photos = [Photo(title: "A", height: 120), Photo(title: "B", height: 90), Photo(title: "C", height: 60)]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { i in
                    Rectangle()
                        .frame(height: photos[i].height)
                }
            }
        }
    }
}
