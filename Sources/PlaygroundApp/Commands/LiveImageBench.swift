import CSDL
import Foundation
import PlaygroundCore

/// `bench --live-images`: the window's image path under a steady scroll, in real time. Where `bench` loads every
/// image before a frame (so it times drawing, not loading), this run paces frames at 60 Hz by the clock and leaves
/// the images to the loader exactly as the window does (`want` the core's `imageRequests` each frame, two workers,
/// prefetch in the scroll direction, cancellation, at most `TextureCache.uploadBudget` of uploads a frame), while
/// the content scrolls at `speed` points per second of real time (a trackpad's 1:1 deltas, turning back at either
/// end). It measures what a user sees:
///
/// - the first screen, at rest: milliseconds until every image of the first frame is drawn (then the scroll starts);
/// - placeholders, during the scroll: for every image that came on screen after the first frame, how long it was
///   shown as a placeholder (its colour and number) before its photo: mean, 95th percentile (nearest rank), max, and
///   the share of images never shown as a placeholder;
/// - the sustained decode rate: images decoded per second during the scroll (from thumbnails or originals);
/// - frames while images load: the longest interval between frame starts during the first screen (after the first
///   frame, the renderer's start) and during the scroll, and how many exceeded 33 ms (two 60 Hz frames); the upload
///   time per frame while the first screen loads;
/// - EXIF thumbnails: how many were drawn first, and at most how many frames any image showed a bare placeholder
///   (no photo, no thumbnail) during the scroll.
///
/// A measurement, not a test: its figures depend on the machine (docs/benchmarks.md, "Photos").
struct LiveImageBench {
    static let fps = 60.0
    /// How long the first screen may take to fill before the scroll starts anyway.
    static let firstScreenLimit = 30.0

    var playground: Playground
    let offscreen: OffscreenRenderer
    let seconds: Double
    let speed: Double

    struct Result {
        var layout: String
        var items: Int
        var images: Int
        var speed: Double
        var seconds: Double
        var frames: Int
        var firstScreenMs: Double?
        var decoded: Int
        var decodesPerSecond: Double
        var imagesShown: Int
        var placeholderMs: (mean: Double, p95: Double, max: Double)
        var neverPlaceholder: Double
        var thumbnailsRead: Int
        var originalsDecoded: Int
        /// Until every image of the first frame had a texture (an EXIF thumbnail or its decode).
        var firstPaintMs: Double?
        var firstScreenFrameMaxMs: Double
        var scrollFrameMaxMs: Double
        var framesOver33Ms: Int
        var uploadMs: (mean: Double, max: Double)
        var placeholderFramesMax: Int
        var exifThumbnails: Int

        func json() -> JSON {
            func r(_ x: Double) -> JSON { .number((x * 10).rounded() / 10) }
            return .object([
                ("layout", .string(layout)), ("items", .number(Double(items))), ("images", .number(Double(images))),
                ("scrollSpeed", r(speed)), ("seconds", r(seconds)), ("frames", .number(Double(frames))),
                ("firstScreenMs", firstScreenMs.map(r) ?? .null), ("decoded", .number(Double(decoded))),
                ("decodesPerSecond", r(decodesPerSecond)), ("imagesShown", .number(Double(imagesShown))),
                ("placeholderMs", .object([("mean", r(placeholderMs.mean)), ("p95", r(placeholderMs.p95)),
                                           ("max", r(placeholderMs.max))])),
                ("neverPlaceholder", .number((neverPlaceholder * 1000).rounded() / 1000)),
                ("thumbnailsRead", .number(Double(thumbnailsRead))),
                ("originalsDecoded", .number(Double(originalsDecoded))),
                ("firstPaintMs", firstPaintMs.map(r) ?? .null), ("firstScreenFrameMaxMs", r(firstScreenFrameMaxMs)),
                ("scrollFrameMaxMs", r(scrollFrameMaxMs)), ("framesOver33Ms", .number(Double(framesOver33Ms))),
                ("uploadMsPerFrame", .object([("mean", r(uploadMs.mean)), ("max", r(uploadMs.max))])),
                ("placeholderFramesMax", .number(Double(placeholderFramesMax))),
                ("exifThumbnails", .number(Double(exifThumbnails))),
            ])
        }

