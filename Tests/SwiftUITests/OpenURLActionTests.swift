import Foundation
import SwiftUI
import Testing

/// `@Environment(\.openURL)` (held-out real code, holdout13, stopped on it): the system's action opens nothing here
/// and says so (completion false); a handler the view sets runs and its result is the answer.
@Suite struct OpenURLActionTests {
    @Test func theSystemsActionOpensNothingAndAHandlerRuns() {
        let url = URL(string: "https://example.com/a")!
        var accepted: Bool?
        EnvironmentValues().openURL(url) { accepted = $0 }
        #expect(accepted == false)
        final class Seen: @unchecked Sendable { var urls: [URL] = [] }
        let seen = Seen()
        var values = EnvironmentValues()
        values.openURL = OpenURLAction { url in seen.urls.append(url); return .handled }
        values.openURL(url) { accepted = $0 }
        #expect(accepted == true && seen.urls == [url])
        values.openURL = OpenURLAction { _ in .discarded }
        values.openURL(url) { accepted = $0 }
        #expect(accepted == false)
    }
}
