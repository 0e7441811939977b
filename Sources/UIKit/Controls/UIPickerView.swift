import Foundation

/// A spinning-wheel picker (UIPickerView.h): components of rows from its data source, one selected row each.
///
/// As UIPickerView.h: `numberOfComponents` and `numberOfRows(inComponent:)` ask the data source (cached until
/// `reloadAllComponents()` / `reloadComponent(_:)`); `selectedRow(inComponent:)` is -1 when the component has no
/// rows, else the selected row (0 at first); `selectRow(_:inComponent:animated:)` does not call the delegate's
/// `didSelectRow` (Apple: that is called when the user selects a row). Its intrinsic height is 216 points, the
/// standard picker's (Apple's Human Interface Guidelines, "Pickers").
///
/// Playground: approximated: the picker is not drawn (its background and subviews are) and cannot be spun.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    weak open var dataSource: (any UIPickerViewDataSource)?
    weak open var delegate: (any UIPickerViewDelegate)?
    @available(iOS, deprecated: 13.0, message: "The selection indicator is always shown")
    open var showsSelectionIndicator = true
    private var playgroundRows: [Int]?
    private var playgroundSelected: [Int: Int] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        PlaygroundNotices.record("UIPickerView", .approximated, "the picker is not drawn and cannot be spun; "
                                 + "selectRow(_:inComponent:animated:) selects")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var rows: [Int] {
        if let rows = playgroundRows { return rows }
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        let rows = (0..<count).map { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
        playgroundRows = rows
        return rows
    }

    open var numberOfComponents: Int { rows.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        rows.indices.contains(component) ? rows[component] : 0
    }

    /// The size of a row: the component's share of the width, or the delegate's, and the delegate's height or 32.
    open func rowSize(forComponent component: Int) -> CGSize {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return CGSize(width: width > 0 ? width : bounds.width / CGFloat(max(1, numberOfComponents)),
                      height: height > 0 ? height : 32)
    }

    open func reloadAllComponents() {
        playgroundRows = nil
        for (component, row) in playgroundSelected where row >= numberOfRows(inComponent: component) {
            playgroundSelected[component] = max(0, numberOfRows(inComponent: component) - 1)
        }
    }

    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return }
        playgroundSelected[component] = min(max(0, row), count - 1)
    }

    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) > 0 ? playgroundSelected[component] ?? 0 : -1
    }

    /// The view the delegate gave for a row; none here (the picker makes no row views).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }
}
