/// The flow layout of seed 003 (UICollectionViewFlowLayout's model): equal items in lines along the cross axis,
/// lines stacked along the scroll axis, sections with optional header and footer supplementary views, headers
/// optionally pinned to the visible bounds.
///
/// Items per line = max(1, ⌊(available + interitemSpacing) / (itemCross + interitemSpacing)⌋); the spacing between
/// items in a line is stretched so full lines touch both insets (as UIKit's flow layout does); a single item per line
/// is centered. Queries cost O(log sections + visible elements): nothing per item is cached.
public struct GridLayout: CollectionLayout {
    public static let headerKind = "header"
    public static let footerKind = "footer"

    public static let parameters: [ParameterSpec] = [
        ParameterSpec("itemWidth", default: "180", .number(1...10_000, integer: false), "item width, points"),
        ParameterSpec("itemHeight", default: "180", .number(1...10_000, integer: false), "item height, points"),
        ParameterSpec("lineSpacing", default: "10", .number(0...10_000, integer: false),
                      "minimumLineSpacing: between lines, points"),
        ParameterSpec("interitemSpacing", default: "10", .number(0...10_000, integer: false),
                      "minimumInteritemSpacing: between items of a line, points"),
        ParameterSpec("insetTop", default: "10", .number(0...10_000, integer: false), "section inset, points"),
        ParameterSpec("insetLeft", default: "10", .number(0...10_000, integer: false), "section inset, points"),
        ParameterSpec("insetBottom", default: "10", .number(0...10_000, integer: false), "section inset, points"),
        ParameterSpec("insetRight", default: "10", .number(0...10_000, integer: false), "section inset, points"),
        ParameterSpec("direction", default: "vertical", .choice(["vertical", "horizontal"]), "scroll direction"),
        ParameterSpec("sections", default: "1", .number(1...1_000_000, integer: true),
                      "items are split into this many sections of near-equal size"),
        ParameterSpec("headerSize", default: "0", .number(0...10_000, integer: false),
                      "header extent along the scroll axis, points (0: no headers)"),
        ParameterSpec("footerSize", default: "0", .number(0...10_000, integer: false),
                      "footer extent along the scroll axis, points (0: no footers)"),
        ParameterSpec("pinHeaders", default: "false", .flag, "headers stick to the top (leading) edge while their section shows"),
    ]

    public var name: String { "grid" }
    public let scrollAxis: Axis
    public var itemSize: Size
    public var lineSpacing: Double
    public var interitemSpacing: Double
    public var insets: Insets
    public var sectionCount: Int
    public var headerSize: Double
    public var footerSize: Double
    public var pinHeaders: Bool

    // Prepared state.
    private var context = LayoutContext(viewport: .zero, itemCount: 0)
    private var perLine = 1
    private var crossPositions: [Double] = []
    /// Main-axis start of each section, plus the total length at the end.
    private var sectionStarts: [Double] = [0]

    public init(
        itemSize: Size = Size(width: 180, height: 180), lineSpacing: Double = 10, interitemSpacing: Double = 10,
        insets: Insets = Insets(all: 10), direction: Axis = .vertical, sections: Int = 1,
        headerSize: Double = 0, footerSize: Double = 0, pinHeaders: Bool = false
    ) {
        self.itemSize = itemSize
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.insets = insets
        self.scrollAxis = direction
        self.sectionCount = max(1, sections)
        self.headerSize = headerSize
        self.footerSize = footerSize
        self.pinHeaders = pinHeaders
    }

    public init(_ p: ParameterValues) {
        self.init(
            itemSize: Size(width: p.number("itemWidth"), height: p.number("itemHeight")),
            lineSpacing: p.number("lineSpacing"), interitemSpacing: p.number("interitemSpacing"),
            insets: Insets(top: p.number("insetTop"), left: p.number("insetLeft"),
                           bottom: p.number("insetBottom"), right: p.number("insetRight")),
            direction: p.string("direction") == "horizontal" ? .horizontal : .vertical,
            sections: p.integer("sections"), headerSize: p.number("headerSize"),
            footerSize: p.number("footerSize"), pinHeaders: p.flag("pinHeaders"))
    }

    // MARK: Axis helpers

    private var main: Axis { scrollAxis }
    private var cross: Axis { scrollAxis.other }
    private var insetLeading: Double { main == .vertical ? insets.top : insets.left }
    private var insetTrailing: Double { main == .vertical ? insets.bottom : insets.right }
    private var crossInsetLeading: Double { main == .vertical ? insets.left : insets.top }
    private var crossInsetTrailing: Double { main == .vertical ? insets.right : insets.bottom }
    private var pitch: Double { itemSize[main] + lineSpacing }

    private func point(main m: Double, cross c: Double) -> Point {
        main == .vertical ? Point(x: c, y: m) : Point(x: m, y: c)
    }

    private func size(main m: Double, cross c: Double) -> Size {
        main == .vertical ? Size(width: c, height: m) : Size(width: m, height: c)
    }

    // MARK: Sections

    private func count(inSection s: Int) -> Int {
        let base = context.itemCount / sectionCount, extra = context.itemCount % sectionCount
        return base + (s < extra ? 1 : 0)
    }

    private func firstFlatIndex(ofSection s: Int) -> Int {
        let base = context.itemCount / sectionCount, extra = context.itemCount % sectionCount
        return s * base + min(s, extra)
    }

    public func flatIndex(of indexPath: IndexPath) -> Int { firstFlatIndex(ofSection: indexPath.section) + indexPath.item }

