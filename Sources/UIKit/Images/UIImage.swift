import Foundation
internal import PlaygroundCore

/// An image: a file found by name (`UIImage(named:)`), one of the playground's photos (an image cell's picture), or
/// an SF Symbol drawn as a placeholder (`UIImage(systemName:)`). Drawn by `UIImageView` (docs/cells.md); its pixels
/// are decoded at the edge, never here.
///
///     UIImage(named: "avatar")             // avatar.png (or .jpg…) in the images folder beside the layout file
///     UIImage(systemName: "star.fill")     // a placeholder the size of a 17-point symbol
open class UIImage: NSObject, @unchecked Sendable {
    /// Points (pixels / scale).
    public let size: CGSize
    public let scale: CGFloat
    /// Where the pixels come from.
    package enum PlaygroundSource: Hashable, Sendable {
        case file(String)
        case photo(Int)
        case symbol(String)
        /// `UIImage()`: no pixels.
        case empty
    }
    package let playgroundSource: PlaygroundSource
    /// The configuration it was made with (UIImage+SymbolConfiguration.swift).
    package var playgroundConfiguration: UIImage.Configuration?

    package init(source: PlaygroundSource, size: CGSize, scale: CGFloat = 1) {
        playgroundSource = source
        self.size = size
        self.scale = scale
        super.init()
    }

    /// Folders searched by `UIImage(named:)`, first first: the images folder beside the layout file (`images/`, then
    /// `Images/`, then the layout's folder itself), set by the playground when it loads a layout file.
    nonisolated(unsafe) package static var playgroundImageFolders: [String] = []
    static let extensions = ["png", "jpg", "jpeg", "gif", "bmp", "webp"]

