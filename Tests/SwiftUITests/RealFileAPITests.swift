import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A library's root over the variadic SPI, spelled as the SDK does (`_VariadicView_MultiViewRoot`, FrameUp's
/// `_VariadicFULayoutRoot`).
private struct Reversed: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View { ForEach(children.reversed()) { $0 } }
}

/// What real app files of this stop (swiftui9, /work/realfiles/SWIFTUI9.md) wrote around their grids and did not
/// compile here: a `Form`, sections with footers, the deprecated `navigationBarTitle`, `PlainButtonStyle()`,
/// `.scrollIndicatorsFlash`, `Animation.interactiveSpring` / `interpolatingSpring`, `.sheet`.
private struct FooterGrid: View {
    @State private var count = 6
    @State private var showsSheet = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0, pinnedViews: [.sectionFooters]) {
                ForEach(0..<2, id: \.self) { s in
                    Section {
                        ForEach(0..<count, id: \.self) { _ in
                            Button { count += 1 } label: { Color.blue.frame(height: 80) }
                                .buttonStyle(PlainButtonStyle())
                                .padding(EdgeInsets(top: 4, leading: 2, bottom: 16, trailing: 2))
                                .accessibilityElement(children: .combine)
                                .accessibilityLabel("Cell")
                                .accessibilityAddTraits([.isButton, .isImage])
                                .flipsForRightToLeftLayoutDirection(true)
                        }
                    } footer: {
                        Color.gray.frame(height: 20)
                    }
                }
            }
            .animation(.interactiveSpring(response: 0.3), value: count)
            .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: count)
        }
        .scrollIndicatorsFlash(trigger: count)
        .navigationBarTitle("Grid", displayMode: .inline)
        .navigationBarItems(trailing: Button("Add") { count += 1 })
        .sheet(isPresented: $showsSheet) {
            Form { Section("More") { Button("Close") { dismiss(); presentationMode.wrappedValue.dismiss() } } }
        }
    }
}

@Suite struct RealFileAPITests {
    /// Footers take a whole line after their section's items (docs/swiftui.md, "Lazy stacks and grids"): two
    /// sections of three rows of 100 points (80 and its `EdgeInsets` padding, 4 + 16), each followed by a 20-point
    /// footer.
    @Test func sectionsWithFootersLayOut() {
        var a = SwiftUIViewLayoutAdapter(name: "footers") { AnyView(FooterGrid()) }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 12))
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: 0))?.frame.minY == 0)
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: 0))?.frame.height == 100)
        #expect(a.attributes(forSupplementary: "footer", at: PlaygroundCore.IndexPath(section: 0, item: 0))?.frame.minY == 300)
        // Items are numbered across sections (as the pinned headers test reads them): item 6 starts section 1.
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 6))?.frame.minY == 320)
        #expect(a.attributes(forSupplementary: "footer", at: PlaygroundCore.IndexPath(section: 1, item: 0))?.frame.height == 20)
    }

    /// A text field is laid out as a line of its text, or its title in the placeholder grey, across the width it is
    /// offered (vldmrkl/swiftui-layouts' story view did not compile: "cannot find 'TextField'").
    @Test func aTextFieldIsALineOfItsTextOrPrompt() throws {
        var a = SwiftUIViewLayoutAdapter(name: "fields") {
            AnyView(ScrollView { LazyVStack { ForEach(0..<2, id: \.self) { i in
                TextField("Send Message", text: .constant(i == 0 ? "" : "Hi")).textFieldStyle(.roundedBorder)
            } } })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 2))
        let empty = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        #expect(empty.size.width == 400)
        #expect(empty.size.height > 10 && empty.size.height < 40, "\(empty.size)")
        let content = try #require(a.content(for: empty))
        guard case .text(let run)? = content.pieces.first?.kind else { Issue.record("\(content.pieces)"); return }
        #expect(run.text == "Send Message")
        #expect(content.pieces.first?.color == PlaygroundCore.Color(r: 60, g: 60, b: 67, a: 77))
        let second = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        let typed = try #require(a.content(for: second))
        guard case .text(let typedRun)? = typed.pieces.first?.kind else { Issue.record("\(typed.pieces)"); return }
        #expect(typedRun.text == "Hi")
    }

    /// A progress view: indeterminate, a 20-point ring; of a value, a 4-point track across the width
    /// (ricocrescenzio95/WaterfallGrids' infinite scroll view: "cannot find 'ProgressView'"); a slider with value labels
    /// is its track (its settings view); a popover's compact adaptation is accepted.
    @Test func progressViewsAndSlidersWithLabels() throws {
        var a = SwiftUIViewLayoutAdapter(name: "progress") {
            AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<3, id: \.self) { i in
                if i == 0 {
                    ProgressView()
                } else if i == 1 {
                    ProgressView(value: 0.25)
                } else {
                    Slider(value: .constant(0.5), in: 0...1, label: { Text("Spacing") },
                           minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("1") })
                        .popover(isPresented: .constant(false)) { Text("More") }
                        .presentationCompactAdaptation(.popover)
                        .sheet(isPresented: .constant(false)) {
                            NavigationStack { Text("Settings") }.presentationDetents([.medium, .large, .fraction(0.3)])
                        }
                        .toolbar { ToolbarItem(placement: .navigation) { Text("Back") } }
                }
            } } })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 3))
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0))?.size == Size(width: 20, height: 20))
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1))?.size == Size(width: 400, height: 4))
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2))?.size == Size(width: 400, height: 28))
    }

    /// The SDK's spellings are the playground's types.
    @Test func sdkSpellingsAreTheDeclaredTypes() {
        #expect(PlainButtonStyle.self == PlaygroundButtonStyle.self)
        // Animation is Hashable, as Apple's (a Picker of animations tags each option with one).
        #expect(Set([Animation.default, .linear(duration: 0.35), .spring]).count == 2)
        #expect(Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10) == Animation.interpolatingSpring(duration: 2 * Double.pi / 10))
        _ = _VariadicView.Tree(Reversed()) { Text("a"); Text("b") }
    }
}
