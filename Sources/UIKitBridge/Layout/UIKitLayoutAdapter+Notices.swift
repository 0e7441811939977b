import PlaygroundCore
import UIKit

/// The UIKit module's notices (an approximated or inert symbol met by the layout's code, recorded once each by
/// `PlaygroundNotices`) handed to the core as `LayoutNotice`s: taken after each call into the layout's code (making
/// it, `prepare`, the queries: `ensurePrepared` starts every one) and when the core asks (docs/uikit-api.md).
/// UIKit's exceptions that the collection view raised (PlaygroundExceptions: where iOS would stop the app) come
/// with them, as `exception` notices.
extension UIKitLayoutAdapter {
    public func takeNotices() -> [LayoutNotice] {
        state.collectNotices()
        let taken = state.notices
        state.notices = []
        return taken
    }
}

extension UIKitLayoutAdapter.State {
    func collectNotices() {
        let taken = PlaygroundNotices.take()
        notices += taken.map { LayoutNotice(symbol: $0.symbol, state: $0.state.rawValue, message: $0.message) }
        // UIKit's exceptions raised by this collection view (where iOS would have stopped the app), one line each.
        let raised = PlaygroundExceptions.take(from: collectionView)
        notices += raised.map { LayoutNotice(symbol: $0.name, state: LayoutNotice.exception, message: $0.reason) }
    }
}
