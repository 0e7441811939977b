import UIKit

/// The library's one file (module ColumnKit in its own project).
public enum ColumnSpacing {
    public static let standard: CGFloat = 20
}
