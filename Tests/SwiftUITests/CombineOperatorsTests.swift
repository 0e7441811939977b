import Foundation
import SwiftUI
import Testing

/// A view model's `@Published` property and the operators MVVM screens chain before `sink` (Combine's names; the
/// subset delivers synchronously: docs/swiftui.md, "Combine").
private final class GalleryModel: ObservableObject {
    @Published var items: [Int] = []
    @Published var title = "Photos"
}

private final class Label { var text = "" }

@Suite struct CombineOperatorsTests {
    /// `$items` sends the current value on subscription, then each new value as it is set; `dropFirst` skips the
    /// first, `map`, `filter`, `compactMap` and `removeDuplicates` act on the rest; `receive(on:)` passes them on.
    @Test func aPublishedPropertysPublisherThroughOperators() {
        let model = GalleryModel()
        var counts: [Int] = []
        var bag = Set<AnyCancellable>()
        model.$items.map(\.count).removeDuplicates().receive(on: DispatchQueue.main)
            .sink { counts.append($0) }.store(in: &bag)
        model.items = [1, 2]
        model.items = [3, 4]      // the same count: removed as a duplicate
        model.items = [5]
        #expect(counts == [0, 2, 1])

        var evens: [Int] = []
        model.$items.dropFirst().compactMap(\.first).filter { $0 % 2 == 0 }.sink { evens.append($0) }.store(in: &bag)
        model.items = [2]
        model.items = [3]
        model.items = []
        model.items = [8, 1]
        #expect(evens == [2, 8])
    }

    /// `assign(to:on:)` sets each value; a cancelled subscription gets no more.
    @Test func assignAndCancel() {
        let model = GalleryModel()
        let label = Label()
        let c = model.$title.assign(to: \.text, on: label)
        #expect(label.text == "Photos")
        model.title = "Favourites"
        #expect(label.text == "Favourites")
        c.cancel()
        model.title = "Albums"
        #expect(label.text == "Favourites")
    }
}
