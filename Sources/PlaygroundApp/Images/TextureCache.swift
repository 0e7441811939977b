import CSDL
import PlaygroundCore

/// The images as textures, on the main thread: asks the `ImageLoader` for the wanted images, turns decoded surfaces
/// into textures within a time budget per frame, and keeps them in an LRU cache bounded in bytes (w·h·4 each).
///
/// Images are decoded just large enough to cover the largest cell on screen (`DrawList.largestCell`, in pixels,
/// rounded up to 64), and never more than the drawable: a 1600×1200 photo in the grid's 180-point cells becomes a
/// 256×192 texture. Minifying a large texture is what costs most in a frame (texture reads miss the caches: with
/// OpenGL on llvmpipe a grid of 1280×960 textures draws in 16 ms, of 240×180 ones in 6 ms; docs/frame-benchmarks.md),
/// and small textures also let far more images stay cached. When cells grow by more than a quarter (a larger
/// window, a zoomed cell), the cover grows and images are decoded again at the new size, the old texture drawn
/// until the new one is ready.
/// An evicted image is decoded again when it is wanted again; a file that fails to decode is reported once
/// (one warning line) and never asked for again: its cells keep their placeholder.
///
/// A JPEG with an EXIF thumbnail (APP1, IFD1) is first drawn from it: the thumbnail jobs go ahead of every decode
/// in the loader's queue (a 160×120 JPEG of a few KB decodes in about a millisecond, a 12 MP photo in 45 ms even
/// at 1/8), and the decode replaces the thumbnail's texture when it is ready (docs/photos.md, "EXIF thumbnails").
///
/// Retains the renderer (so textures go before it) and owns the loader (whose workers stop in deinit, before SDL
/// can quit).
final class TextureCache {
    /// Default bound of the cache: 256 MiB (the default for `--texture-cache-mib`).
    static let defaultCapacityMiB = 256
    /// Upload budget per frame: 4 ms of the 16.7 ms a 60 Hz frame has. Measured in the window under Xvfb on the
    /// 2-core machine (docs/frame-benchmarks.md): making a texture takes 0.2–0.3 ms for a grid cell's 256×192
    /// photo and 1–1.7 ms for a card's 640×480 one (at most 2.6 ms), and presenting a frame 4–8 ms, so 4 ms of
    /// uploads keeps a frame well within 16.7 ms. At least one upload is made per frame, however long it takes, so
    /// loading always progresses.
    static let uploadBudget = 0.004

    let renderer: Renderer
    let library: ImageLibrary
    let capacity: Int
    /// The freedesktop.org thumbnail cache, read and written by the decoders; nil turns both off.
    let thumbnails: ThumbnailCache?
    private let loader: ImageLoader
    private let clock = Clock()

    private var lru: LRUCache<Int>
    private var textures: [Int: Texture] = [:]
    private var failed: Set<Int> = []
    private var warnedSize: Set<Int> = []
    private var everDecoded: Set<Int> = []
    /// Decoded, taken from the loader, not yet uploaded (over the frame's budget).
    private var ready: [ImageLoader.Answer] = []
    /// Images whose texture is their EXIF thumbnail (drawn until their decode replaces it).
    private var previews: Set<Int> = []
    /// Images whose EXIF thumbnail was tried (drawn, or refused: not tried again until evicted).
    private var previewTried: Set<Int> = []
    /// The last `want`'s admitted images and their priority (0 = most wanted).
    private var rank: [Int: Int] = [:]
    /// Uploads made in the last call of `upload`.
    private(set) var lastUploads = 0
    /// The area, in pixels, images are decoded to cover; and the cover each texture was made for.
    private(set) var cover: (width: Int, height: Int) = (0, 0)
    private var madeFor: [Int: (width: Int, height: Int)] = [:]
    /// The cover grows in steps of 64 pixels, and only by more than a quarter at a time, so cells that breathe
    /// (cards' side cards, a window resized by a few points) do not make every image decode again.
    static let coverStep = 64
    static let coverGrowth = 1.25

    /// - Parameter capacity: the cache's bound in bytes.
    init(renderer: Renderer, library: ImageLibrary, capacity: Int, workers: Int = ImageLoader.defaultWorkers,
         previewWorkers: Int = ImageLoader.defaultPreviewWorkers, thumbnails: ThumbnailCache? = nil) {
        self.renderer = renderer
        self.library = library
        self.capacity = capacity
        // The bundled images are small and not the user's: they stay out of the desktop's shared cache.
        self.thumbnails = library.isBundled ? nil : thumbnails
        lru = LRUCache(capacity: capacity)
        loader = ImageLoader(workers: workers, previewWorkers: previewWorkers)
    }

    deinit {
        loader.shutdown()
        ready.removeAll()
        textures.removeAll()
    }

    /// The texture of image `index`, or nil while it is not loaded (draw the placeholder).
    func texture(for index: Int) -> Texture? { textures[index] }

