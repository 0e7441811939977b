import Foundation
import SwiftUI
import Testing
import UIKit

/// SwiftUI API real files of the sixteenth stop stopped on: `@AppStorage` / `@SceneStorage` as state starting at
/// the declared default, status-bar and text-input modifiers that say they do nothing, `textCase`, and `kerning` /
/// `tracking` that keep a `Text` a `Text` (it still concatenates with `+`).
@MainActor @Suite struct RealFiles16SwiftUIAPITests {
    struct Settings: View {
        @AppStorage("showsGrid") var showsGrid = true
        @AppStorage("columns", store: .standard) var columns = 3
        @AppStorage("lastName") var lastName: String?
        @SceneStorage("tab") var tab = "home"
        var body: some View {
            (Text("Cards").kerning(1.5) + Text(" \(columns)").tracking(2))
                .textCase(.uppercase)
                .statusBarHidden()
                .persistentSystemOverlays(.hidden)
                .textInputAutocapitalization(.never)
                .autocapitalization(.none)
        }
    }

    @Test func storageStartsAtTheDeclaredDefaultAndChangesThroughItsBinding() {
        let settings = Settings()
        #expect(settings.showsGrid && settings.columns == 3 && settings.lastName == nil && settings.tab == "home")
        settings.$columns.wrappedValue = 4
        settings.showsGrid = false
        settings.$tab.wrappedValue = "search"
        #expect(settings.columns == 4 && !settings.showsGrid && settings.tab == "search")
    }

    @Test func theModifiersSayWhatTheyDoNotDo() {
        _ = Settings().body
        let notices = PlaygroundNotices.take()
        let symbols = Set(notices.map(\.symbol))
        for symbol in ["View.statusBarHidden(_:)", "View.persistentSystemOverlays(_:)", "View.textCase(_:)",
                       "View.textInputAutocapitalization(_:)", "Text.kerning(_:)"] {
            #expect(symbols.contains(symbol), "\(symbol) not in \(symbols)")
        }
        #expect(notices.first { $0.symbol == "View.statusBarHidden(_:)" }?.state == .doesNothing)
        #expect(notices.first { $0.symbol == "Text.kerning(_:)" }?.state == .approximated)
    }
}
