import Foundation
import UIKit

/// The content view of a `UIHostingConfiguration` here: a plain view holding it (nothing drawn).
@preconcurrency @MainActor
final class PlaygroundHostingContentView: UIView, UIContentView {
    var configuration: UIContentConfiguration

    init(configuration: UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
