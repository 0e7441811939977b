import UIKit
import BadgeKit

/// Reads a package's metrics (BadgeKit is not in this folder).
enum BadgeMath {
    static var insets: UIEdgeInsets { UIEdgeInsets(top: BadgeKitMetrics.inset, left: 0, bottom: 0, right: 0) }
}