    /// Whether image `index` failed to decode (its cells keep their placeholder for good).
    func hasFailed(_ index: Int) -> Bool { failed.contains(index) }

    /// Images decoded at least once, images that failed, images in all.
    var progress: (decoded: Int, failed: Int, total: Int) { (everDecoded.count, failed.count, library.count) }

    /// Wanted images (the last `want`'s admitted ones: on screen, then one viewport ahead) with no texture yet that
    /// have not failed: 0 once every cell that can show its image does (the status file's `images.missing`).
    var missing: Int { rank.keys.count { textures[$0] == nil && !failed.contains($0) } }

    /// Bytes held by the textures.
    var bytesUsed: Int { lru.totalCost }

    /// How many decodes the loader started (each image once unless evicted and wanted again).
    var decodesStarted: Int { loader.decodesStarted }
    /// Whether the loader has nothing queued, in progress or waiting to be taken.
    var loaderIsIdle: Bool { loader.isIdle }

    /// Where the installed images came from: thumbnails read, originals decoded, thumbnails written, EXIF
    /// thumbnails drawn first.
    private(set) var sources = (thumbnails: 0, originals: 0, thumbnailsWritten: 0, exifThumbnails: 0)

    /// Whether image `index` is drawn from its EXIF thumbnail (its decode not in yet).
    func isPreview(_ index: Int) -> Bool { previews.contains(index) }

    /// Grows the cover for cells of `largest` points (`DrawList.largestCell`), within the drawable.
    func cover(cells largest: Size) {
        let (dw, dh) = renderer.outputSize
        func pixels(_ points: Double, _ limit: Int32) -> Int {
            let px = Int(checked: (points * renderer.scale).rounded(.up), in: 0...Int(limit))
            let stepped = (px + Self.coverStep - 1) / Self.coverStep * Self.coverStep
            return min(Int(limit), max(Self.coverStep, stepped))
        }
        let wanted = (width: pixels(largest.width, dw), height: pixels(largest.height, dh))
        if cover == (0, 0) || Double(wanted.width) > Double(cover.width) * Self.coverGrowth
            || Double(wanted.height) > Double(cover.height) * Self.coverGrowth {
            cover = (max(cover.width, wanted.width), max(cover.height, wanted.height))
        }
    }

    /// Whether image `index` has a texture made for a smaller cover than the current one.
    private func isStale(_ index: Int) -> Bool {
        guard let made = madeFor[index] else { return false }
        return made.width < cover.width || made.height < cover.height
    }

    /// The job for image `index`: cover `cover` (the drawable until a frame said otherwise), within the
    /// renderer's largest texture.
    private func job(_ index: Int) -> ImageDecoder.Job { job(index, preview: false) }

    private func job(_ index: Int, preview: Bool) -> ImageDecoder.Job {
        let target = effectiveCover
        let header = library.headers[index]
        return ImageDecoder.Job(index: index, path: library.path(index), coverWidth: target.width,
                                coverHeight: target.height, maxSide: renderer.maxTextureSide, format: header.format,
                                storedWidth: header.storedWidth, storedHeight: header.storedHeight,
                                metadata: header.metadata, thumbnails: thumbnails, preview: preview)
    }

    private var effectiveCover: (width: Int, height: Int) {
        if cover != (0, 0) { return cover }
        let (w, h) = renderer.outputSize
        return (Int(w), Int(h))
    }

    /// The bytes image `index` will take as a texture, from its header's size.
    private func expectedCost(_ index: Int) -> Int {
        let size = library.pixelSize(index)
        let scaled = ImageScale.downscaled(width: size.width, height: size.height, toCover: effectiveCover,
                                           maxSide: renderer.maxTextureSide)
        return ImageScale.textureBytes(width: scaled.width, height: scaled.height)
    }

    /// Says which images are wanted, most wanted first (`Playground.imageRequests`): only as many as the cache can
    /// hold are admitted (so a bound smaller than a screenful does not evict and decode the same images forever);
    /// they become the most recently used, so eviction takes others first; those not loaded are queued for the
    /// workers in that order, replacing the previous queue. With `previews`, the EXIF thumbnails of the images
    /// with no texture yet come first.
    func want(_ priorities: [Int], previews usePreviews: Bool = true) {
        let valid = priorities.filter { library.names.indices.contains($0) && !failed.contains($0) }
        let admitted = LRUCache<Int>.prefix(of: valid, fitting: capacity, cost: expectedCost)
        rank.removeAll(keepingCapacity: true)
        for (n, index) in admitted.enumerated() { rank[index] = n }
        for index in admitted.reversed() { lru.touch(index) }
        let waiting = Set(ready.filter { !$0.preview }.map(\.index))
        let missing = admitted.filter { (textures[$0] == nil || previews.contains($0)) && !waiting.contains($0) }
        let stale = admitted.filter { isStale($0) && !waiting.contains($0) }
        var firstPaint: [ImageDecoder.Job] = []
        if usePreviews {
            let waitingPreview = Set(ready.filter(\.preview).map(\.index))
            firstPaint = missing.filter {
                textures[$0] == nil && !previewTried.contains($0) && !waitingPreview.contains($0)
                    && library.headers[$0].metadata.exifThumbnail != nil && library.headers[$0].format == .jpeg
            }.map { job($0, preview: true) }
        }
        loader.want(firstPaint + (missing + stale).map(job))
    }

