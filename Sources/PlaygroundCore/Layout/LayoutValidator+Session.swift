extension LayoutValidator {
    /// The ladder's item counts and viewports with the session's own added (when not already there).
    static func ladderSteps(session: (itemCount: Int, viewport: Size)?) -> (counts: [Int], viewports: [Size]) {
        var counts = ladderCounts, viewports = ladderViewports
        if let session {
            if session.itemCount >= 0, !counts.contains(session.itemCount) { counts.append(session.itemCount) }
            if session.viewport.isFinite, session.viewport.width > 0, session.viewport.height > 0,
               !viewports.contains(session.viewport) {
                viewports.append(session.viewport)
            }
        }
        return (counts, viewports)
    }
}

extension CollectionLayout {
    /// Every element's attributes (decorations, the first `itemCount` items, supplementary views), wherever its
    /// frame is: unlike a rect query, a frame with NaN in it is listed too.
    public func everyElement(itemCount: Int) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (kind, path) in decorationElements() {
            if let a = attributes(forDecoration: kind, at: path) { result.append(a) }
        }
        for i in 0..<max(0, itemCount) {
            if let a = attributes(forItem: indexPath(forFlatIndex: i)) { result.append(a) }
        }
        for (kind, path) in supplementaryElements() {
            if let a = attributes(forSupplementary: kind, at: path) { result.append(a) }
        }
        return result
    }
}
