import Foundation

/// Encodes frames to MP4, GIF or WebP through an `ffmpeg` child process (Debian's `ffmpeg` package): raw RGBA
/// frames are piped to its standard input at a constant frame rate, and it writes a temporary file beside the
/// target, renamed over it when the encoding succeeds (like `AtomicFile`). Used by `replay --video` (on the main
/// thread) and by the window's recorder (on its writer thread); one encoder is used by one thread at a time.
///
/// ```
/// let encoder = try VideoEncoder(path: "out.gif", width: 1280, height: 800, fps: 25, scale: 0.5)
/// try encoder.write(surface)   // once per frame, each 1280×800 RGBA32
/// try encoder.finish()         // out.gif: 640×400, one frame per write
/// ```
final class VideoEncoder {
    enum Format: String, CaseIterable {
        case mp4, gif, webp

        /// From a path's extension (case-insensitive), or a one-line error naming the three.
        init(path: String) throws {
            let ext = (path as NSString).pathExtension.lowercased()
            guard let format = Format(rawValue: ext) else {
                throw CLIError("the video \(path) must end in .mp4, .gif or .webp")
            }
            self = format
        }

        /// Frames per second when none is given. MP4: 60, the window's rate (WindowLoop.frameBudget). GIF: 25,
        /// because GIF delays are whole hundredths of a second (4 cs = 25 fps exactly) and browsers slow delays
        /// under 2 cs down to 10 cs (GIF89a §23 "Delay Time"; Chromium, Firefox clamp). WebP: 30, half the size of
        /// 60 for the same motion a README needs.
        var defaultFPS: Double {
            switch self {
            case .mp4: 60
            case .gif: 25
            case .webp: 30
            }
        }
    }

    /// Encoder speed: `.realtime` for the window (libx264 `ultrafast`, so a 2-core machine keeps up), `.quality`
    /// for a replay, which may take as long as it needs (libx264 `medium`, its default).
    enum Speed { case realtime, quality }

    let path: String
    let format: Format
    /// Input frames, pixels.
    let width: Int, height: Int
    /// The video's frame size, pixels (the input scaled; even for MP4, whose yuv420p halves chroma).
    let outputWidth: Int, outputHeight: Int
    let fps: Double
    private(set) var framesWritten = 0

    private let ffmpeg: ChildProcess.Running
    private var input: FileHandle { ffmpeg.input }
    /// What ffmpeg is told to write: our descriptor of the temporary file, `/proc/PID/fd/N`.
    private let temporary: String
    private let temporaryFile: Int32
    private let temporaryName: [UInt8]
    private let target: SafePath.Target
    private var finished = false

    /// Starts `ffmpeg`. Throws a one-line error when it is not installed or cannot start.
    /// - Parameters:
    ///   - width, height: the frames' size, pixels.
    ///   - fps: frames per second of the video (each `write` is one frame).
    ///   - scale: the video's size relative to the frames' (0.05…4).
    ///   - pixelFormat: ffmpeg's name for the frames' layout: `rgba` (RGBA32), or `bgra` (ARGB8888 on a
    ///     little-endian machine: bytes B, G, R, A).
    init(path: String, width: Int, height: Int, fps: Double, scale: Double = 1, speed: Speed = .quality,
         pixelFormat: String = "rgba") throws {
        format = try Format(path: path)
        guard fps >= 1, fps <= 240 else { throw CLIError("--fps must be 1…240, got \(fps)") }
        guard scale >= 0.05, scale <= 4 else { throw CLIError("--scale must be 0.05…4, got \(scale)") }
        guard let ffmpeg = Self.ffmpegPath() else {
            throw CLIError("ffmpeg is not installed (it encodes the video): sudo apt-get install ffmpeg")
        }
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        var w = max(2, Int(checked: (Double(width) * scale).rounded()))
        var h = max(2, Int(checked: (Double(height) * scale).rounded()))
        if format == .mp4 {
            w -= w % 2
            h -= h % 2
        }
        outputWidth = w
        outputHeight = h
        // The folder first: ffmpeg would fail on its temporary file, and the user would read that name and
        // "Broken pipe" (issue 26, 12).
        let folder = BytePath(path).parent
        if let reason = UserFile.kind(of: folder) != S_IFDIR
            ? (UserFile.kind(of: folder) == nil ? "the folder \(folder.display) does not exist"
                : "\(folder.display) is not a folder")
            : folder.withCString({ access($0, W_OK) }) != 0 ? "the folder \(folder.display): \(UserFile.describe(errno: errno))"
            : nil {
            throw CLIError("cannot write \(BytePath(path).display): \(reason)")
        }
        // The temporary file is ours, made by the one safe write path (issue 38, severe 2): the target's folder
        // walked by `SafePath` (another user's link is never followed), the file created with O_EXCL | O_NOFOLLOW
        // under an unpredictable name, and ffmpeg writes through our descriptor (`/proc/PID/fd/N`), never a name
        // another user could plant a link at. The replaced file's mode is kept.
        let target: SafePath.Target
        do { target = try AtomicFile.target(path) } catch { throw CLIError("\(error)") }
        let temporaryName = SafePath.temporaryName(for: target.name)
        let keptMode = target.existing.flatMap { $0.st_mode & S_IFMT == S_IFREG ? $0.st_mode & 0o7777 : nil }
        do { temporaryFile = try SafePath.createExclusive(temporaryName, in: target.folder, mode: keptMode) } catch {
            throw CLIError("cannot write \(BytePath(path).display): \(error)")
        }
        self.target = target
        self.temporaryName = temporaryName
        temporary = "/proc/\(getpid())/fd/\(temporaryFile)"
        AtomicFile.removeStaleTemporaries(for: path)

        let arguments = Self.arguments(format: format, pixelFormat: pixelFormat, width: width, height: height, fps: fps,
                                       outputWidth: w, outputHeight: h, speed: speed, output: temporary)
        do { self.ffmpeg = try ChildProcess.start(ffmpeg, arguments) } catch {
            _ = BytePath(bytes: temporaryName).withCString { unlinkat(target.folder, $0, 0) }
            close(temporaryFile)
            throw CLIError("cannot start ffmpeg (\(ffmpeg)): \(error.reason)")
        }
    }

