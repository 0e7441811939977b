/// Content configurations (iOS 14): a value that describes a view's content, and makes and updates the view that
/// shows it. A cell's `contentConfiguration` replaces its content view's subviews with the configuration's view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration for `state` (a selected or highlighted cell, …).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (iOS 16); by default, whether it has the same type as the current.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
    /// The app's custom state for `key` (nil when not set; setting nil removes it).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A cell's state: selected, highlighted, … (iOS 14).
@preconcurrency @MainActor
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    /// The custom states set through the subscript (UIConfigurationStateCustomKey). They take part in `==` and
    /// the hash, as every other state does: two states with different items are different states.
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    public nonisolated static func == (a: UICellConfigurationState, b: UICellConfigurationState) -> Bool {
        a.isDisabled == b.isDisabled && a.isHighlighted == b.isHighlighted && a.isSelected == b.isSelected
            && a.isFocused == b.isFocused && a.isEditing == b.isEditing && a.isExpanded == b.isExpanded
            && a.isSwiped == b.isSwiped && a.isReordering == b.isReordering && a.customStates == b.customStates
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine([isDisabled, isHighlighted, isSelected, isFocused, isEditing, isExpanded, isSwiped, isReordering])
        hasher.combine(customStates)
    }
}
