/// UIKit's views as a layout sees them. No view is drawn here: cells are the playground's own, so view and layer
/// properties are stored and otherwise do nothing (docs/uikit.md).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    // Playground: touches are not delivered to views yet (UITouch); these are called by nothing, and a view that
    // overrides them compiles.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
