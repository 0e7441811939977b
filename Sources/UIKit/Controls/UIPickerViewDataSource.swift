import Foundation

/// What a picker view shows: its components and their rows (UIPickerView.h; both requirements are required there).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
