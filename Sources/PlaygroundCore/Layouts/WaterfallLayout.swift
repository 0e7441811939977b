/// The waterfall layout of seed 001 (BJWaterfullLayout): equal-width columns, each item as tall as its natural
/// aspect ratio makes it, placed in turn at the bottom of the shortest column.
///
///     var l = WaterfallLayout()   // the seed's defaults: 3 columns, spacing 10, insets 5
///     l.prepare(LayoutContext(viewport: Size(width: 375, height: 667), itemCount: 2,
///                             naturalSizes: ItemSizes([Size(width: 100, height: 150)])))
///     l.attributes(forItem: IndexPath(item: 1))!.frame   // (130, 15, 115, 172.5)
///
/// The seed, restated in docs/REFERENCES.md §1 (all lengths in points):
/// - item width w = (W − left − right − (columns − 1)·columnSpacing) / columns, W the viewport width;
/// - item height h = w · (naturalHeight / naturalWidth);
/// - each item, in order, goes to the shortest column (the first strictly smaller one, so ties go left):
///   x = left + (w + columnSpacing)·column, y = columnY + rowSpacing; that column's bottom becomes y + h.
///   Every columnY starts at insets.top, so the first row starts at top + rowSpacing, as the seed writes it;
/// - contentSize = (W, max(columnY) + insets.bottom); one section, vertical scrolling.
///
/// Degenerate input, where the seed would produce negative or non-finite numbers:
/// - when the insets and spacings leave no room (w ≤ 0), items get width 0 (and so height 0): they collapse onto
///   their column positions, and contentSize widens to left + (columns − 1)·columnSpacing + right to contain them;
/// - a natural size with a side that is 0, negative or non-finite (or whose ratio is) counts as square.
///
/// Memory: 21 bytes per item once prepared: y (Double, 8) + h (Double, 8) + column (UInt8, 1) + the item's entry in
/// its column's index list (Int32, 4); plus O(columns). Heights are kept as Doubles so the frames are exactly the
/// seed's arithmetic, and every query reads the same stored values.
///
/// Complexity: `prepare` O(n·columns) (a scan for the shortest column per item, as the seed does; ≤ 100 columns),
/// and free when nothing structural changed; `attributes(forItem:)` O(1);
/// `attributes(in:)` O(columns·log n + v·log v) for v elements returned.
public struct WaterfallLayout: CollectionLayout {
    /// The most columns: the parameter's range (the column of each item is stored as a UInt8).
    public static let maxColumns = 100

    public static let parameters: [ParameterSpec] = [
        // Seed 001's prepareLayout: columnCount 3, columnSpace 10, rowSpace 10, sectionInsets (5, 5, 5, 5).
        ParameterSpec("columns", default: "3", .number(1...Double(maxColumns), integer: true), "columnCount: number of columns"),
        ParameterSpec("columnSpacing", default: "10", .number(0...10_000, integer: false),
                      "columnSpace: between columns, points"),
        ParameterSpec("rowSpacing", default: "10", .number(0...10_000, integer: false),
                      "rowSpace: above every item in a column, points"),
        ParameterSpec("insetTop", default: "5", .number(0...10_000, integer: false), "section inset, points"),
        ParameterSpec("insetLeft", default: "5", .number(0...10_000, integer: false), "section inset, points"),
        ParameterSpec("insetBottom", default: "5", .number(0...10_000, integer: false), "section inset, points"),
        ParameterSpec("insetRight", default: "5", .number(0...10_000, integer: false), "section inset, points"),
    ]

    public var name: String { "waterfall" }
    /// 1…`maxColumns`.
    public var columns: Int { didSet { columns = Self.clampedColumns(columns) } }
    /// Points, ≥ 0.
    public var columnSpacing: Double { didSet { columnSpacing = Self.nonNegative(columnSpacing) } }
    /// Points, ≥ 0 (which keeps y increasing down each column, so queries can binary-search it).
    public var rowSpacing: Double { didSet { rowSpacing = Self.nonNegative(rowSpacing) } }
    /// Points, each ≥ 0.
    public var insets: Insets { didSet { insets = Self.nonNegative(insets) } }

    // MARK: Prepared state

    /// What the prepared columns depend on; `prepare` recomputes only when it changes.
    private struct Key: Hashable {
        var dataVersion: Int
        var width: Double
        var itemCount: Int
        var columns: Int
        var columnSpacing: Double
        var rowSpacing: Double
        var insets: Insets
    }

    private var key: Key?
    private var viewport = Size.zero
    private var itemCount = 0
    private var itemWidth = 0.0
    private var contentWidth = 0.0
    private var contentHeight = 0.0
    /// Left edge of each column.
    private var columnX: [Double] = []
    /// Per item: top edge, height and column.
    private var itemY: [Double] = []
    private var itemHeight: [Double] = []
    private var itemColumn: [UInt8] = []
    /// The items of every column in order (so with increasing y), column k at `columnStart[k]..<columnStart[k + 1]`.
    private var columnItems: [Int32] = []
    private var columnStart: [Int] = [0]
    /// How many times `prepare` actually recomputed the columns (for tests of coalescing).
    internal private(set) var computeCount = 0

