import Foundation
import Testing
import UIKit

/// UIStackView's `init(coder:)` is not failable (UIStackView.h declares it without `nullable`), so a stack view
/// subclass overrides it as `required init(coder: NSCoder)` (wordlessj/UIKitExt's NibStackView); an `init?` in
/// UIKit makes that override "a non-failable initializer cannot chain to failable initializer".
private final class LoadedStack: UIStackView {
    var setUp = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp = true
    }
    required init(coder: NSCoder) {
        super.init(coder: coder)
        setUp = true
    }
}

@MainActor
@Suite struct UIStackViewCoderTests {
    @Test func aSubclassOverridesTheNonFailableCoderInitializer() {
        let stack = LoadedStack(coder: NSCoder())
        #expect(stack.setUp)
        #expect(stack.arrangedSubviews.isEmpty)
        let plain: UIStackView = UIStackView(coder: NSCoder())
        #expect(plain.axis == .horizontal)
    }
}
