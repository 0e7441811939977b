import Foundation
import PlaygroundCore

/// The pieces of a session's setup that SessionSetup uses: the image library, the playground, and CLI errors from
/// the core's.
enum Scene {
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
