import Testing
import TestSupport
@testable import PlaygroundCore

/// Devices, rotation and right-to-left in the pure core (docs/devices.md).
@Suite struct DeviceStateTests {
    static func playground(device: String? = "iphone-16", direction: InterfaceDirection = .leftToRight,
                           items: Int = 40) throws -> Playground {
        var config = PlaygroundConfig(itemCount: items)
        if let device { config.traits.device = DevicePreset.named(device); config.viewport = DevicePreset.named(device)!.size }
        config.traits.layoutDirection = direction
        return try Playground(config: config)
    }

    @Test func scriptsCarryDeviceAndDirectionEvents() throws {
        let s = try ReplayScript.parse("""
        {"events": [{"t": 0.1, "type": "device", "name": "ipad-pro-11-landscape"}, {"t": 0.2, "type": "device"},
                    {"t": 0.3, "type": "layoutDirection", "value": "rtl"}]}
        """)
        #expect(s.events.map(\.kind) == [.device("ipad-pro-11-landscape"), .device(nil), .layoutDirection(.rightToLeft)])
        #expect(throws: ScriptError.self) { try ReplayScript.parse(#"{"events": [{"t": 0, "type": "device", "name": "nokia"}]}"#) }
        #expect(throws: ScriptError.self) {
            try ReplayScript.parse(#"{"events": [{"t": 0, "type": "layoutDirection", "value": "up"}]}"#)
        }
        // Written back as read.
        let again = try ReplayScript.parse(s.json.serialized())
        #expect(again.events == s.events)
    }

    /// R turns iPhone 16 (393×852) to landscape (852×393): the viewport changes once, the items animate over the
    /// iPhone's 0.3 s; an iPad turns over 0.4 s. A free resize leaves the device.
    @Test func theRotationKeyTurnsTheDeviceAnimated() throws {
        var p = try Self.playground()
        _ = p.advance(to: 0)
        p.handle(InputEvent(time: 1, .keyDown("r")))
        #expect(p.viewport == Size(width: 852, height: 393) && p.traits.device?.name == "iphone-16-landscape")
        _ = p.advance(to: 1.29)
        #expect(p.transition != nil && !p.isSettled)
        _ = p.advance(to: 1.31)
        #expect(p.transition == nil)
        #expect(Playground.rotationDuration(for: DevicePreset.named("ipad-pro-13")) == 0.4)
        p.handle(InputEvent(time: 2, .keyDown("r")))
        #expect(p.viewport == Size(width: 393, height: 852) && p.traits.device?.name == "iphone-16")
        p.handle(InputEvent(time: 3, .resize(Size(width: 500, height: 400))))
        #expect(p.traits.device == nil && p.viewport == Size(width: 500, height: 400))
        // An unknown device is refused as a parameter is; nothing changes.
        p.handle(InputEvent(time: 4, .device("iphone-1")))
        #expect(p.viewport == Size(width: 500, height: 400) && p.parameterErrors.last?.message.contains("iphone-1") == true)
        // D steps through the presets: free-form → iphone-se.
        p.handle(InputEvent(time: 5, .keyDown("d")))
        #expect(p.traits.device?.name == "iphone-se" && p.viewport == Size(width: 375, height: 667))
    }

    /// Right-to-left, the vertical scroll indicator is at the left edge (3 points in), as a right-to-left
    /// UIScrollView shows it; left-to-right at the right (375 − 3 − 3 = 369).
    @Test func theVerticalIndicatorFollowsTheDirection() throws {
        for (direction, x) in [(InterfaceDirection.leftToRight, 369.0), (.rightToLeft, 3.0)] {
            var p = try Self.playground(device: "iphone-se", direction: direction, items: 200)
            _ = p.advance(to: 0)
            p.handle(InputEvent(time: 0, .keyDown(.pageDown)))
            let list = p.advance(to: 0.1)
            let bar = try #require(list.items.first { $0.role == .scrollIndicator })
            #expect(abs(bar.attributes.frame.minX - p.contentOffset.x - x) < 1e-9, "\(direction)")
            #expect(p.traits.layoutDirection == direction)
        }
        // The built-in layouts do not flip (UIKit's default for a custom layout).
        var p = try Self.playground(direction: .rightToLeft)
        _ = p.advance(to: 0)
        #expect(!p.layout().mirrorsHorizontally)
    }
}
