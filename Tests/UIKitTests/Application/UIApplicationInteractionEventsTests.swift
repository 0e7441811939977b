import Foundation
import Testing
import UIKit

/// `beginIgnoringInteractionEvents()` nests (UIApplication.h: "nested. set should be set during animations &
/// transitions"; `isIgnoringInteractionEvents` "returns YES if we are at least one deep in ignoring events"), as
/// CPCollectionViewKit's transition manager uses it around an interactive layout transition.
@Suite(.serialized) @MainActor struct UIApplicationInteractionEventsTests {
    @Test func ignoringNestsAndEndsWithTheLastEnd() {
        let app = UIApplication.shared
        #expect(!app.isIgnoringInteractionEvents)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        // An end without a begin leaves it handling events: the next begin ignores them again.
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
    }
}
