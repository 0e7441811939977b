import Foundation
import UIKit

/// The hosting controller's view: lays the root view out when UIKit lays it out.
@MainActor final class PlaygroundHostingView<Content: View>: UIView {
    private unowned let host: UIHostingController<Content>

    init(host: UIHostingController<Content>) {
        self.host = host
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { fatalError("a hosting view is made by its controller") }

    override func layoutSubviews() {
        super.layoutSubviews()
        host.playgroundLayOut(in: bounds)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { host.sizeThatFits(in: size) }

    override var intrinsicContentSize: CGSize {
        guard host.sizingOptions.contains(.intrinsicContentSize) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return host.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    }
}
