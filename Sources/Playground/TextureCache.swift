import CSDL
import PlaygroundCore

/// The images as textures, on the main thread: asks the `ImageLoader` for the wanted images, turns decoded surfaces
/// into textures within a time budget per frame, and keeps them in an LRU cache bounded in bytes (w·h·4 each).
/// An evicted image is decoded again when it is wanted again; a file that fails to decode is reported once
/// (one warning line) and never asked for again: its cells keep their placeholder.
///
/// Retains the renderer (so textures go before it) and owns the loader (whose workers stop in deinit, before SDL
/// can quit).
final class TextureCache {
    /// Default bound of the cache: 256 MiB (the default for `--texture-cache-mib`).
    static let defaultCapacityMiB = 256
    /// Upload budget per frame: 4 ms of the 16.7 ms a 60 Hz frame has. Measured on the 2-core machine under Xvfb
    /// (docs/frame-benchmarks.md): turning a 1280×960 RGBA surface into a texture takes about 1 ms with OpenGL
    /// (llvmpipe) and 0.5 ms with the software renderer, and drawing a frame 3–6 ms, so 4 ms leaves room to stay
    /// within a frame. At least one upload is made per frame, however long it takes, so loading always progresses.
    static let uploadBudget = 0.004

    let renderer: Renderer
    let library: ImageLibrary
    let capacity: Int
    private let loader: ImageLoader
    private let clock = Clock()

    private var lru: LRUCache<Int>
    private var textures: [Int: Texture] = [:]
    private var failed: Set<Int> = []
    private var warnedSize: Set<Int> = []
    private var everDecoded: Set<Int> = []
    /// Decoded, taken from the loader, not yet uploaded (over the frame's budget).
    private var ready: [(index: Int, outcome: ImageLoader.Outcome)] = []
    /// The last `want`'s admitted images and their priority (0 = most wanted).
    private var rank: [Int: Int] = [:]
    /// Uploads made in the last call of `upload`.
    private(set) var lastUploads = 0

    /// - Parameter capacity: the cache's bound in bytes.
    init(renderer: Renderer, library: ImageLibrary, capacity: Int, workers: Int = ImageLoader.defaultWorkers) {
        self.renderer = renderer
        self.library = library
        self.capacity = capacity
        lru = LRUCache(capacity: capacity)
        loader = ImageLoader(workers: workers)
    }

    deinit {
        loader.shutdown()
        ready.removeAll()
        textures.removeAll()
    }

    /// The texture of image `index`, or nil while it is not loaded (draw the placeholder).
    func texture(for index: Int) -> Texture? { textures[index] }

    /// Images decoded at least once, images that failed, images in all.
    var progress: (decoded: Int, failed: Int, total: Int) { (everDecoded.count, failed.count, library.count) }

    /// Bytes held by the textures.
    var bytesUsed: Int { lru.totalCost }

    /// How many decodes the loader started (each image once unless evicted and wanted again).
    var decodesStarted: Int { loader.decodesStarted }

    /// The job for image `index`: cover the drawable (in pixels), within the renderer's largest texture.
    private func job(_ index: Int) -> ImageDecoder.Job {
        let (w, h) = renderer.outputSize
        return ImageDecoder.Job(index: index, path: library.path(index), coverWidth: Int(w), coverHeight: Int(h),
                                maxSide: renderer.maxTextureSide)
    }

    /// The bytes image `index` will take as a texture, from its header's size.
    private func expectedCost(_ index: Int) -> Int {
        let (w, h) = renderer.outputSize
        let size = library.pixelSize(index)
        let scaled = ImageScale.downscaled(width: size.width, height: size.height, toCover: (Int(w), Int(h)),
                                           maxSide: renderer.maxTextureSide)
        return ImageScale.textureBytes(width: scaled.width, height: scaled.height)
    }

    /// Says which images are wanted, most wanted first (`Playground.imageRequests`): only as many as the cache can
    /// hold are admitted (so a bound smaller than a screenful does not evict and decode the same images forever);
    /// they become the most recently used, so eviction takes others first; those not loaded are queued for the
    /// workers in that order, replacing the previous queue.
    func want(_ priorities: [Int]) {
        let valid = priorities.filter { library.names.indices.contains($0) && !failed.contains($0) }
        let admitted = LRUCache<Int>.prefix(of: valid, fitting: capacity, cost: expectedCost)
        rank.removeAll(keepingCapacity: true)
        for (n, index) in admitted.enumerated() { rank[index] = n }
        for index in admitted.reversed() { lru.touch(index) }
        let waiting = Set(ready.map(\.index))
        loader.want(admitted.filter { textures[$0] == nil && !waiting.contains($0) }.map(job))
    }

    /// Turns decoded images into textures, most wanted first, until `budget` seconds have passed (at least one).
    /// Images no longer wanted are dropped (decoded again if wanted again). Failures print their one warning here.
    /// - Returns: how many textures were made.
    @discardableResult
    func upload(budget: Double = TextureCache.uploadBudget) -> Int {
        ready += loader.takeFinished()
        let start = clock.now
        var made = 0
        var kept: [(index: Int, outcome: ImageLoader.Outcome)] = []
        ready.sort { (rank[$0.index] ?? .max) < (rank[$1.index] ?? .max) }
        for answer in ready {
            switch answer.outcome {
            case .failure(let failure):
                fail(answer.index, failure)
            case .success(let image):
                guard rank[answer.index] != nil, textures[answer.index] == nil else { continue }
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
        want(indices)
        let admitted = rank.sorted { $0.value < $1.value }.map(\.key)
        var waiting = Set(admitted.filter { textures[$0] == nil && !failed.contains($0) })
        waiting.subtract(ready.map(\.index))
        while !waiting.isEmpty {
            let answers = loader.waitForFinished()
            if answers.isEmpty, loader.isIdle {
                // Nothing in progress can answer (an earlier answer was dropped as unwanted): ask again.
                loader.want(admitted.filter(waiting.contains).map(job))
            }
            ready += answers
            waiting.subtract(answers.map(\.index))
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
        do { texture = try Texture(renderer: renderer, surface: image.surface) } catch {
            fail(index, DecodeFailure(reason: "\(error)"))
            return
        }
        textures[index] = texture
        everDecoded.insert(index)
        for evicted in lru.insert(index, cost: texture.bytes) { textures.removeValue(forKey: evicted) }
    }

    private func fail(_ index: Int, _ failure: DecodeFailure) {
        guard failed.insert(index).inserted else { return }
        rank.removeValue(forKey: index)
        Diagnostics.warn("cannot decode \(library.names[index]): \(failure.reason); drawn as a placeholder")
    }
}
