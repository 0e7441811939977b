import Foundation
import Testing
import UIKit

/// What older code still asks of the application and of display links (deprecated, still compiled on iOS):
/// ignoring interaction events, nested; a display link's frame interval.
@MainActor @Suite struct UIApplicationEventsTests {
    @Test func ignoringInteractionEventsNests() {
        let app = UIApplication.shared
        #expect(!app.isIgnoringInteractionEvents)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)   // Apple: "Calls to this method are nested"
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()         // one end too many: still not ignoring
        #expect(!app.isIgnoringInteractionEvents)
    }

    @available(iOS, deprecated: 10.0)
    @Test func aDisplayLinksFrameIntervalDefaultsToOne() {
        // Never added to a run loop, so never fired: the selector is only named (Selector's string form, which
        // compiles on iOS too).
        let link = CADisplayLink(target: NSObject(), selector: Selector(("step:")))
        #expect(link.frameInterval == 1)   // Apple: "The default value is 1"
        link.frameInterval = 2
        #expect(link.frameInterval == 2)
    }
}