    /// The image `name` of the app's bundle (UIImage.h, `imageNamed:inBundle:compatibleWithTraitCollection:`): as
    /// `UIImage(named:)`, whatever the bundle and traits (the playground's images are the target's).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image in the file at `path` (UIImage.h, `initWithContentsOfFile:`): its scale from an `@2x` or `@3x`
    /// before the extension, as UIKit reads it; nil when the file is missing or not an image the playground reads.
    public convenience init?(contentsOfFile path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: ImageHeader.typicalPrefix)) ?? Data())
        guard let pixels = ImageHeader.size(of: bytes, fileExtension: (path as NSString).pathExtension).size else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(source: .file(path), size: CGSize(width: pixels.width / Double(scale), height: pixels.height / Double(scale)),
                  scale: scale)
    }

    /// The image file `name` (with or without its extension; "@2x"/"@3x" variants too) in the layout's images
    /// folder; nil when there is none (as on iOS when the asset is missing).
    ///
    /// Playground: files in `images/`, `Images/` or the layout file's folder (docs/cells.md), then the target's asset
    /// catalogs' image sets (docs/hosting.md, "Asset catalogs"; a PDF asset is a placeholder of its page's size; a set
    /// whose Contents.json names a file that is missing is a 100-point square placeholder, as the app ships the file).
    public convenience init?(named name: String) {
        let fm = FileManager.default
        var candidates: [(String, CGFloat)] = []
        for folder in Self.playgroundImageFolders {
            let base = (folder as NSString).appendingPathComponent(name)
            if !(name as NSString).pathExtension.isEmpty { candidates.append((base, 1)) }
            for ext in Self.extensions {
                candidates += [(base + "@3x." + ext, 3), (base + "@2x." + ext, 2), (base + "." + ext, 1)]
            }
        }
        var found = candidates.first(where: { fm.fileExists(atPath: $0.0) })
        // Else the target's asset catalogs' image set (PlaygroundAssetCatalogs; docs/hosting.md, "Asset catalogs").
        if found == nil, let asset = PlaygroundAssetCatalogs.image(named: name) {
            if (asset.path as NSString).pathExtension.lowercased() == "pdf" {
                // A vector asset: its page's size, drawn as a placeholder (PDF pages are not drawn here).
                PlaygroundNotices.record("UIImage.init?(named:)", .approximated,
                                         "\(name): a PDF asset, drawn as a placeholder of its page's size")
                self.init(source: .symbol(name), size: PlaygroundAssetCatalogs.pdfSize(asset.path) ?? CGSize(width: 20, height: 20))
                return
            }
            found = (asset.path, CGFloat(asset.scale))
        } else if found == nil, PlaygroundAssetCatalogs.declaresImage(named: name) {
            // The set is declared but its picture is not on disk (a snapshot without its large files): the app ships
            // the picture, so iOS returns an image; a placeholder rather than nil (`UIImage(named:)!` would trap).
            PlaygroundNotices.record("UIImage.init?(named:)", .approximated,
                                     "\(name): its image set names a file that is not there: a \(Int(Self.missingAssetSize.width))-point square placeholder")
            self.init(source: .symbol(name), size: Self.missingAssetSize)
            return
        }
        guard let (path, scale) = found,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: ImageHeader.typicalPrefix)) ?? Data())
        guard let pixels = ImageHeader.size(of: bytes, fileExtension: (path as NSString).pathExtension).size else {
            PlaygroundNotices.record("UIImage.init?(named:)", .approximated, "\(name): not an image the playground reads (nil)")
            return nil
        }
        self.init(source: .file(path), size: CGSize(width: pixels.width / Double(scale), height: pixels.height / Double(scale)),
                  scale: scale)
    }

    /// Playground: a placeholder the size of a symbol at 17 points (a rounded square in the tint colour); the
    /// symbol's glyph is not drawn (SF Symbols are not available here).
    public convenience init?(systemName name: String) {
        PlaygroundNotices.record("UIImage.init?(systemName:)", .approximated,
                                 "SF Symbols are not available: a rounded square placeholder in the tint colour")
        self.init(source: .symbol(name), size: CGSize(width: 20, height: 20))
    }

    /// Playground extension (not in UIKit): the playground's photo for the item at `indexPath` (the picture an image
    /// cell of the playground shows), at its pixel size.
    ///
    ///     imageView.image = UIImage.playgroundPhoto(at: indexPath, in: collectionView)
    public static func playgroundPhoto(at indexPath: Foundation.IndexPath, in collectionView: UICollectionView) -> UIImage {
        let flat = collectionView.playgroundFlatIndex(of: indexPath)
        let count = max(1, collectionView.playgroundNaturalSizeList.count)
        return UIImage(source: .photo(flat % count), size: collectionView.playgroundNaturalSize(flatIndex: flat))
    }

    /// An image literal, `#imageLiteral(resourceName: "beats_image")` (Xcode's image picker in code), as UIKit's
    /// overlay makes one: the image named so (`init?(named:)`).
    ///
    /// Playground: asset catalogs are not read, so an image found in no images folder is a placeholder the size
    /// of a symbol (as `init?(systemName:)`'s) rather than a crash: a literal cannot be nil.
    public required convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage(named: name) {
            self.init(source: found.playgroundSource, size: found.size, scale: found.scale)
        } else {
            PlaygroundNotices.record("UIImage.init(imageLiteralResourceName:)", .approximated,
                                     "\(name): not in the images folders (asset catalogs are not read): a placeholder")
            self.init(source: .symbol(name), size: CGSize(width: 20, height: 20))
        }
    }

    /// The size of the placeholder for an image set whose file is missing, points (nothing tells the picture's own
    /// size: Contents.json names the file only).
    static let missingAssetSize = CGSize(width: 100, height: 100)

    /// An empty image: size zero, no pixels (`UIImage()`, as on iOS).
    public override convenience init() { self.init(source: .empty, size: .zero) }

    /// The image's bitmap, `scale` times its size in pixels; nil for an empty image, as on iOS.
    ///
    /// Playground: a `CGImage` that holds only its pixel size (its pixels are not read here).
    open var cgImage: CGImage? {
        guard playgroundSource != .empty else { return nil }
        PlaygroundNotices.record("UIImage.cgImage", .approximated, "a CGImage of the image's pixel size; its pixels are not read here")
        return CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}