    /// A waterfall with the seed's defaults.
    ///
    /// Out-of-range values are clamped: columns to 1…`maxColumns`, spacings and insets to ≥ 0 (non-finite → 0).
    public init(columns: Int = 3, columnSpacing: Double = 10, rowSpacing: Double = 10, insets: Insets = Insets(all: 5)) {
        self.columns = Self.clampedColumns(columns)
        self.columnSpacing = Self.nonNegative(columnSpacing)
        self.rowSpacing = Self.nonNegative(rowSpacing)
        self.insets = Self.nonNegative(insets)
    }

    public init(_ p: ParameterValues) {
        self.init(
            columns: p.integer("columns"), columnSpacing: p.number("columnSpacing"), rowSpacing: p.number("rowSpacing"),
            insets: Insets(top: p.number("insetTop"), left: p.number("insetLeft"),
                           bottom: p.number("insetBottom"), right: p.number("insetRight")))
    }

    private static func clampedColumns(_ c: Int) -> Int { min(max(1, c), maxColumns) }

    private static func nonNegative(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }

    private static func nonNegative(_ i: Insets) -> Insets {
        Insets(top: nonNegative(i.top), left: nonNegative(i.left), bottom: nonNegative(i.bottom),
               right: nonNegative(i.right))
    }

    /// naturalHeight / naturalWidth, or 1 (square) when either side, or the ratio, is 0, negative or non-finite.
    ///
    ///     WaterfallLayout.aspectRatio(Size(width: 200, height: 100))   // 0.5
    static func aspectRatio(_ s: Size) -> Double {
        let r = s.height / s.width
        return s.width > 0 && s.height > 0 && s.width.isFinite && s.height.isFinite && r.isFinite && r > 0 ? r : 1
    }

    // MARK: Prepare

