import ArgumentParser
import Foundation
import PlaygroundCore

/// How images become textures: shared by run, render, replay and bench.
struct TextureOptions: ParsableArguments {
    @Option(name: .customLong("texture-cache-mib"), parsing: .unconditional,
            help: "Bound of the texture cache in MiB (textures take width·height·4 bytes; least recently used go first).")
    var textureCacheMiB: String = String(TextureCache.defaultCapacityMiB)

    /// The bound in bytes.
    func capacity() throws -> Int {
        guard let mib = Int(textureCacheMiB.trimmingCharacters(in: .whitespaces)), (1...65536).contains(mib) else {
            throw CLIError("--texture-cache-mib must be a whole number 1…65536, got '\(UserText.quoted(textureCacheMiB))'")
        }
        return mib << 20
    }

    @Flag(name: .customLong("no-thumbnail-cache"),
          help: "Neither read nor write the freedesktop.org thumbnail cache ($XDG_CACHE_HOME/thumbnails).")
    var noThumbnailCache = false

    /// The thumbnail cache to use: nil with --no-thumbnail-cache (or without a home folder).
    func thumbnailCache() -> ThumbnailCache? { noThumbnailCache ? nil : ThumbnailCache.fromEnvironment() }
}
