import Foundation
import PlaygroundCore

/// Builds a Playground from CLI or script options and an image library.
enum Scene {
    /// Items shown without --items over the bundled images (24 of them, repeated so there is something to scroll).
    static let bundledItemCount = 120

    /// The config for `layout` over the images of `library` (nil: placeholders only).
    static func config(
        layout: String, viewport: Size, params: [String: String], items: Int?, itemSizes: [Size],
        library: ImageLibrary?, decelerationRate: Double = FrictionSimulation.normalRate,
        layouts: [LayoutDescriptor] = LayoutRegistry.all
    ) throws -> PlaygroundConfig {
        let imageCount = library?.count ?? 0
        if let items, items < 0 || items > 10_000_000 {
            throw CLIError("--items must be 0…10000000, got \(items)")
        }
        // Without --items: one item per image of a user's folder; the 24 bundled images repeat to 120 items, so there
        // is something to scroll.
        let defaultCount = library?.isBundled == true ? max(imageCount, bundledItemCount) : imageCount
        guard let count = items ?? (defaultCount > 0 ? defaultCount : nil) else {
            let folder = library?.directory ?? "(none)"
            throw CLIError("no images in \(folder); give --items N to show placeholders")
        }
        _ = try checked { () throws(ParameterError) in try LayoutRegistry.descriptor(named: layout, in: layouts) }
        var config = PlaygroundConfig(
            viewport: viewport, layoutName: layout, params: layoutOnly(params), itemCount: count,
            naturalSizes: itemSizes.isEmpty ? (library?.sizes ?? []) : itemSizes, imageCount: imageCount,
            decelerationRate: decelerationRate, layouts: layouts)
        // Tunables (`physics.rubberBand`, docs/tuning.md) set the config's physics and interactions.
        try checked { () throws(ParameterError) in try Tunables.apply(params, to: &config) }
        return config
    }

    /// The layout's own parameters among `params` (tunables have a section prefix: `physics.rubberBand`).
    static func layoutOnly(_ params: [String: String]) -> [String: String] {
        params.filter { !Tunables.isTunableName($0.key) }
    }

    static func playground(_ config: PlaygroundConfig) throws -> Playground {
        try checked { () throws(ParameterError) in try Playground(config: config) }
    }

    /// Runs `body`, turning a core ParameterError into the CLI's one-line error.
    static func checked<T>(_ body: () throws(ParameterError) -> T) throws -> T {
        do { return try body() } catch { throw CLIError(error.message) }
    }

    /// The images folder to use: the given one, or the bundled Resources/.
    /// - Parameter decode: whether files with an unrecognized header may be decoded to learn their size (not in dump).
    static func library(_ directory: String?, decode: Bool = true) throws -> ImageLibrary {
        let library = try ImageLibrary(directory: directory ?? ResourceLocator.imagesDirectory(), decode: decode)
        library.isBundled = directory == nil
        for warning in library.warnings { Diagnostics.warn(warning) }
        return library
    }
}
