import CSDL
import PlaygroundCore

/// The window follows the core's device (docs/devices.md): when a key, the panel or a script changes the device,
/// the window takes the device's size plus the panel's column and the HUD's strip, so the content area is the
/// device's screen. A resize by the user to any other size leaves the device (the core's rule: free-form).
extension WindowLoop {
    /// Resizes the window when the device shown changed since the last call.
    func followDevice() {
        let name = playground.traits.device?.name
        guard name != shownDevice else { return }
        shownDevice = name
        fitWindowToDevice()
    }

    /// The window made the device's size plus the panel and the strip (nothing without a device).
    /// - Returns: whether there is a device (the content area is then the device's, whatever the panel does).
    @discardableResult
    func fitWindowToDevice() -> Bool {
        guard let device = playground.traits.device else { return false }
        let column = geometry.column
        let width = Int32(checked: device.size.width + column)
        let height = Int32(checked: device.size.height + WindowGeometry.stripHeight)
        if window.size != (width, height) { SDL_SetWindowSize(window.handle, width, height) }
        return true
    }

    /// The device's name for the HUD and the status file ("free-form" without one).
    var deviceLabel: String { playground.traits.device?.name ?? "free-form" }
}
