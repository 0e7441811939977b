import Foundation
import SwiftUI
import UIKit
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

/// `Image(uiImage:)` (swiftgest13's card stack example app stopped on it): an image like a named one, with a notice.
@Suite struct ImageFromUIImageTests {
    @Test func anImageOfAUIImageIsANamedImage() {
        let image = Image(uiImage: UIImage())
        #expect(image.name == "uiImage" && !image.isSystem)
    }
}
