import Foundation
import Testing
import UIKit

// UIResponder.h's input views: readonly and nil on UIResponder, readwrite on UITextField and UITextView. A chat
// screen's root view overrides `inputAccessoryView` with a getter and a setter (an override may add a setter to a
// readonly property); the class below compiles only when UIResponder declares it `open`.

private final class AccessoryHostingView: UIView {
    var storedAccessory: UIView?
    override var inputAccessoryView: UIView? {
        get { storedAccessory }
        set { storedAccessory = newValue }
    }
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite struct UIResponderInputViewsTests {
    @Test func aResponderHasNoInputViewsByDefault() {
        let view = UIView()
        #expect(view.inputView == nil)
        #expect(view.inputAccessoryView == nil)
        #expect(UIViewController().inputAccessoryView == nil)
    }

    @Test func anOverrideWithASetterIsReadThroughUIResponder() {
        let view = AccessoryHostingView()
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        view.inputAccessoryView = bar
        let responder: UIResponder = view
        #expect(responder.inputAccessoryView === bar)
        #expect(responder.inputView == nil)
        view.reloadInputViews()
        #expect(responder.inputAccessoryView === bar)
    }

    @Test func textFieldAndTextViewKeepWhatIsSet() {
        let field = UITextField()
        let picker = UIView()
        field.inputView = picker
        let toolbar = UIView()
        field.inputAccessoryView = toolbar
        let asResponder: UIResponder = field
        #expect(asResponder.inputView === picker)
        #expect(asResponder.inputAccessoryView === toolbar)

        let textView = UITextView()
        textView.inputAccessoryView = toolbar
        #expect((textView as UIResponder).inputAccessoryView === toolbar)
        #expect(textView.inputView == nil)
    }
}