    /// Places every item, unless nothing the placement depends on changed since the last call (the data version,
    /// the viewport width, the item count, the parameters): scrolling or a height-only resize costs O(1).
    ///
    /// Natural sizes are taken as unchanged while `context.dataVersion` is (LayoutHost bumps it on every change).
    /// Requires itemCount ≤ Int32.max (the column lists hold Int32 indices). O(n·columns) when it recomputes.
    public mutating func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        let newKey = Key(dataVersion: context.dataVersion, width: context.viewport.width,
                         itemCount: max(0, context.itemCount), columns: columns, columnSpacing: columnSpacing,
                         rowSpacing: rowSpacing, insets: insets)
        guard newKey != key else { return }
        key = newKey
        computeCount += 1
        compute(itemCount: newKey.itemCount, width: newKey.width, sizes: context.naturalSizes.sizes)
    }

    private mutating func compute(itemCount n: Int, width: Double, sizes: [Size]) {
        precondition(n <= Int(Int32.max), "WaterfallLayout holds at most \(Int32.max) items")
        // Let go of the previous placement first, so the peak stays near 21 bytes per item (when not shared).
        itemY = []
        itemHeight = []
        itemColumn = []
        columnItems = []
        let c = columns, left = insets.left, spacing = columnSpacing, rowSpacing = rowSpacing
        let raw = (width - left - insets.right - Double(c - 1) * spacing) / Double(c)
        let w = raw.isFinite && raw > 0 ? raw : 0
        itemCount = n
        itemWidth = w
        columnX = (0..<c).map { left + (w + spacing) * Double($0) }
        contentWidth = raw > 0 ? width : max(width, columnX[c - 1] + insets.right)

        // Aspect ratios of the distinct natural sizes, walked cyclically (ItemSizes' rule) without a division.
        let ratios: [Double] = sizes.isEmpty ? [1] : sizes.prefix(max(1, n)).map(Self.aspectRatio)
        let m = ratios.count

        var ys = [Double](repeating: 0, count: n)
        var hs = [Double](repeating: 0, count: n)
        var cols = [UInt8](repeating: 0, count: n)
        var columnY = [Double](repeating: insets.top, count: c)
        ys.withUnsafeMutableBufferPointer { yb in
            hs.withUnsafeMutableBufferPointer { hb in
                cols.withUnsafeMutableBufferPointer { cb in
                    columnY.withUnsafeMutableBufferPointer { bottom in
                        ratios.withUnsafeBufferPointer { rb in
                            var j = 0
                            for i in 0..<n {
                                // The seed's scan: the first strictly smaller column wins, so ties go left.
                                var minIndex = 0
                                var minY = bottom[0]
                                var k = 1
                                while k < c {
                                    if bottom[k] < minY { minIndex = k; minY = bottom[k] }
                                    k += 1
                                }
                                let h = w * rb[j]
                                j += 1
                                if j == m { j = 0 }
                                let y = minY + rowSpacing
                                yb[i] = y
                                hb[i] = h
                                cb[i] = UInt8(truncatingIfNeeded: minIndex)
                                bottom[minIndex] = y + h
                            }
                        }
                    }
                }
            }
        }
        contentHeight = columnY.max()! + insets.bottom

        // Group the items by column (a counting sort, so each column keeps item order).
        var start = [Int](repeating: 0, count: c + 1)
        for k in cols { start[Int(k) + 1] += 1 }
        for k in 0..<c { start[k + 1] += start[k] }
        var next = start
        var grouped = [Int32](repeating: 0, count: n)
        grouped.withUnsafeMutableBufferPointer { g in
            for i in 0..<n {
                let k = Int(cols[i])
                g[next[k]] = Int32(truncatingIfNeeded: i)
                next[k] += 1
            }
        }
        itemY = ys
        itemHeight = hs
        itemColumn = cols
        columnItems = grouped
        columnStart = start
    }

    // MARK: Memory

    /// Bytes held by the prepared placement: each stored array's capacity × its element's stride (the per-item
    /// arrays, 21 bytes per item, plus the O(columns) column tables). Arrays' headers and the allocator's own
    /// overhead are not counted. For benchmarks and tests of the memory budget.
    ///
    ///     var l = WaterfallLayout()   // 3 columns
    ///     l.prepare(LayoutContext(viewport: Size(width: 375, height: 667), itemCount: 1_000))
    ///     l.cacheByteCount            // 21·1000 + the column tables: 21_088 on Linux (small capacities round up)
    public var cacheByteCount: Int {
        func bytes<T>(_ a: [T]) -> Int { a.capacity * MemoryLayout<T>.stride }
        return bytes(itemY) + bytes(itemHeight) + bytes(itemColumn) + bytes(columnItems) + bytes(columnX)
            + bytes(columnStart)
    }

    // MARK: Queries

    /// (W, max(columnY) + insets.bottom), points; wider only when the items have no room (see the type's doc).
    public var contentSize: Size { Size(width: contentWidth, height: contentHeight) }

    public var contentOffsetRange: (min: Point, max: Point) {
        Self.standardOffsetRange(contentSize: contentSize, viewport: viewport)
    }

    /// Only a size change moves items (a width change); scrolling never does.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { newBounds.size != viewport }

    /// The cell of flat index `i` (0 ≤ i < itemCount), from the stored values. O(1).
    private func cell(_ i: Int) -> LayoutAttributes {
        LayoutAttributes(cell: IndexPath(section: 0, item: i),
                         frame: Rect(x: columnX[Int(itemColumn[i])], y: itemY[i], width: itemWidth, height: itemHeight[i]))
    }

    /// The item's frame as the seed computes it; nil outside section 0, 0..<itemCount. O(1).
    public func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        return cell(indexPath.item)
    }

    /// Every item whose frame meets `rect` (closed bounds), in item order.
    ///
    /// Per column, a binary search finds the first item reaching down to rect.minY, then a walk takes items until
    /// one starts below rect.maxY (y never decreases down a column). The search uses the stored y and h with a slack
    /// of 1e-12 of the magnitudes involved (≫ the few ulps, 2⁻⁵² relative, by which a frame rebuilt from
    /// LayoutAttributes' center and size can differ); the final filter uses the very attributes
    /// `attributes(forItem:)` returns. O(columns·log n + v·log v) for v items returned.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard itemCount > 0 else { return [] }
        let slack = 1e-12 * (1 + contentWidth + contentHeight + abs(rect.minX) + abs(rect.maxX)
                             + abs(rect.minY) + abs(rect.maxY))
        let top = rect.minY - slack, bottom = rect.maxY + slack
        var found: [Int32] = []
        columnItems.withUnsafeBufferPointer { items in
            itemY.withUnsafeBufferPointer { ys in
                itemHeight.withUnsafeBufferPointer { hs in
                    for k in 0..<columns {
                        let x = columnX[k]
                        guard x <= rect.maxX + slack, rect.minX - slack <= x + itemWidth else { continue }
                        var lo = columnStart[k], hi = columnStart[k + 1]
                        let end = hi
                        while lo < hi {
                            let mid = (lo + hi) / 2, i = Int(items[mid])
                            if ys[i] + hs[i] < top { lo = mid + 1 } else { hi = mid }
                        }
                        while lo < end, ys[Int(items[lo])] <= bottom {
                            found.append(items[lo])
                            lo += 1
                        }
                    }
                }
            }
        }
        found.sort()
        var result: [LayoutAttributes] = []
        result.reserveCapacity(found.count)
        for i in found {
            let a = cell(Int(i))
            if a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }
}
