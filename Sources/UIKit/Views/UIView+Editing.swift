import Foundation

extension UIView {
    /// Makes the first responder among the view and its subviews resign (UIView.h: "Causes the view (or one of its
    /// embedded text fields) to resign the first responder status"); with `force`, whether or not it may. True when
    /// none is left first responder.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var stack: [UIView] = [self]
        var ended = true
        while let view = stack.popLast() {
            if view.isFirstResponder {
                if force { view.playgroundIsFirstResponder = false; (view as? UITextField)?.playgroundEndEditing() }
                else if !view.resignFirstResponder() { ended = false }
            }
            stack += view.subviews
        }
        return ended
    }
}
