import PlaygroundCore
import Testing
@testable import PlaygroundApp

/// The window's first viewport is the one it shows: no size change reaches the layout between its first prepare and
/// its first frame (an app's collection view is sized before its first layout pass; a layout that answers
/// `shouldInvalidateLayout(forBoundsChange:)` false to a size change would otherwise keep its first frames, or none).
@Suite struct WindowOpeningTests {
    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 800, height: 600), Size(width: 393, height: 852)])
    func aFreeFormWindowStartsTheLayoutAtItsContentArea(size: Size) {
        let opening = WindowGeometry.opening(size: size, device: false)
        #expect(opening.window == size, "--size is the window's size without a device")
        // What the window loop's first syncViewport computes: equal, so it does not resize the core.
        #expect(opening.viewport == WindowGeometry(window: opening.window, panel: nil).content)
        #expect(opening.viewport.height == size.height - WindowGeometry.stripHeight)
    }

    @Test func aDeviceWindowIsMadeAroundTheDevicesScreen() {
        let screen = Size(width: 390, height: 844)
        let opening = WindowGeometry.opening(size: screen, device: true)
        #expect(opening.viewport == screen)
        #expect(WindowGeometry(window: opening.window, panel: nil).content == screen)
    }
}
