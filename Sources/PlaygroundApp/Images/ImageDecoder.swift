import CSDL
import Foundation
import PlaygroundCore

/// Decodes an image file into an upright RGBA32 surface no larger than needed. Runs on any thread.
///
/// - JPEG: TurboJPEG at the smallest DCT scale that covers the target (`JPEGDecoder`).
/// - PNG: libpng row by row, downscaled as rows arrive (`PNGReader`): memory follows the output size.
/// - Other formats: SDL_image, whole, up to `wholeDecodeLimit` pixels; larger ones are refused in one line.
/// - With a thumbnail cache: a thumbnail that covers the target is used instead of the file, and decoding the file
///   writes one (`ThumbnailCache`).
/// EXIF orientation (from the header pass) is applied to the decoded pixels.
enum ImageDecoder {
    /// The most pixels any decode holds whole: 2²⁵ (32 M pixels, a 128 MiB RGBA image, 256 MiB with SDL's
    /// conversion copy). Formats that cannot be decoded at a reduced size (GIF, BMP, WebP, TGA, interlaced PNG)
    /// are refused above it, so a small file that unpacks to a huge image cannot take the memory.
    static let wholeDecodeLimit = 1 << 25
    /// The largest progressive JPEG decoded: libjpeg keeps its whole DCT coefficient array while decoding
    /// (128 bytes per 8×8 block and component: 3 bytes a pixel at 4:2:0), so 2²⁶ pixels (64 M) take ~192 MiB.
    static let progressiveLimit = 1 << 26

    /// What to decode and how large to keep it.
    struct Job: Sendable, Hashable {
        var index: Int
        var path: BytePath
        /// The area (pixels) the image must still cover after downscaling: the window's drawable size.
        var coverWidth: Int
        var coverHeight: Int
        /// The renderer's largest texture side.
        var maxSide: Int
        /// What the header pass found: format (nil: unrecognized), stored size, orientation and layout.
        var format: ImageFormat? = nil
        var storedWidth = 0
        var storedHeight = 0
        var metadata = ImageMetadata()
        /// The freedesktop.org thumbnail cache to read and write; nil with `--no-thumbnail-cache`.
        var thumbnails: ThumbnailCache? = nil
        /// Decode only the EXIF thumbnail (`metadata.exifThumbnail`), for a first paint.
        var preview = false
        /// How long the job waited in the loader's queue, milliseconds (for `DecodeLog`).
        var queuedMilliseconds = 0.0
    }

    /// The largest EXIF thumbnail used, pixels a side: DCF (JEITA CP-3461 §5.3.2) specifies 160×120; 640 (VGA)
    /// admits the larger ones some phones write, and refuses what is not a thumbnail.
    static let exifThumbnailMaxSide = 640
    /// How far an EXIF thumbnail's aspect ratio may be from the image's: 4 % (160×120 for 4000×3000 is exact; a
    /// 16:9 photo with a letterboxed 4:3 thumbnail would be drawn with black bars, so it is not used).
    static let exifThumbnailAspectTolerance = 0.04

    /// Decodes `job.path`; on failure, why (one line).
    /// - Parameter isCancelled: asked during long decodes; yes stops with `DecodeFailure.cancelled`.
    static func decode(_ job: Job, isCancelled: () -> Bool = { false }) -> Result<DecodedImage, DecodeFailure> {
        // Opened by the name's bytes, and only if it is (still) a regular file: a pipe would block the worker.
        let fd: Int32
        switch UserFile.openForReading(job.path) {
        case .success(let opened): fd = opened
        case .failure(let failure): return .failure(DecodeFailure(reason: failure.reason))
        }
        defer { close(fd) }
        let start = DecodeLog.isOn ? DecodeLog.now() : 0
        let stages = DecodeLog.Stages()
        let result: Result<DecodedImage, DecodeFailure>
        do {
            result = .success(try job.preview ? decodeExifThumbnail(job, fd: fd)
                : decode(job, fd: fd, isCancelled: isCancelled, stages: stages))
        } catch {
            result = .failure(error)
        }
        if DecodeLog.isOn {
            DecodeLog.line(job, result, milliseconds: (DecodeLog.now() - start) * 1000,
                           stages: [("queued", job.queuedMilliseconds)] + stages.list)
        }
        return result
    }