    deinit {
        if !finished { cancel() }
    }

    /// `ffmpeg` on PATH, or nil.
    static func ffmpegPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// ffmpeg's command line: raw RGBA frames on standard input, the encoded file out.
    ///
    /// - MP4: H.264 (libx264), yuv420p (what browsers and players take), CRF 20 (visually lossless for UI at this
    ///   size; x264's default is 23), `+faststart` so a browser can play it while it loads.
    /// - GIF: one palette generated from every frame (`palettegen`, 256 colours, `stats_mode=diff` weighting what
    ///   moves), applied with ordered Bayer dithering (`bayer_scale=3`): photos do not band, and unlike error
    ///   diffusion the dither pattern stays still between frames, so `diff_mode=rectangle` keeps only what changed.
    ///   Loops forever.
    /// - WebP: libwebp's animated encoder, lossy at quality 80, looping forever.
    static func arguments(format: Format, pixelFormat: String = "rgba", width: Int, height: Int, fps: Double, outputWidth: Int, outputHeight: Int,
                          speed: Speed, output: String) -> [String] {
        let rate = fps == fps.rounded() ? String(Int(checked: fps)) : String(fps)
        var args = ["-hide_banner", "-loglevel", "error", "-y",
                    "-f", "rawvideo", "-pixel_format", pixelFormat, "-video_size", "\(width)x\(height)",
                    "-framerate", rate, "-i", "pipe:0"]
        // Lanczos when shrinking (sharp text, no aliasing); at 1:1 the filter only converts.
        let scale = "scale=\(outputWidth):\(outputHeight):flags=lanczos"
        switch format {
        case .mp4:
            args += ["-vf", "\(scale),format=yuv420p", "-c:v", "libx264",
                     "-preset", speed == .realtime ? "ultrafast" : "medium", "-crf", "20",
                     "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            args += ["-filter_complex",
                     "[0:v]\(scale),split[a][b];[a]palettegen=max_colors=256:stats_mode=diff[p];"
                        + "[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle",
                     "-loop", "0", "-f", "gif"]
        case .webp:
            args += ["-vf", scale, "-c:v", "libwebp_anim", "-quality", "80", "-loop", "0", "-f", "webp"]
        }
        return args + [output]
    }

    /// Pipes one frame (`width`×`height`, in the `pixelFormat` given) to ffmpeg, `count` times (a frame held on screen that long).
    func write(_ surface: Surface, count: Int = 1) throws {
        guard surface.width == width, surface.height == height else {
            throw CLIError("a \(surface.width)×\(surface.height) frame for a \(width)×\(height) video")
        }
        let s = surface.handle.pointee
        let rowBytes = width * 4
        let pitch = Int(s.pitch)
        let base = s.pixels.assumingMemoryBound(to: UInt8.self)
        for _ in 0..<count {
            if pitch == rowBytes {
                try writeAll(base, rowBytes * height)
            } else {
                for y in 0..<height { try writeAll(base + y * pitch, rowBytes) }
            }
            framesWritten += 1
        }
    }

    /// Writes to ffmpeg's standard input: a reader gone is an error (EPIPE), not the end of the process
    /// (`ChildProcess.writeAll`).
    private func writeAll(_ bytes: UnsafePointer<UInt8>, _ count: Int) throws {
        if let error = ChildProcess.writeAll(input.fileDescriptor, bytes, count) {
            throw failure("ffmpeg stopped reading frames (\(String(cString: strerror(error))))")
        }
    }

    /// Ends the stream, waits for ffmpeg and renames the file into place; a one-line error (ffmpeg's last words)
    /// when it failed.
    func finish() throws {
        guard !finished else { return }
        finished = true
        let status = ffmpeg.finish()
        _ = ffmpeg.errors
        guard status == 0, framesWritten > 0 else {
            removeTemporary()
            throw CLIError(framesWritten == 0 ? "no frames to encode for \(path)" : failureMessage())
        }
        let synced = fsync(temporaryFile) == 0 ? nil : UserFile.describe(errno: errno)
        let renamed = BytePath(bytes: temporaryName).withCString { t in
            target.withName { renameat(target.folder, t, target.folder, $0) }
        }
        if let reason = synced ?? (renamed == 0 ? nil : UserFile.describe(errno: errno)) {
            removeTemporary()
            throw CLIError("cannot write \(BytePath(path).display): \(reason)")
        }
        close(temporaryFile)
    }

    /// Removes the temporary file (by its name in the folder we opened) and closes our descriptor of it.
    private func removeTemporary() {
        _ = BytePath(bytes: temporaryName).withCString { unlinkat(target.folder, $0, 0) }
        close(temporaryFile)
    }

    /// Stops ffmpeg and removes its partial file.
    func cancel() {
        finished = true
        ffmpeg.cancel()
        removeTemporary()
    }

    private func failure(_ what: String) -> CLIError {
        cancel()
        return CLIError(failureMessage(what))
    }

    private func failureMessage(_ what: String = "ffmpeg failed") -> String {
        // ffmpeg names the temporary file it writes; the user knows only `path`.
        let last = ffmpeg.errors.split(separator: "\n").last.map { $0.replacingOccurrences(of: temporary, with: path) }
        return "\(what) writing \(path)" + (last.map { ": \($0)" } ?? "")
    }
}
