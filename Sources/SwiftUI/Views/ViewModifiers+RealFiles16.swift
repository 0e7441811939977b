import Foundation
import UIKit

// API real SwiftUI files and packages of the sixteenth stop stopped on (suites12: danielsaidi's ScrollKit, TagKit,
// DeckKit; swiftui16: ScrollParallax), each in one of the four states of docs/uikit-api.md.

nonisolated extension View {
    /// Hides the status bar (SwiftUI's `statusBarHidden(_:)`).
    /// Playground: does nothing: the playground draws no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        PlaygroundNotices.record("View.statusBarHidden(_:)", .doesNothing, "the playground draws no status bar")
        return playgroundModified(.other("statusBarHidden"))
    }
    /// Hides the status bar (SwiftUI's `statusBar(hidden:)`, deprecated in iOS 16 for `statusBarHidden(_:)`).
    /// Playground: does nothing, as `statusBarHidden(_:)`.
    public func statusBar(hidden: Bool) -> some View {
        PlaygroundNotices.record("View.statusBarHidden(_:)", .doesNothing, "the playground draws no status bar")
        return playgroundModified(.other("statusBarHidden"))
    }
    /// The home indicator's and other system overlays' visibility (SwiftUI's `persistentSystemOverlays(_:)`, iOS 16).
    /// Playground: does nothing: no system overlay is drawn.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        PlaygroundNotices.record("View.persistentSystemOverlays(_:)", .doesNothing, "no system overlay is drawn")
        return playgroundModified(.other("persistentSystemOverlays"))
    }
    /// Letter case for the texts inside (SwiftUI's `textCase(_:)`, iOS 14).
    /// Playground: approximated: the texts are drawn as written (their case is not changed).
    public func textCase(_ textCase: Text.Case?) -> some View {
        PlaygroundNotices.record("View.textCase(_:)", .approximated, "texts are drawn in the case they are written in")
        return playgroundModified(.other("textCase"))
    }
    /// Extra space between characters of the texts inside (SwiftUI's `kerning(_:)` on View, iOS 16).
    /// Playground: approximated: characters are drawn at their font's spacing.
    public func kerning(_ kerning: CGFloat) -> some View {
        PlaygroundNotices.record("Text.kerning(_:)", .approximated, "characters are drawn at their font's spacing")
        return playgroundModified(.other("kerning"))
    }
    /// Extra space after each character of the texts inside (SwiftUI's `tracking(_:)` on View, iOS 16).
    /// Playground: approximated, as `kerning(_:)`.
    public func tracking(_ tracking: CGFloat) -> some View {
        PlaygroundNotices.record("Text.kerning(_:)", .approximated, "characters are drawn at their font's spacing")
        return playgroundModified(.other("tracking"))
    }
    /// How a text field capitalizes what is typed (SwiftUI's `autocapitalization(_:)`, deprecated in iOS 15).
    /// Playground: does nothing: nothing is typed here.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        PlaygroundNotices.record("View.textInputAutocapitalization(_:)", .doesNothing, "nothing is typed here")
        return playgroundModified(.other("autocapitalization"))
    }
    /// How a text field capitalizes what is typed (SwiftUI's `textInputAutocapitalization(_:)`, iOS 15).
    /// Playground: does nothing: nothing is typed here.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        PlaygroundNotices.record("View.textInputAutocapitalization(_:)", .doesNothing, "nothing is typed here")
        return playgroundModified(.other("autocapitalization"))
    }
}

extension Text {
    /// A letter case (SwiftUI's `Text.Case`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
    /// Extra space between characters (SwiftUI's `Text.kerning(_:)`), still a `Text` (it concatenates with `+`).
    /// Playground: approximated: characters are drawn at their font's spacing.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text {
        PlaygroundNotices.record("Text.kerning(_:)", .approximated, "characters are drawn at their font's spacing")
        return self
    }
    /// Extra space after each character (SwiftUI's `Text.tracking(_:)`).
    /// Playground: approximated, as `kerning(_:)`.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text {
        PlaygroundNotices.record("Text.kerning(_:)", .approximated, "characters are drawn at their font's spacing")
        return self
    }
}

/// How typed text is capitalized (SwiftUI's `TextInputAutocapitalization`, iOS 15).
public struct TextInputAutocapitalization: Sendable {
    let playgroundName: String
    public static let never = TextInputAutocapitalization(playgroundName: "never")
    public static let words = TextInputAutocapitalization(playgroundName: "words")
    public static let sentences = TextInputAutocapitalization(playgroundName: "sentences")
    public static let characters = TextInputAutocapitalization(playgroundName: "characters")
}

/// A value kept in the user defaults under a key, re-rendering the view when it changes (SwiftUI's `AppStorage`).
///
/// Playground: approximated: a `@State` that starts at the declared default, kept by the view's identity as state
/// is, not read from nor written to `UserDefaults` (a playground run starts from the app's defaults every time, and
/// two views with the same key do not share the value).
@propertyWrapper public struct AppStorage<Value> {
    let state: State<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        PlaygroundNotices.record("AppStorage", .approximated,
                                 "a state starting at its default, not read from or saved to UserDefaults")
        state = State(wrappedValue: wrappedValue)
    }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value with no default (SwiftUI's `init(_:store:)` for optionals).
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// A value kept with the scene for state restoration (SwiftUI's `SceneStorage`).
///
/// Playground: approximated: a `@State` that starts at the declared default (no scene is restored here).
@propertyWrapper public struct SceneStorage<Value> {
    let state: State<Value>
    public init(wrappedValue: Value, _ key: String) {
        PlaygroundNotices.record("SceneStorage", .approximated, "a state starting at its default (no scene is restored)")
        state = State(wrappedValue: wrappedValue)
    }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage: PlaygroundStateProperty {
    package func playgroundAdopt(_ store: PlaygroundStateStore, key: Int) { state.playgroundAdopt(store, key: key) }
}

extension SceneStorage: PlaygroundStateProperty {
    package func playgroundAdopt(_ store: PlaygroundStateStore, key: Int) { state.playgroundAdopt(store, key: key) }
}
