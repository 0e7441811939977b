import Foundation

/// A context menu's configuration (UIContextMenuConfiguration.h): its identifier, preview and actions providers.
///
/// Playground: approximated: nothing long-presses for a menu here, so no menu or preview is shown; the providers
/// are kept, not called.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = () -> UIViewController?
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

    public let identifier: any NSCopying
    package let playgroundPreviewProvider: PreviewProvider?
    package let playgroundActionProvider: ActionProvider?
    open var preferredMenuElementOrder: Int = 0

    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
                actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.playgroundPreviewProvider = previewProvider
        self.playgroundActionProvider = actionProvider
        super.init()
        PlaygroundNotices.record("UIContextMenuConfiguration", .approximated,
                                 "nothing long-presses for a menu here: no menu or preview is shown")
    }
}
