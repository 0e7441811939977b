import Foundation
internal import PlaygroundCore
// Implementation-only, unlike the core's `internal import`: a user's compiled layout file imports UIKit and must not
// need this C module's map (clients of a module built without library evolution load its internal imports); no
// type of it appears outside this file's bodies (the face is held as a raw pointer).
@_implementationOnly import CTextShaping

/// One font file opened for measuring (FreeType + HarfBuzz, `Sources/CTextShaping`), shared by every `UIFont` of
/// that file: vertical metrics and shaped advances in em, so any point size scales them linearly (unhinted).
/// The renderer draws with SDL2_ttf from the same file (docs/cells.md, "Text"), so what is measured here is what
/// is drawn.
///
///     let face = PlaygroundTypeface.face(at: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
///     face?.characterWidths(of: "Hi")   // [0.72…, 0.26…] em
///
/// Thread-safe: a face is used under its lock (FreeType faces and HarfBuzz buffers are not).
package final class PlaygroundTypeface: @unchecked Sendable {
    package let path: String
    package let metrics: PlaygroundFontMetrics
    /// The CTSFace (a raw pointer: no C type in a stored property; see the import).
    private let raw: UnsafeMutableRawPointer
    private var handle: UnsafeMutablePointer<CTSFace> { raw.assumingMemoryBound(to: CTSFace.self) }
    private let lock = NSLock()
    /// Character widths of strings measured before (em), at most `cacheLimit` strings, dropped all at once when full.
    private var widthCache: [String: [Double]] = [:]
    static let cacheLimit = 4096

    /// Whether this is the emoji font itself (whose characters are not looked up again).
    private let isEmojiFace: Bool

    private init(path: String, handle: UnsafeMutablePointer<CTSFace>) {
        self.path = path
        isEmojiFace = path == PlaygroundFontFiles.emojiFontFile
        raw = UnsafeMutableRawPointer(handle)
        let m = cts_metrics(handle)
        metrics = PlaygroundFontMetrics(ascender: m.ascender, descender: m.descender, lineGap: max(0, m.lineGap),
                          capHeight: m.capHeight, xHeight: m.xHeight)
    }

    deinit { cts_close(handle) }

    nonisolated(unsafe) private static var faces: [String: PlaygroundTypeface?] = [:]
    private static let facesLock = NSLock()

    /// The face of the font file at `path`, opened once per process; nil when it is missing or unreadable.
    package static func face(at path: String) -> PlaygroundTypeface? {
        facesLock.lock(); defer { facesLock.unlock() }
        if let known = faces[path] { return known }
        let face = cts_open(path).map { PlaygroundTypeface(path: path, handle: $0) }
        faces[path] = face
        return face
    }

    /// The advance of each Character of `text` in em, shaped as one run (kerning and ligatures included; a
    /// ligature's advance counts for the first character it covers).
    package func characterWidths(of text: String) -> [Double] {
        lock.lock(); defer { lock.unlock() }
        if let known = widthCache[text] { return known }
        var widths = shape(text)
        if EmojiFallback.containsEmoji(text), !isEmojiFace {
            // Emoji characters come from the emoji font (the drawing falls back likewise).
            for (i, c) in text.enumerated() where EmojiFallback.isEmoji(c) { widths[i] = Self.emojiWidth(of: c) }
        }
        if widthCache.count >= Self.cacheLimit { widthCache.removeAll(keepingCapacity: true) }
        widthCache[text] = widths
        return widths
    }

    /// The advance of each emoji character in em, from the emoji font (`EmojiFallback`): its strike's advance, as
    /// drawn; 1 em (a square placeholder) without the font.
    package static func emojiWidth(of c: Character) -> Double {
        guard let file = PlaygroundFontFiles.emojiFontFile, let face = face(at: file) else { return 1 }
        return face.width(of: String(c))
    }

    /// The advance of all of `text`, em.
    package func width(of text: String) -> Double { characterWidths(of: text).reduce(0, +) }

    private func shape(_ text: String) -> [Double] {
        var utf8 = Array(text.utf8)
        guard !utf8.isEmpty else { return [] }
        // Where each Character starts, in bytes.
        var starts: [Int] = []
        var offset = 0
        for c in text {
            starts.append(offset)
            offset += c.utf8.count
        }
        var capacity = utf8.count + 8
        var clusters = [UInt32](repeating: 0, count: capacity)
        var advances = [Double](repeating: 0, count: capacity)
        var count = Int(cts_shape(handle, &utf8, Int32(utf8.count), &clusters, &advances, Int32(capacity)))
        if count > capacity {
            capacity = count
            clusters = [UInt32](repeating: 0, count: capacity)
            advances = [Double](repeating: 0, count: capacity)
            count = Int(cts_shape(handle, &utf8, Int32(utf8.count), &clusters, &advances, Int32(capacity)))
        }
        var widths = [Double](repeating: 0, count: starts.count)
        for g in 0..<min(count, capacity) {
            // The character whose byte range holds the glyph's cluster.
            var lo = 0, hi = starts.count - 1
            let cluster = Int(clusters[g])
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= cluster { lo = mid } else { hi = mid - 1 }
            }
            widths[lo] += advances[g]
        }
        return widths
    }
}

/// Vertical metrics in em: hhea's ascender (positive), descender (negative) and line gap, OS/2's cap and x
/// heights.
package struct PlaygroundFontMetrics: Hashable, Sendable {
    package var ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double
}

