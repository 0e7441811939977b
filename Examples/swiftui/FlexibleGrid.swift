// FlexibleGrid.swift: a LazyVGrid with a flexible, a fixed and a bounded flexible column, and pinned section
// headers: what SwiftUI's GridItem arithmetic gives (docs/swiftui.md, "Lazy stacks and grids").
// Run it:  playground run --layout-file Examples/swiftui/FlexibleGrid.swift
import SwiftUI

struct FlexibleGrid: View {
    let columns = [
        GridItem(.flexible(minimum: 50)),
        GridItem(.fixed(100), spacing: 20),
        GridItem(.flexible(minimum: 60, maximum: 120)),
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3, id: \.self) { section in
                    Section {
                        ForEach(0..<6, id: \.self) { index in
                            Image("photo-\(index)")
                                .resizable()
                                .frame(height: 80)
                        }
                    } header: {
                        Text("Section \(section)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .frame(height: 30)
                    }
                }
            }
        }
    }
}
