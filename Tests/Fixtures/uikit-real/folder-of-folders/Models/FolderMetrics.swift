import Foundation

enum FolderMetrics {
    static let side: CGFloat = 70
    static let gap: CGFloat = 10
}
