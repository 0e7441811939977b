// Emoji.swift: the model of the modern-collection-views example (docs/hosting.md). A folder holding a view
// controller is one target: this file, the cell and the controller compile together, as an Xcode target's do.
import UIKit

/// One item: a name and a category, unique by its identifier (as the items of Apple's samples are).
struct Emoji: Hashable {
    enum Category: String, CaseIterable {
        case recents = "Recents"
        case nature = "Nature"
    }

    let text: String
    let title: String
    let category: Category
    let identifier = UUID()

    static let all: [Emoji] = [
        Emoji(text: "🍎", title: "Apple", category: .recents),
        Emoji(text: "🍌", title: "Banana", category: .recents),
        Emoji(text: "🍒", title: "Cherry", category: .recents),
        Emoji(text: "🌲", title: "Tree", category: .nature),
        Emoji(text: "🌵", title: "Cactus", category: .nature),
        Emoji(text: "🌻", title: "Sunflower", category: .nature),
        Emoji(text: "🍄", title: "Mushroom", category: .nature),
        Emoji(text: "🌊", title: "Wave", category: .nature),
        Emoji(text: "🌙", title: "Moon", category: .nature),
    ]
}
