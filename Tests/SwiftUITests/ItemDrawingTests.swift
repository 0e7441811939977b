import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A card of text on a rounded colour with a badge overlay and a border (docs/swiftui.md, "Drawing item views").
struct DrawnTag: View {
    let index: Int
    var body: some View {
        Text("Tag \(index)")
            .font(.system(size: 17))
            .foregroundStyle(Color.white)
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue))
            .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 6, height: 6) }
            .border(Color.black, width: 2)
    }
}

/// Item views drawn as UIKit cells are: the pieces ViewTreeDrawing makes from the item view's text, shapes and
/// colours, in the item's coordinates.
@Suite struct ItemDrawingTests {
    func prepared(_ make: @escaping @MainActor () -> AnyView, items: Int = 3) -> SwiftUIViewLayoutAdapter {
        var a = SwiftUIViewLayoutAdapter(name: "drawn", make: make)
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: items))
        return a
    }

    func color(_ c: SwiftUI.Color) -> PlaygroundCore.Color {
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return PlaygroundCore.Color(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: byte(c.opacity))
    }

    /// Back to front: the background's rounded fill (the text's size plus 10 points each side), the text's line
    /// in white (10 points in), the overlay's circle at the top-right corner, the border on top.
    @Test func textOnRoundedBackgroundWithOverlayAndBorder() throws {
        let a = prepared { AnyView(ScrollView { LazyVStack(spacing: 8) { ForEach(0..<3, id: \.self) { DrawnTag(index: $0) } } }) }
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        let content = try #require(a.content(for: attrs))
        let size = attrs.size
        #expect(content.pieces.count == 4, "\(content.pieces.map(\.kind))")
        let fill = content.pieces[0]
        #expect(fill.kind == .fill(cornerRadii: CornerRadii(8)))
        #expect(fill.color == color(.blue))
        #expect(fill.corners == Quad(rect: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        guard case .text(let run) = content.pieces[1].kind else { Issue.record("no text: \(content.pieces[1].kind)"); return }
        #expect(run.text == "Tag 1")
        #expect(run.pointSize == 17)
        #expect(content.pieces[1].color == color(.white))
        // The text's frame is the item's less the padding: its line starts 10 points in.
        #expect(abs(content.pieces[1].corners.topLeft.x - 10) < 1e-6)
        // The text's size, SwiftUI's: its width rounded up, plus the padding.
        let line = content.pieces[1].size
        #expect(size.width == (line.width).rounded(.up) + 20)
        let dot = content.pieces[2]
        #expect(dot.kind == .fill(cornerRadii: CornerRadii(3)))
        #expect(dot.corners == Quad(rect: Rect(x: size.width - 6, y: 0, width: 6, height: 6)))
        #expect(content.pieces[3].kind == .border(width: 2, cornerRadii: .zero))
    }

    /// A view that is only its photo is the playground's photo (no content); a clipped photo is drawn as an image
    /// inside its clip.
    @Test func plainPhotoIsThePhoto() throws {
        let plain = prepared { AnyView(ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { i in Image("p\(i)").resizable().aspectRatio(contentMode: .fit) } } }) }
        let a = try #require(plain.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        #expect(plain.content(for: a) == nil)
        let clipped = prepared {
            AnyView(ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { i in
                Image("p\(i)").resizable().frame(width: 100, height: 50).padding(5).background(Color.gray)
            } } })
        }
        let b = try #require(clipped.attributes(forItem: PlaygroundCore.IndexPath(item: 2)))
        let content = try #require(clipped.content(for: b))
        #expect(content.pieces.count == 2)
        #expect(content.pieces[1].kind == .image(.photo(2), uv: Rect(x: 0, y: 0, width: 1, height: 1)))
        #expect(content.pieces[1].corners == Quad(rect: Rect(x: 5, y: 5, width: 100, height: 50)))
    }

    /// A clip shape cuts what is inside it (the rectangle's corners take the clip's radius); an HStack of a
    /// circle and text draws both where the stack puts them.
    @Test func clipAndStacks() throws {
        let a = prepared {
            AnyView(ScrollView { LazyVStack { ForEach(0..<2, id: \.self) { _ in
                HStack(spacing: 4) {
                    Circle().fill(Color.green).frame(width: 20, height: 20)
                    Color.orange.frame(width: 60, height: 40)
                }
                .clipShape(RoundedRectangle(cornerRadius: 10))
            } } })
        }
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        #expect(attrs.size == Size(width: 84, height: 40))
        let content = try #require(a.content(for: attrs))
        #expect(content.pieces.count == 2)
        #expect(content.pieces[0].kind == .fill(cornerRadii: CornerRadii(10)))
        #expect(content.pieces[0].corners == Quad(rect: Rect(x: 0, y: 10, width: 20, height: 20)))
        // The orange rectangle touches the clip's right corners: those take its radius.
        #expect(content.pieces[1].kind == .fill(cornerRadii: CornerRadii(topLeft: 0, topRight: 10, bottomRight: 10, bottomLeft: 0)))
        #expect(content.pieces[1].corners == Quad(rect: Rect(x: 24, y: 0, width: 60, height: 40)))
    }

    /// A custom shape is drawn along its path (docs/swiftui.md, "Custom shapes and gradients"): a square path of
    /// 30 × 30 is one mesh of two triangles in the foreground colour (black, `Color.primary`).
    @Test func customShapeIsDrawnAlongItsPath() throws {
        struct Star: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
        let a = prepared { AnyView(ScrollView { LazyVStack { ForEach(0..<2, id: \.self) { _ in Star().frame(width: 30, height: 30) } } }) }
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        let content = try #require(a.content(for: attrs))
        #expect(content.pieces.count == 1)
        guard case .mesh(let mesh) = content.pieces.first?.kind else { Issue.record("not a mesh"); return }
        #expect(PathTessellation.area(ofTriangles: mesh.triangles) == 900)
        #expect(content.pieces.first?.color == PlaygroundCore.Color(r: 0, g: 0, b: 0, a: 255))
    }
}

