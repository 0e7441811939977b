import ArgumentParser
import PlaygroundCore

/// `--device NAME` and `--layout-direction ltr|rtl` (docs/devices.md): shared by run, render, dump, bench (through
/// SceneOptions) and replay.
struct DeviceOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: "A device's screen: size, scale, safe area, size classes (docs/devices.md); 'list' prints them. Not with --size.")
    var device: String?

    @Option(name: .customLong("layout-direction"), parsing: .unconditional,
            help: "ltr (default) or rtl: right-to-left mirrors the layouts that flip (docs/devices.md).")
    var layoutDirection: String?

    /// The device's size; nil without `--device`. `--device list` prints the presets and exits; with `size` (the
    /// command's `--size`, when given) a one-line error.
    func size(besides size: String?) throws -> Size? {
        guard let device else { return nil }
        if device == "list" { throw CleanExit.message(DevicePreset.all.map(\.listLine).joined(separator: "\n")) }
        if size != nil { throw CLIError("--device and --size cannot be used together (a device has its own size)") }
        return try Scene.checked { () throws(ParameterError) in try DevicePreset.resolve(device) }.size
    }

    /// The device and layout direction asked for.
    func traits() throws -> ScreenTraits {
        var traits = ScreenTraits()
        if let device, device != "list" {
            traits.device = try Scene.checked { () throws(ParameterError) in try DevicePreset.resolve(device) }
        }
        if let layoutDirection {
            traits.layoutDirection = try Scene.checked { () throws(ParameterError) in
                try InterfaceDirection.parse(layoutDirection)
            }
        }
        return traits
    }
}
