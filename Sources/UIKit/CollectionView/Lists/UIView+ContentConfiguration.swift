extension UIView {
    /// Shows `configuration` in this view (a cell's content view), as UIKit's cells do: the current configuration
    /// view (`current`) takes it when it supports it, else a new one is made (`makeContentView()`), added filling
    /// this view, in place of the old; nil removes it. Returns the configuration view now shown and whether it is a
    /// new one. Shared by UICollectionViewCell and UITableViewCell.
    package func playgroundInstall(_ configuration: UIContentConfiguration?,
                                   replacing current: (UIView & UIContentView)?)
        -> (view: (UIView & UIContentView)?, made: Bool) {
        guard let configuration else {
            current?.removeFromSuperview()
            return (nil, false)
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return (current, false)
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        addSubview(view)
        view.frame = CGRect(origin: .zero, size: bounds.size)
        return (view, true)
    }
}
