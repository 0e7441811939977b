import UIKit
import os.log
import OSLog

// A layout that logs as iOS code does, with `Logger` (iOS 14) and `os_log`: under --verbose the messages are
// written to standard error, otherwise nowhere (issue 32).

private let logger = Logger(subsystem: "com.example.cards", category: "layout")

final class LoggingFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        logger.debug("prepared \(count, privacy: .public) items at \(Double(itemSize.width)) wide")
        os_log("prepare finished", log: OSLog(subsystem: "com.example.cards", category: "legacy"), type: .info)
    }
}
