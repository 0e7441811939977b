import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// API real SwiftUI files of swiftui11's and swiftui12's sets stopped on (docs/swiftui.md, "Controls, navigation and
/// accepted modifiers"): `UnevenRoundedRectangle` (danielsaidi/ScrollKit's rounded scroll content) and Combine's
/// `NotificationCenter.publisher(for:object:)` (JWAutumn/ACarousel's life-cycle modifier).
@Suite struct RealFiles12APITests {
    /// The points a path passes through (the ends of its segments).
    func ends(_ path: SwiftUI.Path) -> [CGPoint] {
        var result: [CGPoint] = []
        path.forEach { e in
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): result.append(p)
            case .closeSubpath: break
            }
        }
        return result
    }

    /// A card rounded at its top only: its outline starts 16 right of the top-left corner, turns the top-right
    /// corner in a curve to 16 below it, and meets both bottom corners exactly (radius 0: straight).
    @Test func anUnevenRectangleRoundsOnlyTheCornersGivenARadius() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let shape = UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
        let points = ends(shape.path(in: rect))
        #expect(points.first == CGPoint(x: 16, y: 0))
        #expect(points.contains(CGPoint(x: 84, y: 0)))
        #expect(points.contains(CGPoint(x: 100, y: 16)))
        #expect(points.contains(CGPoint(x: 100, y: 60)))
        #expect(points.contains(CGPoint(x: 0, y: 60)))
        #expect(points.contains(CGPoint(x: 0, y: 16)))
        // The static form SwiftUI declares on Shape makes the same shape.
        let viaStatic: UnevenRoundedRectangle = .rect(topLeadingRadius: 16, topTrailingRadius: 16)
        #expect(viaStatic.cornerRadii == RectangleCornerRadii(topLeading: 16, topTrailing: 16))
    }

    /// A radius past half the shorter side is clamped to it (decided, as RoundedRectangle here): 50 on a 100 × 60
    /// rectangle rounds by 30, so the bottom-trailing corner's curve ends at the bottom edge's middle-ish x = 70.
    @Test func aRadiusIsClampedToHalfTheShorterSide() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let shape = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(bottomTrailing: 50))
        let points = ends(shape.path(in: rect))
        #expect(points.contains(CGPoint(x: 100, y: 30)))
        #expect(points.contains(CGPoint(x: 70, y: 60)))
        #expect(points.first == CGPoint(x: 0, y: 0))
    }

    /// `publisher(for:)` sends each notification posted with its name (and only those), synchronously on the
    /// posting thread; an `object` restricts it to that sender; cancelling ends the observation.
    @Test func aNotificationPublisherSendsPostedNotificationsUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("RealFiles12APITests.didBecomeActive")
        let sender = NSObject()
        var received: [String] = []
        var fromSender = 0
        let all = center.publisher(for: name).sink { note in received.append(note.name.rawValue) }
        let only = center.publisher(for: name, object: sender).sink { _ in fromSender += 1 }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        center.post(name: name, object: sender)
        #expect(received == [name.rawValue, name.rawValue])
        #expect(fromSender == 1)
        all.cancel()
        center.post(name: name, object: sender)
        #expect(received.count == 2)
        #expect(fromSender == 2)
        _ = only
    }
}

/// ScrollKit's rounded scroll content masks with a composited, luminance-to-alpha shape: the modifiers compile and
/// leave the layout as it was (they change only how pixels combine).
@Suite struct CompositingModifiersTests {
    @Test func compositingAndLuminanceModifiersKeepTheLayout() {
        var a = SwiftUIViewLayoutAdapter(name: "masked") {
            AnyView(ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<2, id: \.self) { _ in
                        Color.blue.frame(height: 100)
                            .mask { ZStack { Color.white; Color.black }.compositingGroup().luminanceToAlpha() }
                    }
                }
            })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 800), itemCount: 2))
        #expect(a.contentSize == Size(width: 400, height: 200))
    }
}