    public func indexPath(forFlatIndex index: Int) -> IndexPath {
        let base = context.itemCount / sectionCount, extra = context.itemCount % sectionCount
        let bigItems = extra * (base + 1)
        if index < bigItems { return IndexPath(section: index / (base + 1), item: index % (base + 1)) }
        guard base > 0 else { return IndexPath(section: sectionCount - 1, item: index) }
        let rest = index - bigItems
        return IndexPath(section: extra + rest / base, item: rest % base)
    }

    private func lineCount(inSection s: Int) -> Int { (count(inSection: s) + perLine - 1) / perLine }

    /// Main-axis start of the first line of section `s`.
    private func linesStart(_ s: Int) -> Double { sectionStarts[s] + headerSize + insetLeading }

    // MARK: CollectionLayout

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        let available = context.viewport[cross] - crossInsetLeading - crossInsetTrailing
        let itemCross = itemSize[cross]
        perLine = max(1, Int(((available + interitemSpacing) / (itemCross + interitemSpacing)).rounded(.down)))
        if perLine == 1 {
            crossPositions = [crossInsetLeading + max(0, (available - itemCross) / 2)]
        } else {
            let spacing = (available - Double(perLine) * itemCross) / Double(perLine - 1)
            crossPositions = (0..<perLine).map { crossInsetLeading + Double($0) * (itemCross + spacing) }
        }
        var starts = [Double]()
        starts.reserveCapacity(sectionCount + 1)
        var position = 0.0
        for s in 0..<sectionCount {
            starts.append(position)
            let lines = Double((count(inSection: s) + perLine - 1) / perLine)
            let content = lines > 0 ? lines * itemSize[main] + (lines - 1) * lineSpacing : 0
            position += headerSize + insetLeading + content + insetTrailing + footerSize
        }
        starts.append(position)
        sectionStarts = starts
    }

    /// Along the cross axis the viewport's extent, or more when one item and the insets do not fit in it.
    public var contentSize: Size {
        let needed = crossInsetLeading + itemSize[cross] + crossInsetTrailing
        return size(main: sectionStarts.last ?? 0, cross: max(context.viewport[cross], needed))
    }

    public var contentOffsetRange: (min: Point, max: Point) {
        Self.standardOffsetRange(contentSize: contentSize, viewport: context.viewport)
    }

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        pinHeaders || newBounds.size != context.viewport
    }

    public func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section, i = indexPath.item
        guard s >= 0, s < sectionCount, i >= 0, i < count(inSection: s) else { return nil }
        let line = i / perLine, column = i % perLine
        let origin = point(main: linesStart(s) + Double(line) * pitch, cross: crossPositions[column])
        return LayoutAttributes(cell: indexPath, frame: Rect(origin: origin, size: itemSize))
    }

    public func attributes(forSupplementary kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < sectionCount, indexPath.item == 0 else { return nil }
        let full = context.viewport[cross]
        switch kind {
        case Self.headerKind where headerSize > 0:
            var m = sectionStarts[s]
            var z = 0
            if pinHeaders {
                // UIKit's sectionHeadersPinToVisibleBounds: stick to the leading edge until the section's end
                // (before its footer) pushes the header out.
                let limit = sectionStarts[s + 1] - footerSize - headerSize
                m = min(max(m, context.contentOffset[main]), max(m, limit))
                z = 1024
            }
            return LayoutAttributes(indexPath: indexPath, category: .supplementary(kind: kind),
                                    center: point(main: m + headerSize / 2, cross: full / 2),
                                    size: size(main: headerSize, cross: full), zIndex: z)
        case Self.footerKind where footerSize > 0:
            let m = sectionStarts[s + 1] - footerSize
            return LayoutAttributes(indexPath: indexPath, category: .supplementary(kind: kind),
                                    center: point(main: m + footerSize / 2, cross: full / 2),
                                    size: size(main: footerSize, cross: full))
        default:
            return nil
        }
    }

    public func supplementaryElements() -> [(kind: String, indexPath: IndexPath)] {
        var result: [(kind: String, indexPath: IndexPath)] = []
        for s in 0..<sectionCount {
            if headerSize > 0 { result.append((Self.headerKind, IndexPath(section: s, item: 0))) }
            if footerSize > 0 { result.append((Self.footerKind, IndexPath(section: s, item: 0))) }
        }
        return result
    }

    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        guard context.itemCount > 0 || headerSize > 0 || footerSize > 0 else { return result }
        let lo = rect.min(main), hi = rect.max(main)
        // First section whose end reaches lo (binary search over the section starts).
        var a = 0, b = sectionCount
        while a < b {
            let mid = (a + b) / 2
            if sectionStarts[mid + 1] < lo { a = mid + 1 } else { b = mid }
        }
        var s = a
        while s < sectionCount && sectionStarts[s] <= hi {
            if let h = attributes(forSupplementary: Self.headerKind, at: IndexPath(section: s, item: 0)),
               h.frame.intersects(rect) { result.append(h) }
            let lines = lineCount(inSection: s)
            if lines > 0 {
                let start = linesStart(s)
                let first = clampedIndex((lo - start - itemSize[main]) / pitch, 0, lines - 1)
                let last = clampedIndex((hi - start) / pitch, -1, lines - 1)
                if first <= last {
                    let n = count(inSection: s)
                    for line in first...last {
                        for column in 0..<perLine {
                            let item = line * perLine + column
                            guard item < n else { break }
                            let origin = point(main: start + Double(line) * pitch, cross: crossPositions[column])
                            let frame = Rect(origin: origin, size: itemSize)
                            if frame.intersects(rect) {
                                result.append(LayoutAttributes(cell: IndexPath(section: s, item: item), frame: frame))
                            }
                        }
                    }
                }
            }
            if let f = attributes(forSupplementary: Self.footerKind, at: IndexPath(section: s, item: 0)),
               f.frame.intersects(rect) { result.append(f) }
            s += 1
        }
        return result
    }
}
