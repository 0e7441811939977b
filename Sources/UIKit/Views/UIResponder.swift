/// UIKit's views as a layout sees them. No view is drawn here: cells are the playground's own, so view and layer
/// properties are stored and otherwise do nothing (docs/uikit.md).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}
