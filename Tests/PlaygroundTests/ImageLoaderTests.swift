import Testing
@testable import PlaygroundApp

/// The loader's workers hold its queue, not the loader: when its owner lets go, the loader goes, and its deinit
/// stops the workers (it once never ran, the threads holding `self`).
@Suite struct ImageLoaderTests {
    @Test func aLoaderGoesWithItsOwnerAndStopsItsWorkers() {
        weak var gone: ImageLoader?
        do {
            let loader = ImageLoader(workers: 2)
            gone = loader
            #expect(loader.isIdle)
        }
        #expect(gone == nil)
    }
}