        func table() -> String {
            [
                "bench --live-images \(layout) · \(Overlays.grouped(items)) items, \(Overlays.grouped(images)) images · "
                    + String(format: "%.0f points/s for %.1f s (%d frames)", speed, seconds, frames),
                "first screen: " + (firstScreenMs.map { String(format: "%.0f ms", $0) } ?? "not filled")
                    + (firstPaintMs.map { String(format: " (first paint %.0f ms)", $0) } ?? "")
                    + String(format: "; longest frame %.1f ms, uploads %.2f ms a frame (max %.2f)",
                             firstScreenFrameMaxMs, uploadMs.mean, uploadMs.max),
                String(format: "decoded during the scroll: %d images, %.1f a second (%d from thumbnails, %d originals)",
                       decoded, decodesPerSecond, thumbnailsRead, originalsDecoded),
                String(format: "images that came on screen: %d; placeholder ms mean %.1f, p95 %.1f, max %.1f;"
                       + " never a placeholder: %.1f %%", imagesShown, placeholderMs.mean, placeholderMs.p95,
                       placeholderMs.max, neverPlaceholder * 100),
                String(format: "bare placeholder at most %d frames; EXIF thumbnails drawn first: %d; longest scroll "
                       + "frame %.1f ms; frames over 33 ms: %d", placeholderFramesMax, exifThumbnails,
                       scrollFrameMaxMs, framesOver33Ms),
            ].joined(separator: "\n")
        }
    }

