import Foundation

/// A section's header or footer view (UITableViewHeaderFooterView.h): a `contentView`, the old-style `textLabel`,
/// or iOS 14's content configuration.
///
/// Playground: a table asks its delegate for these views (`viewForHeaderInSection`) and shows them; reusing them
/// through `dequeueReusableHeaderFooterView(withIdentifier:)` makes a new one each time.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    open private(set) var reuseIdentifier: String?
    open var backgroundView: UIView?
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configurationView?.removeFromSuperview()
            configurationView = nil
            if let contentConfiguration {
                let view = contentConfiguration.makeContentView()
                contentView.addSubview(view)
                configurationView = view
                setNeedsLayout()
            }
        }
    }
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    private var configurationView: (UIView & UIContentView)?
    private var madeTextLabel: UILabel?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Playground extension (not in UIKit): how a table makes a registered class (see
    /// `UITableViewCell.init(playgroundStyle:reuseIdentifier:)`). Never call it yourself.
    public required convenience init(playgroundReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// The title label (made on first use).
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        madeTextLabel = label
        return label
    }
    /// Playground: nil (the detail label of grouped footers is deprecated since iOS 14 and not made here).
    open var detailTextLabel: UILabel? { nil }

    /// A list header configuration (`.groupedHeader()`; iOS 14).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        contentView.frame = bounds
        configurationView?.frame = contentView.bounds
        madeTextLabel?.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
        super.layoutSubviews()
    }
}