    /// Turns decoded images into textures, most wanted first, until `budget` seconds have passed (at least one).
    /// Images no longer wanted are dropped (decoded again if wanted again). Failures print their one warning here.
    /// - Returns: how many textures were made.
    @discardableResult
    func upload(budget: Double = TextureCache.uploadBudget) -> Int {
        ready += loader.takeFinished()
        let start = clock.now
        var made = 0
        var kept: [ImageLoader.Answer] = []
        // EXIF thumbnails first (a fraction of a millisecond each), then by rank.
        ready.sort { ($0.preview ? 0 : 1, rank[$0.index] ?? .max) < ($1.preview ? 0 : 1, rank[$1.index] ?? .max) }
        for answer in ready {
            switch answer.outcome {
            case .failure(let failure):
                // A refused EXIF thumbnail is not worth a line: the decode follows.
                if answer.preview { previewTried.insert(answer.index) } else { fail(answer.index, failure) }
            case .success(let image):
                if answer.preview {
                    previewTried.insert(answer.index)
                    guard rank[answer.index] != nil, textures[answer.index] == nil else { continue }
                } else {
                    guard rank[answer.index] != nil,
                          textures[answer.index] == nil || isStale(answer.index) || previews.contains(answer.index)
                    else { continue }
                }
                guard made == 0 || clock.now - start < budget else {
                    kept.append(answer)
                    continue
                }
                install(answer.index, image)
                made += 1
            }
        }
        ready = kept
        lastUploads = made
        return made
    }

    /// The synchronous path (render, replay --frames, bench): loads every image of `indices` that the cache can
    /// hold, waiting for the workers, before returning. Deterministic: whatever order the workers finish in, the
    /// textures are made in priority order, and the most wanted ends up the most recently used.
    func loadNow(_ indices: [Int]) {
        want(indices, previews: false)
        let admitted = rank.sorted { $0.value < $1.value }.map(\.key)
        var waiting = Set(admitted.filter {
            (textures[$0] == nil || isStale($0) || previews.contains($0)) && !failed.contains($0)
        })
        waiting.subtract(ready.filter { !$0.preview }.map(\.index))
        while !waiting.isEmpty {
            let answers = loader.waitForFinished()
            if answers.isEmpty, loader.isIdle {
                // Nothing in progress can answer (an earlier answer was dropped as unwanted): ask again.
                loader.want(admitted.filter(waiting.contains).map(job))
            }
            ready += answers
            waiting.subtract(answers.filter { !$0.preview }.map(\.index))
        }
        upload(budget: .infinity)
        for index in admitted.reversed() { lru.touch(index) }
    }

    private func install(_ index: Int, _ image: DecodedImage) {
        let natural = library.pixelSize(index)
        if (image.naturalWidth, image.naturalHeight) != natural, warnedSize.insert(index).inserted {
            Diagnostics.warn("\(library.names[index]): decoded \(image.naturalWidth)×\(image.naturalHeight), header "
                + "says \(natural.width)×\(natural.height); laid out with the header's size")
        }
        let texture: Texture
        do { texture = try Texture(renderer: renderer, surface: image.surface, isOpaque: image.isOpaque) } catch {
            fail(index, DecodeFailure(reason: "\(error)"))
            return
        }
        textures[index] = texture
        switch image.source {
        case .exifThumbnail:
            // Not made for any cover: the decode replaces it whatever the cover.
            previews.insert(index)
            madeFor.removeValue(forKey: index)
            sources.exifThumbnails += 1
        case .thumbnail:
            sources.thumbnails += 1
        case .original(let written):
            sources.originals += 1
            if written != nil { sources.thumbnailsWritten += 1 }
        }
        if image.source != .exifThumbnail {
            previews.remove(index)
            madeFor[index] = image.cover
            everDecoded.insert(index)
        }
        for evicted in lru.insert(index, cost: texture.bytes) {
            textures.removeValue(forKey: evicted)
            madeFor.removeValue(forKey: evicted)
            previews.remove(evicted)
            previewTried.remove(evicted)
        }
    }

    private func fail(_ index: Int, _ failure: DecodeFailure) {
        guard failed.insert(index).inserted else { return }
        rank.removeValue(forKey: index)
        Diagnostics.warn("cannot decode \(library.names[index]): \(failure.reason); drawn as a placeholder")
    }
}
