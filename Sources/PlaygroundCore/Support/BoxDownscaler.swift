/// Downscales RGBA rows as they arrive, so memory follows the output size, not the input's: a 15000×15000 PNG
/// shrunk to 400×400 holds one input row and one row of sums, never the 900 MB image.
///
/// A box filter: input pixel (x, y) falls in output pixel (x·width / sourceWidth, y·height / sourceHeight), and
/// each output pixel is the mean of its box (boxes differ by at most one pixel a side). Colours are averaged
/// weighted by alpha (premultiplied), so transparent pixels lend no colour to their neighbours.
///
///     var box = BoxDownscaler(sourceWidth: 4, sourceHeight: 4, width: 2, height: 2)
///     for row in rows { row.withUnsafeBufferPointer { box.add(row: $0.baseAddress!) } }
///     box.pixels   // 2×2×4 bytes
///
/// When an output row spans more than `maxRowsPerOutputRow` input rows (a reduction of more than 8× vertically:
/// only a PNG much larger than its cell, since JPEG is DCT-scaled to within 2× first), that many evenly spaced
/// rows of its box are averaged and the others skipped: the cost then follows the output, not the input (a
/// 15000×15000 bomb shown at 60×60 sums 480 rows, not 15000), at the price of some aliasing of fine horizontal
/// detail at such reductions. Every column of a summed row counts.
///
/// Complexity: O(sourceWidth) per summed row; memory O(width + sourceWidth).
public struct BoxDownscaler: Sendable {
    public let sourceWidth: Int, sourceHeight: Int
    public let width: Int, height: Int
    /// The most input rows averaged into one output row.
    public let maxRowsPerOutputRow: Int
    /// The output, RGBA rows packed; complete once `sourceHeight` rows were added.
    public private(set) var pixels: [UInt8]
    /// Rows added so far.
    public private(set) var rowsAdded = 0
    /// The output column of each input column.
    private let column: [Int32]
    /// Per output column of the row being summed: Σr·a, Σg·a, Σb·a, Σa, pixel count.
    private var sums: [UInt64]
    private var currentRow = 0

    /// - Parameters: sides of at least 1; the output no larger than the input on either side.
    public init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int, maxRowsPerOutputRow: Int = 8) {
        self.maxRowsPerOutputRow = max(1, maxRowsPerOutputRow)
        self.sourceWidth = max(1, sourceWidth)
        self.sourceHeight = max(1, sourceHeight)
        self.width = min(max(1, width), self.sourceWidth)
        self.height = min(max(1, height), self.sourceHeight)
        let sw = self.sourceWidth, w = self.width
        column = (0..<sw).map { Int32($0 * w / sw) }
        sums = [UInt64](repeating: 0, count: w * 5)
        pixels = [UInt8](repeating: 0, count: w * self.height * 4)
    }

    /// Whether every row was added.
    public var isComplete: Bool { rowsAdded >= sourceHeight }

    /// Adds the next input row: `sourceWidth` RGBA pixels. Rows past the last are ignored.
    public mutating func add(row: UnsafePointer<UInt8>) {
        guard rowsAdded < sourceHeight else { return }
        let target = rowsAdded * height / sourceHeight
        if target != currentRow { flush() ; currentRow = target }
        // The rows of this output row's box: ys..<ye (y·height / sourceHeight == target).
        let ys = (target * sourceHeight + height - 1) / height
        let ye = ((target + 1) * sourceHeight + height - 1) / height
        let n = ye - ys, k = rowsAdded - ys, taps = maxRowsPerOutputRow
        if n > taps, k > 0, k * taps / n == (k - 1) * taps / n {
            rowsAdded += 1
            if rowsAdded == sourceHeight { flush() }
            return
        }
        let sw = sourceWidth
        column.withUnsafeBufferPointer { column in
            sums.withUnsafeMutableBufferPointer { sums in
                for x in 0..<sw {
                    let s = Int(column[x]) * 5
                    let p = row + x * 4
                    let a = UInt64(p[3])
                    sums[s] &+= UInt64(p[0]) &* a
                    sums[s + 1] &+= UInt64(p[1]) &* a
                    sums[s + 2] &+= UInt64(p[2]) &* a
                    sums[s + 3] &+= a
                    sums[s + 4] &+= 1
                }
            }
        }
        rowsAdded += 1
        if rowsAdded == sourceHeight { flush() }
    }

    /// Writes the summed row `currentRow` to `pixels` and clears the sums.
    private mutating func flush() {
        let base = currentRow * width * 4
        let w = width
        sums.withUnsafeMutableBufferPointer { sums in
            pixels.withUnsafeMutableBufferPointer { out in
                for x in 0..<w {
                    let s = x * 5
                    let alpha = sums[s + 3], count = sums[s + 4]
                    guard count > 0 else { continue }
                    let o = base + x * 4
                    if alpha > 0 {
                        out[o] = UInt8((sums[s] + alpha / 2) / alpha)
                        out[o + 1] = UInt8((sums[s + 1] + alpha / 2) / alpha)
                        out[o + 2] = UInt8((sums[s + 2] + alpha / 2) / alpha)
                    } else {
                        out[o] = 0; out[o + 1] = 0; out[o + 2] = 0
                    }
                    out[o + 3] = UInt8((alpha + count / 2) / count)
                    for k in 0..<5 { sums[s + k] = 0 }
                }
            }
        }
    }
}
