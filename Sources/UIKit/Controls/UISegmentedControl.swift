import Foundation

/// A row of segments (UISegmentedControl.h): titles or images per segment, one selected (`noSegment`, -1, for none).
///
/// Playground: stored, not drawn, and taps do not reach it; code that sets or reads the selection works.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// No segment selected (UISegmentedControlNoSegment).
    public static let noSegment = -1

    private var segments: [(title: String?, image: UIImage?, enabled: Bool, width: CGFloat)] = []
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
        }
    }

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, nil, true, 0), at: min(max(0, segment), segments.count))
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert((nil, image, true, 0), at: min(max(0, segment), segments.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
    }
    open func removeAllSegments() {
        segments.removeAll()
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
