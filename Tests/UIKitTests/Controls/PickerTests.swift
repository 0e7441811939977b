import Foundation
import Testing
import UIKit

/// UIPickerView and UIDatePicker as their headers and Apple's documentation describe them (their stored state; they
/// are not drawn here).
@MainActor @Suite struct PickerTests {
    final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [3, 0]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 44 }
    }

    /// Components and rows come from the data source, cached until a reload; a component without rows has no
    /// selection (-1), another starts at row 0; a selection past the last row is the last row.
    @Test func aPickerAsksItsDataSourceAndKeepsItsSelection() {
        let sizes = Sizes()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = sizes
        picker.delegate = sizes
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        sizes.rows = [2, 4]
        #expect(picker.numberOfRows(inComponent: 1) == 0)  // cached until reloaded
        picker.reloadAllComponents()
        #expect(picker.numberOfRows(inComponent: 1) == 4)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        // Two components share the 300 points; the delegate's 44-point rows.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 44))
    }

    /// The date stays within its minimum and maximum; `minuteInterval` takes only divisors of 60 from 1 to 30; the
    /// count-down duration is at most 23:59 (86,399 s).
    @Test func aDatePickerKeepsItsValuesWithinApplesLimits() {
        let picker = UIDatePicker(frame: .zero)
        #expect(picker.datePickerMode == .dateAndTime)
        let start = Date(timeIntervalSince1970: 1_000_000)
        picker.minimumDate = start
        picker.date = Date(timeIntervalSince1970: 5)
        #expect(picker.date == start)
        picker.maximumDate = Date(timeIntervalSince1970: 2_000_000)
        picker.setDate(Date(timeIntervalSince1970: 9_000_000), animated: true)
        #expect(picker.date == Date(timeIntervalSince1970: 2_000_000))
        picker.minuteInterval = 15
        picker.minuteInterval = 7
        picker.minuteInterval = 60
        #expect(picker.minuteInterval == 15)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_399)
    }

    /// A tab bar controller's bar is 49 points high; a tab bar fits 49 points high at any width.
    @Test func aTabBarControllersBarIs49PointsHigh() {
        let tabs = UITabBarController()
        #expect(tabs.tabBar.frame.height == 49)
        #expect(UITabBar(frame: .zero).sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 49))
    }
}
