import Foundation
import Testing
import UIKit

/// Appearance proxies as an app delegate sets them (UIAppearance.h): `UINavigationBar.appearance()` styles the bars
/// that enter a window afterwards, unless the bar sets the property itself ("iOS applies appearance changes when a
/// view enters a window", Apple, UIAppearance); every proxy keeps what is set on it. Each test styles a class of its
/// own, so proxies set here reach no other test's bars.
@MainActor @Suite struct UIAppearanceProxyTests {
    final class TintedBar: UINavigationBar {}
    final class OwnColourBar: UINavigationBar {}
    final class QuietBar: UINavigationBar {}
    final class Badge: UILabel {}

    @Test func aBarEnteringAWindowTakesItsProxysProperties() {
        TintedBar.appearance().barTintColor = .red
        TintedBar.appearance().isTranslucent = false
        TintedBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        TintedBar.appearance().setBackgroundImage(UIImage(), for: .default)
        let bar = TintedBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(bar)
        #expect(bar.barTintColor == .red)
        #expect(bar.isTranslucent == false)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(bar.backgroundImage(for: .default) != nil)
    }

    @Test func aPropertySetOnTheBarItselfIsKept() {
        OwnColourBar.appearance().barTintColor = .red
        let bar = OwnColourBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.barTintColor = .green
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(bar)
        #expect(bar.barTintColor == .green)
    }

    @Test func aBarOutOfEveryWindowIsNotStyledYet() {
        QuietBar.appearance().barTintColor = .blue
        let bar = QuietBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.barTintColor == nil)
    }

    @Test func proxiesAreOnePerClassAndKeepWhatIsSet() {
        #expect(Badge.appearance() === Badge.appearance())
        Badge.appearance().textColor = .orange
        #expect(Badge.appearance().textColor == .orange)
        let contained = Badge.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
        #expect(contained !== Badge.appearance())
        #expect(contained === Badge.appearance(whenContainedInInstancesOf: [UINavigationBar.self]))
        UIBarButtonItem.appearance().tintColor = .purple
        #expect(UIBarButtonItem.appearance().tintColor == .purple)
    }
}
