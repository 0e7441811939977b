import SwiftUI
import XCTest

// SwiftUI code written for Swift 6 on iOS 18, compiled here in the Swift 6 language mode: `View` is main-actor
// isolated, but SwiftUI's views and modifiers are `nonisolated` (iOS 18's SDK declares its view structs' View
// conformances in extensions and its modifiers `nonisolated`), so a free `@ViewBuilder` function, which is
// nonisolated, may build views with them. A real flow package's separator builder is of this shape (docs/swiftui.md,
// "Isolation"); before, each modifier call was "non-Sendable 'some View'-typed result can not be returned from main
// actor-isolated instance method". That it compiles is most of the test.

private struct Swift6Role: LayoutValueKey {
    static let defaultValue = 0
}

private struct Swift6Tag: Identifiable {
    let id: Int
    let title: String
}

@ViewBuilder
private func swift6Interleaved(_ tags: [Swift6Tag], separator: (() -> AnyView)?) -> some View {
    ForEach(Array(tags.enumerated()), id: \.element.id) { item in
        Text(item.element.title)
            .padding(4)
            .frame(minWidth: 20)
        if item.offset < tags.count - 1, let separator {
            separator()
                .id(item.offset)
                .layoutValue(key: Swift6Role.self, value: 1)
        }
    }
}

private nonisolated func swift6Decorated() -> some View {
    Rectangle().fill(Color.red).frame(width: 10, height: 10).opacity(0.5)
}

final class SwiftUISwift6ClientTests: XCTestCase {
    func testViewsAndModifiersBuildOutsideTheMainActor() {
        let tags = [Swift6Tag(id: 1, title: "a"), Swift6Tag(id: 2, title: "b")]
        let content = swift6Interleaved(tags, separator: { AnyView(Divider()) })
        XCTAssertTrue(String(describing: type(of: content)).hasPrefix("ForEach<"), "\(type(of: content))")
        XCTAssertTrue(String(describing: type(of: swift6Decorated())).hasPrefix("ModifiedContent<"))
    }
}
