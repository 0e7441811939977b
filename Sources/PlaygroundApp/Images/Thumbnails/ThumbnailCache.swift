import Foundation
import PlaygroundCore

/// The freedesktop.org thumbnail cache (Thumbnail Managing Standard 0.9.0,
/// https://specifications.freedesktop.org/thumbnail-spec/), shared with the desktop's file managers:
/// `$XDG_CACHE_HOME/thumbnails/{normal,large,x-large,xx-large}/MD5(URI).png`, at most 128, 256, 512 and 1024
/// pixels a side, PNGs whose `Thumb::URI` and `Thumb::MTime` text chunks say which file, as of which modification
/// time, they show. A thumbnail is used only when both match; it is stored upright (as GNOME's thumbnailers store
/// them, EXIF orientation applied).
struct ThumbnailCache: Sendable, Hashable {
    /// The `thumbnails` folder.
    let root: String

    /// The folders by size (spec §"Thumbnail Directory"), smallest first: name and the largest side in pixels.
    static let sizes: [(folder: String, side: Int)] = [("normal", 128), ("large", 256), ("x-large", 512),
                                                       ("xx-large", 1024)]

    /// $XDG_CACHE_HOME/thumbnails, or ~/.cache/thumbnails when XDG_CACHE_HOME is unset or empty or not absolute
    /// (XDG Base Directory Specification 0.8); nil without a home.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ThumbnailCache? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return ThumbnailCache(root: cache + "/thumbnails")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return ThumbnailCache(root: home + "/.cache/thumbnails")
    }

    /// The `file://` URI of `path` (made absolute, `.`, `..` and repeated slashes removed as GIO's
    /// g_canonicalize_filename does, links kept), escaped as GLib's g_filename_to_uri does, so the names match the
    /// file managers': bytes other than letters, digits and ``!$&'()*+,-./:=@_~`` become %XX (upper-case hex;
    /// glib/gconvert.c, UNSAFE_PATH). A name that is not UTF-8 keeps its bytes (%XX each).
    static func uri(forPath path: BytePath) -> String {
        var absolute = path.bytes
        if absolute.first != UInt8(ascii: "/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let cwd = getcwd(&buffer, buffer.count).map { _ in buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) } }
            absolute = (cwd ?? []) + [UInt8(ascii: "/")] + absolute
        }
        var components: [ArraySlice<UInt8>] = []
        for component in absolute.split(separator: UInt8(ascii: "/")) {
            if component.elementsEqual(".".utf8) { continue }
            if component.elementsEqual("..".utf8) { _ = components.popLast(); continue }
            components.append(component)
        }
        let allowed = Set("!$&'()*+,-./:=@_~".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var out = Array("file://".utf8)
        if components.isEmpty { out.append(UInt8(ascii: "/")) }
        for component in components {
            out.append(UInt8(ascii: "/"))
            for b in component {
                let isAlnum = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                if isAlnum || allowed.contains(b) { out.append(b) } else { out += [0x25, hex[Int(b >> 4)], hex[Int(b & 15)]] }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The file of `uri`'s thumbnail in `folder`.
    func path(uri: String, folder: String) -> String { "\(root)/\(folder)/\(MD5.hex(Array(uri.utf8))).png" }

    /// The size of the thumbnail of a `width`×`height` (upright) image in a folder of `side` pixels: scaled to fit
    /// `side`×`side`, never enlarged.
    static func thumbnailSize(width: Int, height: Int, side: Int) -> (width: Int, height: Int) {
        let s = min(1, Double(side) / Double(max(width, height)))
        return (max(1, Int(checked: (Double(width) * s).rounded())), max(1, Int(checked: (Double(height) * s).rounded())))
    }

    /// The folders whose thumbnail of a `width`×`height` image covers `target`, smallest first: the first is the
    /// one to write; any is fine to read. Empty when even 1024 pixels fall short (decode the original).
    static func folders(covering target: (width: Int, height: Int), width: Int, height: Int)
        -> [(folder: String, side: Int)] {
        sizes.filter { entry in
            let t = thumbnailSize(width: width, height: height, side: entry.side)
            return t.width >= target.width && t.height >= target.height
        }
    }

    /// The thumbnail of `uri` in `folder`, downscaled to `target`: nil when there is none, when its `Thumb::URI` or
    /// `Thumb::MTime` differ from `uri` and `mtime`, when it does not cover `target`, or when it is not a readable PNG
    /// (then the caller decodes the original and writes a new one over it), and when it is larger than its folder's
    /// side.
    func read(uri: String, mtime: Int, folder: String, target: (width: Int, height: Int)) -> RGBAImage? {
        // Through UserFile: a named pipe or a folder left where a thumbnail should be is skipped, never waited on.
        guard case .success(let fd) = UserFile.openForReading(BytePath(path(uri: uri, folder: folder))) else {
            return nil
        }
        defer { close(fd) }
        // A thumbnail is at most its folder's side (1024 pixels in xx-large): a larger one, planted or broken, is
        // refused from its header before its text chunks or pixels are read (issue 26: a 1,000,000×4000 one was
        // decoded in full).
        let side = Self.sizes.first { $0.folder == folder }?.side ?? Self.sizes[Self.sizes.count - 1].side
        guard let reader = try? PNGReader(fd: fd), reader.width <= side, reader.height <= side,
              reader.text("Thumb::URI") == uri,
              reader.text("Thumb::MTime") == String(mtime),
              reader.width >= target.width, reader.height >= target.height
        else { return nil }
        return try? reader.decode(to: ImageScale.downscaled(width: reader.width, height: reader.height,
                                                            toCover: target))
    }

    /// Writes `image` (upright, already at the folder's size) as `uri`'s thumbnail in `folder` through `AtomicFile`
    /// (a temporary file beside it, synced, renamed: a reader never sees half a thumbnail): folders made with mode
    /// 0700 and the file with 0600 (spec §"Thumbnail Directory", §"Creation of thumbnails": "the permissions of the
    /// thumbnail file should be set to 600").
    /// - Parameter original: the photo's upright size (`Thumb::Image::Width`/`Height`).
    func write(_ image: RGBAImage, uri: String, mtime: Int, folder: String, original: (width: Int, height: Int))
        throws(DecodeFailure) {
        let directory = root + "/" + folder
        var made = ""
        for component in directory.split(separator: "/") {
            made += "/" + component
            if mkdir(made, 0o700) != 0 && errno != EEXIST {
                throw DecodeFailure(reason: "cannot make \(made): \(UserFile.describe(errno: errno))")
            }
        }
        let texts = [
            ("Thumb::URI", uri), ("Thumb::MTime", String(mtime)),
            ("Thumb::Image::Width", String(original.width)), ("Thumb::Image::Height", String(original.height)),
            ("Software", "LayoutPlayground"),
        ]
        do {
            // Every byte and the fsync checked before the rename (issue 26, 5); 0600 whatever the umask; whatever
            // is at the path (a planted pipe too) is replaced.
            let bytes = try PNGWriter.encode(image, texts: texts), target = path(uri: uri, folder: folder)
            try AtomicFile.write(bytes, to: target, mode: 0o600, streams: false)
        } catch {
            throw DecodeFailure(reason: "\(error)")
        }
    }
}
