import Foundation

// API real SwiftUI files of swiftui12's and swiftui13's sets stopped on (docs/swiftui.md, "Controls, navigation and
// accepted modifiers"; /work/realfiles SWIFTUI12.md, SWIFTUI13.md: objc.io's conditional aspect ratio and photo
// grid), each in one of the four states of docs/uikit-api.md.

/// The view a `phaseAnimator` content closure is handed in place of the modified view (SwiftUI's
/// `PlaceholderContentView`, iOS 17): it shows that view.
nonisolated public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    @MainActor public var body: some View { content }
}

nonisolated extension View {
    /// Cycles the view through `phases` each time `trigger` changes, animating between them, and ends at the first
    /// (SwiftUI's `phaseAnimator(_:trigger:content:animation:)`, iOS 17).
    /// Playground: approximated: the view is shown at its first phase (where it rests before the trigger changes and
    /// after the cycle: Apple, "returns to the first phase"); phases are not played. No phases: the view unchanged.
    public func phaseAnimator<Phase: Equatable, Trigger: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PlaygroundNotices.record("View.phaseAnimator(_:trigger:content:animation:)", .approximated,
                                 "the view is shown at its first phase; phases are not animated")
        var iterator = phases.makeIterator()
        guard let first = iterator.next() else { return AnyView(self) }
        return AnyView(content(PlaceholderContentView(content: self), first))
    }

    /// Cycles the view through `phases` continuously (SwiftUI's `phaseAnimator(_:content:animation:)`, iOS 17).
    /// Playground: approximated: the view is shown at its first phase (where the cycle starts: Apple, "When the view
    /// first appears, the first phase is applied"); phases are not played. No phases: the view unchanged.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PlaygroundNotices.record("View.phaseAnimator(_:content:animation:)", .approximated,
                                 "the view is shown at its first phase; phases are not animated")
        var iterator = phases.makeIterator()
        guard let first = iterator.next() else { return AnyView(self) }
        return AnyView(content(PlaceholderContentView(content: self), first))
    }
}

/// A container that cycles its content through phases (SwiftUI's `PhaseAnimator`, iOS 17).
/// Playground: approximated: the content is shown at the first phase; phases are not played.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content
    /// Cycles through `phases` each time `trigger` changes.
    public init<Trigger: Equatable>(_ phases: some Sequence<Phase>, trigger: Trigger,
                                    @ViewBuilder content: @escaping (Phase) -> Content,
                                    animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        var iterator = phases.makeIterator()
        first = iterator.next()
        self.content = content
    }
    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        var iterator = phases.makeIterator()
        first = iterator.next()
        self.content = content
    }
    @MainActor public var body: some View {
        PlaygroundNotices.record("PhaseAnimator", .approximated, "the content is shown at its first phase; phases are not animated")
        return Group { if let first { content(first) } }
    }
}

extension AnyTransition {
    /// A transition that applies `active` to a view coming in or going out and `identity` once it is in (SwiftUI's
    /// `AnyTransition.modifier(active:identity:)`). As every transition here, accepted and never played (views are
    /// not inserted or removed while a layout runs): a view that is in shows the `identity` modifier's look, as
    /// its own content says.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: "modifier")
    }
}

extension Slider {
    /// With value labels given as views and a label (SwiftUI's
    /// `init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`, deprecated as on iOS).
    /// Playground: as `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`: the value labels
    /// and the label are not drawn beside the track (approximated).
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }

    /// With a step, value labels given as views and a label (deprecated as on iOS).
    /// Playground: as above (approximated).
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
}
