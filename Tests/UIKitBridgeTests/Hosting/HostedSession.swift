import Foundation
@testable import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A controller hosted as the window hosts a loaded file's: through `uikitHostPlugin`, in a `Playground` session
/// advanced to 0.5 s (the first frame, then the controller's appearance and its first layout pass).
enum HostedSession {
    static func start(_ name: String, viewport: Size, items: Int,
                      _ make: @escaping @MainActor () -> UIViewController) throws -> Playground {
        let raw = uikitHostPlugin(name: name, parameters: [], entries: [.hosted(name, make)])
        let plugin = Unmanaged<LayoutPlugin>.fromOpaque(raw).takeRetainedValue()
        var p = try Playground(config: PlaygroundConfig(
            viewport: viewport, layoutName: name, itemCount: items,
            layouts: LayoutRegistry.all + [plugin.descriptor(name: name, source: "test")]))
        _ = p.advance(to: 0)
        _ = p.advance(to: 0.5)
        return p
    }

    /// The session's hosted controller: the root of the collection view's window.
    static func controller<C: UIViewController>(_ p: Playground, as type: C.Type) throws -> C {
        let adapter = try #require(p.layout() as? UIKitLayoutAdapter)
        return try #require(adapter.collectionView.window?.rootViewController as? C)
    }
}
