import Foundation

/// Fresh views for `@IBOutlet`s no storyboard or nib connected (docs/uikit.md, "Storyboards and nibs").
///
/// On iOS an outlet no document connects stays nil and the first use of it crashes; a controller or cell copied
/// without its storyboard or nib would show nothing here. Decided (approximated, with a notice naming the outlets):
/// an empty outlet of a UIKit view type gets a new view of that type added to `container`: a collection view
/// (with a flow layout, or the layout the code sets later) or a table view filling it, the controller its data source
/// and delegate when it is one; any other view at the container's size. An outlet of the project's own view class
/// gets one made with `init(coder:)` (the initializer a storyboard uses) only when it is a collection or table view;
/// other outlets stay nil.
@MainActor
enum PlaygroundOutletDefaults {
    static func fill(_ object: AnyObject, in container: UIView) {
        let outlets = UINib.playgroundOutlets(of: object)
        guard !outlets.isEmpty else { return }
        var filled: [String] = []
        for outlet in outlets where !outlet.isCollection && !outlet.isSet(object) {
            guard let view = make(outlet.type, in: container, for: object) else { continue }
            container.addSubview(view)
            outlet.set(object, view)
            filled.append(outlet.name)
        }
        if !filled.isEmpty {
            PlaygroundNibLoader.note(object is UIViewController ? "UIViewController.loadViewIfNeeded()" : "UINib.instantiate(withOwner:options:)",
                                     "\(type(of: object))", "no storyboard or nib connects \(type(of: object))'s "
                + filled.joined(separator: ", ") + ": fresh views (nil on iOS)")
        }
    }

    private static func make(_ outletType: Any.Type, in container: UIView, for object: AnyObject) -> UIView? {
        let bounds = container.bounds
        let filling: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let cvType = outletType as? UICollectionView.Type {
            let cv = cvType == UICollectionView.self
                ? UICollectionView(frame: bounds, collectionViewLayout: UICollectionViewFlowLayout())
                : cvType.init(coder: PlaygroundInterfaceCoder())
            guard let cv else { return nil }
            if type(of: cv.collectionViewLayout) == UICollectionViewLayout.self {
                cv.collectionViewLayout = UICollectionViewFlowLayout()
            }
            cv.frame = bounds
            cv.autoresizingMask = filling
            if let ds = object as? UICollectionViewDataSource { cv.dataSource = ds }
            if let d = object as? UICollectionViewDelegate { cv.delegate = d }
            return cv
        }
        if let tvType = outletType as? UITableView.Type {
            let tv = tvType == UITableView.self ? UITableView(frame: bounds, style: .plain) : tvType.init(coder: PlaygroundInterfaceCoder())
            guard let tv else { return nil }
            tv.frame = bounds
            tv.autoresizingMask = filling
            if let ds = object as? UITableViewDataSource { tv.dataSource = ds }
            if let d = object as? UITableViewDelegate { tv.delegate = d }
            return tv
        }
        guard let viewType = outletType as? UIView.Type, Self.uikitViews.contains(ObjectIdentifier(viewType)) else { return nil }
        let view = viewType.init(coder: PlaygroundInterfaceCoder())
        view?.frame = bounds
        view?.autoresizingMask = filling
        return view
    }

    /// UIKit's view classes whose `init(coder:)` makes a default view.
    static let uikitViews: Set<ObjectIdentifier> = Set([
        UIView.self, UILabel.self, UIImageView.self, UIButton.self, UIStackView.self, UIScrollView.self,
        UITextField.self, UITextView.self, UISwitch.self, UISlider.self, UIActivityIndicatorView.self,
        UIPageControl.self, UISegmentedControl.self, UIProgressView.self, UIVisualEffectView.self,
    ].map { ObjectIdentifier($0 as AnyClass) })
}