    mutating func run() -> Result {
        let clock = Clock()
        let renderer = offscreen.renderer
        let images = offscreen.images
        let axis = playground.scroller.axis
        let screen = Rect(origin: .zero, size: playground.viewport)
        let center = Point(x: playground.viewport.width / 2, y: playground.viewport.height / 2)
        var direction = 1.0

        var placeholderTime: [Int: Double] = [:]  // image → seconds shown as a placeholder (after the first frame)
        var firstFrame: Set<Int> = []
        var showingPlaceholder: [Int] = []
        var placeholderFrames: [Int: Int] = [:]   // image → frames drawn as a bare placeholder (after the first frame)
        var firstScreenMs: Double?
        var firstPaintMs: Double?
        var frames = 0
        var last = 0.0
        var start = clock.now
        var uploadTimes: [Double] = []
        var lastUpload = 0.0

        var warmedUp = false
        /// One frame as the window makes it: the core, the loader asked for the images, uploads, draw, present.
        func frame(at t: Double) -> DrawList {
            let list = playground.advance(to: t)
            images.cover(cells: list.largestCell)
            images.want(playground.imageRequests())
            if !warmedUp {  // as the window does in its first frame
                offscreen.drawer.warmUp()
                warmedUp = true
            }
            let uploadStart = clock.now
            images.upload()
            lastUpload = (clock.now - uploadStart) * 1000
            offscreen.drawer.draw(list)
            renderer.finish()
            SDL_RenderPresent(renderer.handle)
            return list
        }
        /// The images `list` draws on screen, front to back, each once.
        func onScreen(_ list: DrawList) -> [Int] {
            var seen = Set<Int>()
            return list.items.reversed().filter { $0.quad.isFinite && $0.quad.bounds.intersects(screen) }
                .compactMap(\.texture).filter { seen.insert($0).inserted }
        }

        // The first screen, at rest: frames paced at 60 Hz until every image of the first frame is drawn from
        // its decode (at most 30 s).
        let begin = clock.now
        let screenImages = onScreen(playground.advance(to: 0))
        var firstScreenFrameMax = 0.0, scrollFrameMax = 0.0, over33 = 0
        var lastFrameStart: Double?
        var loadingFrames = 0
        while clock.now - begin < Self.firstScreenLimit {
            let frameStart = clock.now
            // From the second interval on: the first frame is the renderer's start (fonts, first texture uploads).
            if let l = lastFrameStart, loadingFrames >= 2 {
                let interval = (frameStart - l) * 1000
                firstScreenFrameMax = max(firstScreenFrameMax, interval)
                if interval > 33 { over33 += 1 }
            }
            lastFrameStart = frameStart
            _ = frame(at: 0)
            uploadTimes.append(lastUpload)
            loadingFrames += 1
            if firstPaintMs == nil, screenImages.allSatisfy({ images.texture(for: $0) != nil || images.hasFailed($0) }) {
                firstPaintMs = (clock.now - begin) * 1000
            }
            if screenImages.allSatisfy({ (images.texture(for: $0) != nil && !images.isPreview($0)) || images.hasFailed($0) }) {
                firstScreenMs = (clock.now - begin) * 1000
                break
            }
            let next = begin + Double(loadingFrames) / Self.fps - clock.now
            if next > 0 { usleep(UInt32(checked: next * 1_000_000)) }
        }
        let firstScreenDecoded = images.progress.decoded
        let firstScreenSources = images.sources
        start = clock.now
        lastFrameStart = nil

        // Then the steady scroll, for `seconds` of real time (fewer frames than seconds · fps if they take longer).
        let frameLimit = Int(checked: (seconds * Self.fps).rounded())
        while frames < frameLimit {
            let t = clock.now - start
            guard t < seconds else { break }
            if let l = lastFrameStart {
                let interval = (t - l) * 1000
                scrollFrameMax = max(scrollFrameMax, interval)
                if interval > 33 { over33 += 1 }
            }
            lastFrameStart = t
            // What the previous frame showed as placeholders stayed on screen until now.
            for image in showingPlaceholder { placeholderTime[image, default: 0] += t - last }
            if frames > 0 {
                let range = playground.scroller.axisRange
                let position = playground.contentOffset[axis]
                if direction > 0, position >= range.upperBound - 1 { direction = -1 }
                if direction < 0, position <= range.lowerBound + 1 { direction = 1 }
                // Negative dy scrolls forward; fractional deltas are followed 1:1 (ScrollController.wheelStep a unit).
                let dy = -direction * speed * (t - last) / ScrollController.wheelStep
                playground.handle(InputEvent(time: t, .wheel(dx: 0, dy: dy, at: center)))
            }
            let shown = onScreen(frame(at: t))
            let waiting = shown.filter { images.texture(for: $0) == nil && !images.hasFailed($0) }
            if frames == 0 { firstFrame = Set(shown) }
            for image in shown where !firstFrame.contains(image) && placeholderTime[image] == nil {
                placeholderTime[image] = 0
            }
            showingPlaceholder = waiting.filter { !firstFrame.contains($0) }
            for image in showingPlaceholder { placeholderFrames[image, default: 0] += 1 }
            frames += 1
            last = t
            let next = Double(frames) / Self.fps - (clock.now - start)
            if next > 0 { usleep(UInt32(checked: next * 1_000_000)) }
        }

        let elapsed = clock.now - start
        let times = placeholderTime.values.map { $0 * 1000 }.sorted()
        let mean = times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count)
        let p95 = times.isEmpty ? 0 : Summary.nearestRank(times, percent: 95)
        let decoded = images.progress.decoded - firstScreenDecoded
        return Result(
            layout: playground.layoutName, items: playground.config.itemCount, images: images.progress.total,
            speed: speed, seconds: elapsed, frames: frames, firstScreenMs: firstScreenMs, decoded: decoded,
            decodesPerSecond: Double(decoded) / elapsed,
            imagesShown: times.count, placeholderMs: (mean, p95, times.last ?? 0),
            neverPlaceholder: times.isEmpty ? 1 : Double(times.filter { $0 == 0 }.count) / Double(times.count),
            thumbnailsRead: images.sources.thumbnails - firstScreenSources.thumbnails,
            originalsDecoded: images.sources.originals - firstScreenSources.originals,
            firstPaintMs: firstPaintMs, firstScreenFrameMaxMs: firstScreenFrameMax, scrollFrameMaxMs: scrollFrameMax,
            framesOver33Ms: over33,
            uploadMs: (uploadTimes.isEmpty ? 0 : uploadTimes.reduce(0, +) / Double(uploadTimes.count),
                       uploadTimes.max() ?? 0),
            placeholderFramesMax: placeholderFrames.values.max() ?? 0,
            exifThumbnails: images.sources.exifThumbnails - firstScreenSources.exifThumbnails)
    }
}
