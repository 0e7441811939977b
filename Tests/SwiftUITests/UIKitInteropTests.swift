import Foundation
import SwiftUI
import Testing
import UIKit

/// SwiftUI inside UIKit files (docs/uikit.md, "SwiftUI inside UIKit"): a `UIHostingController` child in a UIKit
/// controller and a cell's `UIHostingConfiguration` compile and run as view controllers and content configurations
/// (HorizonCalendar-style code); their SwiftUI views are not drawn inside UIKit views here.
@Suite struct UIKitInteropTests {
    struct Badge: View {
        var title: String
        var body: some View { Text(title) }
    }

    @Test func aHostingControllerIsAChildController() {
        let parent = UIViewController()
        let hosting = UIHostingController(rootView: Badge(title: "One"))
        hosting.sizingOptions = [.intrinsicContentSize]
        parent.addChild(hosting)
        parent.view.addSubview(hosting.view)
        hosting.didMove(toParent: parent)
        hosting.view.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        hosting.rootView = Badge(title: "Two")
        #expect(parent.children.first === hosting && hosting.view.superview === parent.view)
        #expect(hosting.rootView.title == "Two")
        #expect(hosting.safeAreaRegions == .all)
    }

    @Test func aHostingConfigurationInstallsInACell() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let configuration = UIHostingConfiguration { Badge(title: "Cell") }
            .margins(.horizontal, 16)
            .minSize(height: 44)
            .background { Color.red }
        cell.contentConfiguration = configuration
        #expect(configuration.playgroundMargins.leading == 16 && configuration.playgroundMargins.top == 0)
        #expect(configuration.playgroundMinSize.height == 44)
        #expect(configuration.content.title == "Cell")
        let view = configuration.makeContentView()
        #expect(view.configuration is UIHostingConfiguration<Badge, Color>)
    }
}