    /// The EXIF thumbnail of the JPEG open at `fd`, upright, as it is (a thumbnail is smaller than any cell: the
    /// renderer scales it up until the decode replaces it). Refused, never guessed at: a range outside the file,
    /// bytes that are not a whole JPEG (any libjpeg warning), larger than `exifThumbnailMaxSide` or than the image,
    /// or of another aspect ratio than the image's.
    static func decodeExifThumbnail(_ job: Job, fd: Int32) throws(DecodeFailure) -> DecodedImage {
        guard job.format == .jpeg, let range = job.metadata.exifThumbnail, job.storedWidth > 0, job.storedHeight > 0
        else { throw DecodeFailure(reason: "no EXIF thumbnail") }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, off_t(range.lowerBound)) }
        guard got == range.count, bytes.starts(with: [0xFF, 0xD8]) else {
            throw DecodeFailure(reason: "the EXIF thumbnail is cut short or not a JPEG")
        }
        guard let size = JPEGDecoder.size(of: bytes), size.width > 0, size.height > 0 else {
            throw DecodeFailure(reason: "the EXIF thumbnail has no JPEG header")
        }
        let maxSide = exifThumbnailMaxSide
        guard size.width <= min(maxSide, job.storedWidth), size.height <= min(maxSide, job.storedHeight) else {
            throw DecodeFailure(reason: "the EXIF thumbnail (\(size.width)×\(size.height)) is too large")
        }
        let aspect = Double(size.width) / Double(size.height)
        let imageAspect = Double(job.storedWidth) / Double(job.storedHeight)
        guard abs(aspect / imageAspect - 1) <= exifThumbnailAspectTolerance else {
            throw DecodeFailure(reason: "the EXIF thumbnail's aspect ratio is not the image's")
        }
        let orientation = job.metadata.orientation
        let image = try JPEGDecoder.decode(bytes, to: size, strict: true).image.upright(orientation)
        let shown = orientation.displaySize(width: job.storedWidth, height: job.storedHeight)
        let surface: Surface
        do { surface = try image.surface() } catch { throw DecodeFailure(reason: "\(error)") }
        return DecodedImage(surface: surface, naturalWidth: shown.width, naturalHeight: shown.height,
                            cover: (0, 0), isOpaque: true, source: .exifThumbnail)
    }

    /// Decodes the file open at `fd` (at its start), which is `job.path`.
    static func decode(_ job: Job, fd: Int32, isCancelled: () -> Bool,
                       stages: DecodeLog.Stages = DecodeLog.Stages()) throws(DecodeFailure) -> DecodedImage {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw DecodeFailure(reason: String(cString: strerror(errno))) }
        let orientation = job.metadata.orientation
        let stored = (width: job.storedWidth, height: job.storedHeight)
        let shown = orientation.displaySize(width: stored.width, height: stored.height)
        let cover = (width: job.coverWidth, height: job.coverHeight)
        let target = ImageScale.downscaled(width: shown.width, height: shown.height, toCover: cover,
                                           maxSide: job.maxSide)
        var how = ""
        func done(_ image: RGBAImage, _ source: DecodedImage.Source) throws(DecodeFailure) -> DecodedImage {
            let sized = image.downscaled(toWidth: target.width, height: target.height)
            stages.mark("downscale")
            let surface: Surface
            do { surface = try sized.surface() } catch { throw DecodeFailure(reason: "\(error)") }
            stages.mark("surface")
            return DecodedImage(surface: surface, naturalWidth: shown.width, naturalHeight: shown.height,
                                cover: cover, isOpaque: sized.isOpaque, source: source, how: how)
        }
        // The thumbnail cache: only for formats whose header gave a size, and images larger than a thumbnail.
        var writeTo: (folder: String, side: Int)?
        var uri = ""
        let mtime = Int(info.st_mtim.tv_sec)
        if let thumbnails = job.thumbnails, job.format != nil, shown.width > 0, shown.height > 0 {
            uri = ThumbnailCache.uri(forPath: job.path)
            let covering = ThumbnailCache.folders(covering: target, width: shown.width, height: shown.height)
            for entry in covering where max(shown.width, shown.height) > entry.side {
                if let hit = thumbnails.read(uri: uri, mtime: mtime, folder: entry.folder, target: target) {
                    stages.mark("thumbnail read")
                    return try done(hit, .thumbnail(entry.folder))
                }
            }
            if let first = covering.first, max(shown.width, shown.height) > first.side { writeTo = first }
            stages.mark("thumbnail lookup")
        }
        if isCancelled() { throw DecodeFailure.cancelled }
        // Decode at the thumbnail's size when one is to be written (it covers the target), else at the target.
        let want = writeTo.map { ThumbnailCache.thumbnailSize(width: shown.width, height: shown.height, side: $0.side) }
            ?? target
        let storedWant = orientation.swapsSides ? (want.height, want.width) : (want.width, want.height)
        let original = try decodeOriginal(job, fd: fd, size: Int(info.st_size), target: storedWant,
                                          isCancelled: isCancelled, how: &how, stages: stages)
        let decoded = original.upright(orientation)
        stages.mark("upright")
        var written: String?
        if let writeTo, let thumbnails = job.thumbnails {
            // A cache: failing to write one is not worth a warning per photo (a read-only cache folder).
            if (try? thumbnails.write(decoded, uri: uri, mtime: mtime, folder: writeTo.folder, original: shown)) != nil {
                written = writeTo.folder
            }
            stages.mark("thumbnail write")
        }
        return try done(decoded, .original(thumbnailWritten: written))
    }

    /// The file's pixels, stored orientation, downscaled to `target` (or smaller when the image is).
    private static func decodeOriginal(_ job: Job, fd: Int32, size: Int, target: (width: Int, height: Int),
                                       isCancelled: () -> Bool, how: inout String,
                                       stages: DecodeLog.Stages) throws(DecodeFailure) -> RGBAImage {
        let pixels = job.storedWidth * job.storedHeight
        switch job.format {
        case .jpeg:
            if job.metadata.isProgressive, pixels > progressiveLimit {
                throw DecodeFailure(reason: "a progressive JPEG of \(job.storedWidth)×\(job.storedHeight) needs memory "
                    + "in proportion to its size; refused above \(progressiveLimit >> 20) M pixels")
            }
            let bytes = try readAll(fd, size: size)
            stages.mark("read")
            if isCancelled() { throw DecodeFailure.cancelled }
            let (image, factor, scaled) = try JPEGDecoder.decode(bytes, to: target, stages: stages)
            how = "JPEG at \(factor.num)/\(factor.denom): \(scaled.width)×\(scaled.height)"
            return image
        case .png:
            how = "PNG row by row"
            return try PNGReader(fd: fd).decode(to: target, isCancelled: isCancelled)
        default:
            if pixels > wholeDecodeLimit {
                throw DecodeFailure(reason: "\(job.storedWidth)×\(job.storedHeight) is larger than "
                    + "\(wholeDecodeLimit >> 20) M pixels, the most decoded whole (only JPEG and PNG decode smaller)")
            }
            how = "SDL_image, whole"
            return try sdlDecode(job.path, target: target)
        }
    }

    /// The whole file (a JPEG: TurboJPEG decodes from memory).
    private static func readAll(_ fd: Int32, size: Int) throws(DecodeFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, size))
        var got = 0
        while got < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, $0.count - got) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw DecodeFailure(reason: "cannot read the file: \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            got += n
        }
        bytes.removeSubrange(got...)
        return bytes
    }

    /// SDL_image, whole, then downscaled: GIF, BMP, WebP, TGA and files whose header was not recognized.
    private static func sdlDecode(_ path: BytePath, target: (width: Int, height: Int)) throws(DecodeFailure)
        -> RGBAImage {
        let stream: UnsafeMutablePointer<SDL_RWops>
        switch UserFile.sdlStream(path) {
        case .success(let opened): stream = opened
        case .failure(let failure): throw DecodeFailure(reason: failure.reason)
        }
        let type = path.pathExtension  // TGA has no signature: SDL_image needs the extension, as IMG_Load has
        let (loadedRaw, printed) = LibraryMessages.shared.capturing { IMG_LoadTyped_RW(stream, 1, type) }
        guard let raw = loadedRaw else {
            // libpng's own words say more than SDL_image's "Error reading the PNG file.".
            throw DecodeFailure(reason: LibraryMessages.libpngError(in: printed) ?? sdlError())
        }
        let loaded = Surface(raw)
        let isOpaque = raw.pointee.format.pointee.Amask == 0 && SDL_HasColorKey(raw) == SDL_FALSE
        guard loaded.width > 0, loaded.height > 0 else { throw DecodeFailure(reason: "empty image") }
        guard loaded.width * loaded.height <= wholeDecodeLimit else {
            throw DecodeFailure(reason: "\(loaded.width)×\(loaded.height) is larger than \(wholeDecodeLimit >> 20) M pixels")
        }
        guard let converted = SDL_ConvertSurfaceFormat(raw, CSDL_PIXELFORMAT_RGBA32, 0).map(Surface.init) else {
            throw DecodeFailure(reason: sdlError())
        }
        let w = converted.width, h = converted.height, pitch = Int(converted.handle.pointee.pitch)
        var box = BoxDownscaler(sourceWidth: w, sourceHeight: h, width: min(target.width, w),
                                height: min(target.height, h))
        let base = converted.handle.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h { box.add(row: base + y * pitch) }
        return RGBAImage(pixels: box.pixels, width: box.width, height: box.height, isOpaque: isOpaque)
    }

    private static func sdlError() -> String {
        let text = String(cString: SDL_GetError())
        return text.isEmpty ? "unknown error" : text
    }
}
