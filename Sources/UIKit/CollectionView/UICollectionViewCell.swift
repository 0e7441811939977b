/// A cell: its `contentView` (a subview the size of the cell, where its content goes), its selection state, and
/// iOS 14's configurations (content and background as values, updated for the cell's state).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in: a subview filling the cell (UIKit keeps it the cell's size).
    public let contentView = UIView()
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is shown in editing mode: its collection view's `isEditing`, given to the cells it shows
    /// (UIKit keeps it private; `configurationState.isEditing` tells it).
    package var playgroundIsEditing = false {
        didSet { if playgroundIsEditing != oldValue { setNeedsUpdateConfiguration(); setNeedsLayout() } }
    }
    /// Whether the cell's item is expanded in its diffable data source's section snapshot
    /// (`configurationState.isExpanded`).
    package var playgroundIsExpanded = false {
        didSet { if playgroundIsExpanded != oldValue { setNeedsUpdateConfiguration(); setNeedsLayout() } }
    }
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    /// The cell's content as a configuration (iOS 14): setting it replaces the content view's subviews with the
    /// configuration's view (or updates that view when it can show the new configuration), filling the content
    /// view (Apple, contentConfiguration: "Setting a content configuration replaces the existing contentView of
    /// the cell with a new content view instance from the configuration").
    open var contentConfiguration: UIContentConfiguration? {
        didSet { playgroundInstallContentConfiguration() }
    }
    /// The cell's background as a configuration (iOS 14), shown by a view below the content view (UIKit's private
    /// `_UISystemBackgroundView`; here `PlaygroundBackgroundConfigurationView`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { playgroundInstallBackgroundConfiguration() }
    }
    /// The view showing `backgroundConfiguration`.
    package private(set) var playgroundBackgroundConfigurationView: PlaygroundBackgroundConfigurationView?
    /// Whether the configurations are updated for the cell's state when it changes.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell and its state whenever the state changes (iOS 15).
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The view the current content configuration made.
    package private(set) var playgroundConfigurationView: (UIView & UIContentView)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        // UIKit keeps the content view the cell's size (and Auto Layout sizes it with the cell).
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    open override var bounds: CGRect {
        didSet {
            if bounds.size != oldValue.size { playgroundFitContent() }
        }
    }

    /// The cell's state for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = playgroundIsEditing
        state.isExpanded = playgroundIsExpanded
        return state
    }

    /// Asks for `updateConfiguration(using:)` (here at once: nothing defers it to the next layout).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Updates the configurations for `state` (subclasses override it and call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    private func playgroundInstallContentConfiguration() {
        playgroundConfigurationView = contentView.playgroundInstall(contentConfiguration,
                                                                    replacing: playgroundConfigurationView).view
    }

    /// The content view fills the cell, and the configuration's view fills the content view.
    private func playgroundFitContent() {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        playgroundConfigurationView?.frame = CGRect(origin: .zero, size: bounds.size)
        if let background = backgroundConfiguration {
            playgroundBackgroundConfigurationView?.show(background, in: bounds.size, tint: tintColor ?? .tintColor)
        }
    }

    private func playgroundInstallBackgroundConfiguration() {
        guard let background = backgroundConfiguration else {
            playgroundBackgroundConfigurationView?.removeFromSuperview()
            playgroundBackgroundConfigurationView = nil
            return
        }
        let view = playgroundBackgroundConfigurationView ?? PlaygroundBackgroundConfigurationView(frame: .zero)
        if playgroundBackgroundConfigurationView == nil {
            insertSubview(view, at: 0)
            playgroundBackgroundConfigurationView = view
        }
        view.show(background, in: bounds.size, tint: tintColor ?? .tintColor)
    }

    /// A cell showing a list content configuration (and no constraints of its own) measures it: the height its
    /// `UIListContentView` needs at the attributes' width, for the axes the layout measures (a list's rows); other
    /// cells as UICollectionReusableView (Auto Layout).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        if let list = playgroundConfigurationView as? UIListContentView,
           !PlaygroundAutoLayoutEngine.hasConstraints(in: self) {
            let a = layoutAttributes
            let height = a.playgroundFitsHeight ? list.sizeThatFits(CGSize(width: a.size.width, height: 0)).height
                : a.size.height
            a.playgroundUntransformedFrame = CGRect(origin: a.playgroundUntransformedFrame.origin,
                                                   size: CGSize(width: a.size.width, height: height))
            return a
        }
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    /// A cell's part in a drag (UICollectionViewCell.h).
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    /// Called when the cell's drag state changes.
    ///
    /// Playground: approximated: drag and drop does not run here (the playground's reorder drives interactive
    /// movement), so this is not called.
    open func dragStateDidChange(_ dragState: DragState) {}
}