/// `Group(subviews:)` hands its content's subviews to the transform: a carousel that wraps each in a frame.
struct FramedEach<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                Group(subviews: content) { subviews in
                    ForEach(subviews) { subview in subview.frame(width: 50, height: 40) }
                }
            }
        }
    }
}

@Suite struct GroupSubviewsTests {
    /// Three colours become three 50 × 40 items, 10 apart; the first item draws its colour.
    @Test func groupSubviewsAreItems() throws {
        var a = SwiftUIViewLayoutAdapter(name: "framed") {
            AnyView(FramedEach { Color.red; Color.green; Color.blue })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 300), itemCount: 3))
        let frames = (0..<3).compactMap { a.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.frame }
        #expect(frames.map(\.minX) == [0, 60, 120])
        #expect(frames.allSatisfy { $0.size == Size(width: 50, height: 40) })
        let first = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        let content = try #require(a.content(for: first))
        #expect(content.pieces.count == 1)
        #expect(content.pieces[0].kind == .fill(cornerRadii: .zero))
        #expect(content.pieces[0].color == PlaygroundCore.Color(r: 255, g: 59, b: 48, a: 255))
    }
}

@Suite struct HeaderDrawingTests {
    /// A section header's view is drawn as an item's is: its padded text on its white background, centred in the
    /// header by the stack.
    @Test func sectionHeaderTextIsDrawn() throws {
        var a = SwiftUIViewLayoutAdapter(name: "sections") {
            AnyView(ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<2, id: \.self) { s in
                        Section {
                            ForEach(0..<2, id: \.self) { _ in Color.blue.frame(height: 50) }
                        } header: {
                            Text("Section \(s)").font(.system(size: 17)).padding(4).background(Color.white)
                        }
                    }
                }
            })
        }
        a.prepare(LayoutContext(viewport: Size(width: 300, height: 400), itemCount: 4))
        let header = try #require(a.attributes(forSupplementary: "header", at: PlaygroundCore.IndexPath(section: 1, item: 0)))
        let content = try #require(a.content(for: header))
        #expect(content.pieces.count == 2)
        #expect(content.pieces[0].kind == .fill(cornerRadii: .zero))
        guard case .text(let run) = content.pieces[1].kind else { Issue.record("\(content.pieces)"); return }
        #expect(run.text == "Section 1")
        // The padded text is centred in the 300-point header: its line starts 4 points into the white fill.
        let fill = content.pieces[0].corners.topLeft
        #expect(abs(content.pieces[1].corners.topLeft.x - (fill.x + 4)) < 1e-6)
        #expect(abs(fill.x - (header.size.width - content.pieces[0].size.width) / 2) < 1e-6)
    }
}

/// Wraps its subviews into rows of the proposed width, and declares a horizontal stack orientation (as wrapping
/// stacks do, for their spacers).
struct WrappingRows: Layout {
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 1000
        let perRow = max(1, Int(width / 100))
        return CGSize(width: width, height: CGFloat((subviews.count + perRow - 1) / perRow) * 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let perRow = max(1, Int(bounds.width / 100))
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i % perRow) * 100, y: bounds.minY + CGFloat(i / perRow) * 100),
                    proposal: ProposedViewSize(width: 100, height: 100))
        }
    }
}

/// Two rows filling the height it is given, columns of 100 points along x (a horizontal masonry's shape), with no
/// declared orientation: proposed an unspecified height it takes `replacingUnspecifiedDimensions`' 10 points.
struct TwoRows: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = proposal.replacingUnspecifiedDimensions().height
        return CGSize(width: CGFloat((subviews.count + 1) / 2) * 100, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i / 2) * 100, y: bounds.minY + CGFloat(i % 2) * bounds.height / 2),
                    proposal: ProposedViewSize(width: 100, height: bounds.height / 2))
        }
    }
}

@Suite struct ScrollAxisTests {
    /// A layout with no orientation that needs a height (two rows of the height given) scrolls horizontally and is
    /// proposed the viewport's height: seven items in four 100-point columns, rows 240 points tall in 480.
    @Test func aLayoutThatNeedsAHeightScrollsHorizontally() {
        var rows = SwiftUILayoutAdapter(AnyLayout(TwoRows()), name: "rows", sizing: .fixed)
        #expect(rows.scrollAxis == .horizontal)
        rows.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 7))
        #expect(rows.contentSize == Size(width: 400, height: 480))
        #expect(rows.attributes(forItem: PlaygroundCore.IndexPath(item: 3))?.frame == Rect(x: 100, y: 240, width: 100, height: 100))
        // A vertical stack keeps scrolling vertically.
        #expect(SwiftUILayoutAdapter(AnyLayout(VStackLayout()), name: "column").scrollAxis == .vertical)
    }

    /// A horizontal row scrolls horizontally; a flow that declares a horizontal orientation but wraps scrolls
    /// vertically, three 100-point squares a row in 320 points.
    @Test func wrappingFlowsScrollVertically() {
        #expect(SwiftUILayoutAdapter(AnyLayout(HStackLayout()), name: "row").scrollAxis == .horizontal)
        var flow = SwiftUILayoutAdapter(AnyLayout(WrappingRows()), name: "flow", sizing: .fixed)
        #expect(flow.scrollAxis == .vertical)
        flow.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 7))
        #expect(flow.contentSize == Size(width: 320, height: 300))
    }
}
