import Foundation

/// A row of segments (UISegmentedControl.h): titles or images per segment, one selected (`noSegment`, -1, for none).
///
/// Playground: stored, not drawn, and taps do not reach it; code that sets or reads the selection works.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// No segment selected (UISegmentedControlNoSegment).
    public static let noSegment = -1

    private var segments: [(title: String?, image: UIImage?, enabled: Bool, width: CGFloat)] = []
    /// Each segment's action (iOS 14), aligned with `segments`.
    private var segmentActions: [UIAction?] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Segments with these titles (Strings) or images (UIImages), none selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append((item as? String, item as? UIImage, true, 0))
            segmentActions.append(nil)
        }
    }

    /// Segments made from actions, their titles and images the actions' (UISegmentedControl.h, iOS 14), none
    /// selected. Playground: the actions are kept; taps do not reach the control, so none is performed.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    /// Inserts a segment made from `action`: its title and image (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let at = min(max(0, segment), segments.count)
        segments.insert((action.title, action.image, true, 0), at: at)
        segmentActions.insert(action, at: at)
    }

    /// Sets the segment's action, its title and image the action's (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = action.title
        segments[segment].image = action.image
        segmentActions[segment] = action
    }

    /// The segment's action, if it was made from one (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segmentActions.indices.contains(segment) ? segmentActions[segment] : nil
    }

    /// The index of the segment whose action has `identifier`, or `noSegment` (iOS 14).
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segmentActions.firstIndex { $0?.identifier == identifier } ?? UISegmentedControl.noSegment
    }

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmentActions.insert(nil, at: min(max(0, segment), segments.count))
        segments.insert((title, nil, true, 0), at: min(max(0, segment), segments.count))
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segmentActions.insert(nil, at: min(max(0, segment), segments.count))
        segments.insert((nil, image, true, 0), at: min(max(0, segment), segments.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        segmentActions.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
    }
    open func removeAllSegments() {
        segments.removeAll()
        segmentActions.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].title = title }
    }
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].image = image }
    }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].enabled = enabled }
    }
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].enabled : false }
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].width = width }
    }
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
}
