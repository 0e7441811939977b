// PhotoScreen.swift: a whole screen around a grid (docs/swiftui.md, "Views around the scroll view"): a title and
// a toolbar of buttons above the scroll view — "Grid/List" switches the grid's columns, "+" appends to the @State
// array the grid's ForEach is over (the playground then shows the file's own items) —, a badge overlay counting
// them and a bottom bar (`.safeAreaInset`) whose button scrolls back to the top. A card's photo double-tapped
// gets a heart; picked up by a long press it can be dragged (`sequenced(before:)`: "Gesture compositions").
// Run it:  playground run --layout-file Examples/swiftui/PhotoScreen.swift
import SwiftUI

struct PhotoScreen: View {
    @State private var photos = Array(0..<12)
    @State private var asList = false
    @State private var liked: Set<Int> = []

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack(spacing: 12) {
                    Text("Photos").font(.largeTitle).bold()
                    Spacer()
                    Button { asList.toggle() } label: {
                        Text(asList ? "Grid" : "List").padding(.horizontal, 12).padding(.vertical, 6)
                            .background(Capsule().fill(Color.blue.opacity(0.15)))
                    }
                    Button { photos.append(photos.count) } label: {
                        Text("+").font(.title).frame(width: 40, height: 40)
                            .background(Circle().fill(Color.blue.opacity(0.15)))
                    }
                }
                .padding(.horizontal, 16)
                .frame(height: 64)
                Divider()
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: asList ? 1 : 3), spacing: 8) {
                        ForEach(photos, id: \.self) { index in
                            Image("photo-\(index)")
                                .resizable()
                                .scaledToFill()
                                .frame(height: asList ? 220 : 140)
                                .clipped()
                                .overlay(alignment: .topTrailing) {
                                    if liked.contains(index) {
                                        Image(systemName: "heart.fill").foregroundStyle(Color.red).padding(8)
                                    }
                                }
                                .clipShape(RoundedRectangle(cornerRadius: 10))
                                .onTapGesture(count: 2) { liked.insert(index) }
                                .id(index)
                        }
                    }
                    .padding(12)
                }
                .overlay(alignment: .topTrailing) {
                    Text("\(photos.count)").font(.caption).bold().foregroundStyle(Color.white)
                        .padding(8).background(Circle().fill(Color.red)).padding(12)
                }
                .safeAreaInset(edge: .bottom) {
                    Button { withAnimation { proxy.scrollTo(0, anchor: .top) } } label: {
                        Text("Back to top").frame(maxWidth: .infinity).padding(14)
                    }
                    .background(Color(white: 0.95))
                }
            }
        }
    }
}
