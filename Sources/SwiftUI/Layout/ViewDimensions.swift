/// A view's size and alignment guides in its own coordinate space (SwiftUI's `ViewDimensions`).
///
///     d[HorizontalAlignment.center]   // d.width / 2 unless the view sets an explicit guide
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    var explicitGuides: [ObjectIdentifier: CGFloat]

    init(width: CGFloat, height: CGFloat, explicitGuides: [ObjectIdentifier: CGFloat] = [:]) {
        self.width = width
        self.height = height
        self.explicitGuides = explicitGuides
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides[ObjectIdentifier(guide.id)] }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides[ObjectIdentifier(guide.id)] }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.explicitGuides == b.explicitGuides
    }
}
