import Foundation

/// How an accessibility element treats its children (SwiftUI's `AccessibilityChildBehavior`).
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Any child accessibility elements become children of the new element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Combine any child accessibility element's properties for the new element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// A set of accessibility traits (SwiftUI's `AccessibilityTraits`).
nonisolated public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    var bits: Set<Int>
    public init() { bits = [] }
    init(_ bit: Int) { bits = [bit] }
    public static let isButton = AccessibilityTraits(0), isHeader = AccessibilityTraits(1), isSelected = AccessibilityTraits(2)
    public static let isLink = AccessibilityTraits(3), isSearchField = AccessibilityTraits(4), isImage = AccessibilityTraits(5)
    public static let playsSound = AccessibilityTraits(6), isKeyboardKey = AccessibilityTraits(7)
    public static let isStaticText = AccessibilityTraits(8), isSummaryElement = AccessibilityTraits(9)
    public static let updatesFrequently = AccessibilityTraits(10), startsMediaSession = AccessibilityTraits(11)
    public static let allowsDirectInteraction = AccessibilityTraits(12), causesPageTurn = AccessibilityTraits(13)
    public static let isModal = AccessibilityTraits(14), isToggle = AccessibilityTraits(15)
    public func union(_ other: Self) -> Self { var c = self; c.bits.formUnion(other.bits); return c }
    public func intersection(_ other: Self) -> Self { var c = self; c.bits.formIntersection(other.bits); return c }
    public func symmetricDifference(_ other: Self) -> Self { var c = self; c.bits.formSymmetricDifference(other.bits); return c }
    public func contains(_ member: Self) -> Bool { member.bits.isSubset(of: bits) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let had = contains(newMember); bits.formUnion(newMember.bits); return (!had, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member); bits.subtract(member.bits); return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember); bits.formUnion(newMember.bits); return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits.formUnion(other.bits) }
    public mutating func formIntersection(_ other: Self) { bits.formIntersection(other.bits) }
    public mutating func formSymmetricDifference(_ other: Self) { bits.formSymmetricDifference(other.bits) }
}

/// Accessibility modifiers real files put on item views (SwiftUI's `accessibility…`): they describe a view to
/// assistive technologies, never where it is; accepted here and not applied.
nonisolated extension View {
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityLabel(_ label: String) -> some View { playgroundModified(.other("accessibilityLabel")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityLabel(_ label: Text) -> some View { playgroundModified(.other("accessibilityLabel")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { playgroundModified(.other("accessibilityLabel")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityHint(_ hint: String) -> some View { playgroundModified(.other("accessibilityHint")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityHint(_ hint: Text) -> some View { playgroundModified(.other("accessibilityHint")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityValue(_ value: String) -> some View { playgroundModified(.other("accessibilityValue")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityValue(_ value: Text) -> some View { playgroundModified(.other("accessibilityValue")) }
    /// Playground: does nothing: there is no accessibility tree here (the view is still drawn, as on iOS).
    public func accessibilityHidden(_ hidden: Bool) -> some View { playgroundModified(.other("accessibilityHidden")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        playgroundModified(.other("accessibilityElement"))
    }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { playgroundModified(.other("accessibilityAddTraits")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        playgroundModified(.other("accessibilityRemoveTraits"))
    }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilityIdentifier(_ identifier: String) -> some View { playgroundModified(.other("accessibilityIdentifier")) }
    /// Playground: does nothing: there is no accessibility tree here.
    public func accessibilitySortPriority(_ priority: Double) -> some View { playgroundModified(.other("accessibilitySortPriority")) }
    /// Whether the view flips in a right-to-left layout (SwiftUI's). Playground: does nothing: the playground lays
    /// out left to right.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        playgroundModified(.other("flipsForRightToLeftLayoutDirection"))
    }
}
