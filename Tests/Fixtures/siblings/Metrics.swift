import UIKit

/// The sizes Tiles.swift reads; `tileSpacing` comes from Spacing.swift, one more file away.
enum TileMetrics {
    static let side: CGFloat = 70
    static let spacing: CGFloat = tileSpacing
}
