import UIKit
import ColumnKit

/// The example app's helper: it imports the library (ColumnKit) whose file, ColumnSpacing.swift, is beside it.
enum ColumnMath {
    static func side(for width: CGFloat, columns: Int) -> CGFloat {
        (width - ColumnSpacing.standard * CGFloat(columns - 1)) / CGFloat(columns)
    }
}
