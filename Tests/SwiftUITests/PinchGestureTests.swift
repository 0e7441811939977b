import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

final class PinchLog { var values: [String] = [] }

/// Photos 100 points tall: each pinches and rotates at once (`MagnifyGesture().simultaneously(with:
/// RotateGesture())`), its `@State` scale followed by `.scaleEffect`; row 1 uses iOS 13's `MagnificationGesture`.
struct PinchPhotos: View {
    let log: PinchLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<4, id: \.self) { k in PinchPhoto(log: log, old: k == 1) }
            }
        }
    }
}

struct PinchPhoto: View {
    let log: PinchLog
    let old: Bool
    @State private var scale: CGFloat = 1
    var body: some View {
        if old {
            Color.gray.frame(height: 100)
                .scaleEffect(scale)
                .gesture(MagnificationGesture().onChanged { scale = $0 }.onEnded { log.values.append("old \($0)") })
        } else {
            Color.gray.frame(height: 100)
                .scaleEffect(scale)
                .gesture(MagnifyGesture().simultaneously(with: RotateGesture())
                    .onChanged { value in
                        scale = value.first?.magnification ?? 1
                        log.values.append("changed \(value.first?.magnification ?? 0) \(Int((value.second?.rotation.degrees ?? 0).rounded()))")
                    }
                    .onEnded { _ in log.values.append("ended") })
        }
    }
}

@MainActor @Suite(.serialized) struct PinchGestureTests {
    static let viewport = Size(width: 400, height: 300)

    func event(_ phase: ItemPinchEvent.Phase, item: Int, scale: Double, angle: Double = 0) -> ItemPinchEvent {
        ItemPinchEvent(phase: phase, rotation: angle != 0, indexPath: PlaygroundCore.IndexPath(item: item),
                       location: Point(x: 200, y: Double(item) * 100 + 50), contentOffset: .zero, scale: scale,
                       angle: angle, startTime: 1, time: 1.5)
    }

    /// A pinch with a rotation claims both; each moment is told both values (`.first`, `.second`), the state its
    /// callback sets re-renders (the item's scale), the release runs `onEnded`. iOS 13's gesture gets the scale.
    @Test func magnifyAndRotateAreToldTheWheelsValues() {
        let log = PinchLog()
        var a = SwiftUIViewLayoutAdapter(name: "pinch") { AnyView(PinchPhotos(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(a.itemPinches(at: PlaygroundCore.IndexPath(item: 0), point: Point(x: 200, y: 50))
                == ItemPinchClaim(magnify: true, rotate: true))
        a.itemPinch(event(.changed, item: 0, scale: 1.5, angle: Double.pi / 12))
        #expect(log.values == ["changed 1.5 15"])
        let t = a.attributes(forItem: PlaygroundCore.IndexPath(item: 0))?.transform
        #expect(t.map { abs($0.a - 1.5) < 1e-9 } == true, "scaleEffect(1.5) is the item's transform")
        a.itemPinch(event(.ended, item: 0, scale: 1.5))
        #expect(log.values.last == "ended")
        #expect(a.itemPinches(at: PlaygroundCore.IndexPath(item: 1), point: Point(x: 200, y: 150))
                == ItemPinchClaim(magnify: true, rotate: false))
        a.itemPinch(event(.ended, item: 1, scale: 2))
        #expect(log.values.last == "old 2.0")
    }
}
