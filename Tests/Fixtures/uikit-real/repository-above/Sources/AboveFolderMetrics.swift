import Foundation

/// The repository's metrics, one folder above the layout's.
enum AboveFolderMetrics {
    static let side = 90.0
    static let spacing = 20.0
}
