// AutoplayPager.swift: an autoplaying pager as SwiftUI apps write it: a horizontal paging ScrollView whose page
// is bound to `.scrollPosition(id:)`, advanced every 3 seconds by a timer inside `withAnimation` (docs/swiftui.md,
// "Scrolling by code"). Swiping writes the page back; the timer counts on from there.
// Run it:  playground run --layout-file Examples/swiftui/AutoplayPager.swift
//          playground render --layout-file Examples/swiftui/AutoplayPager.swift --time 4
import SwiftUI

struct AutoplayPager: View {
    static let pageCount = 8
    let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()
    @State private var page: Int? = 0

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<Self.pageCount, id: \.self) { index in
                    Image("photo-\(index)")
                        .resizable()
                        .scaledToFill()
                        .containerRelativeFrame([.horizontal, .vertical])
                        .clipped()
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $page)
        .onReceive(timer) { _ in
            withAnimation(.easeInOut(duration: 0.6)) { page = ((page ?? 0) + 1) % Self.pageCount }
        }
    }
}
