import Foundation
import SwiftUI
import Testing

/// SwiftUI's underscored stack layouts (`_HStackLayout`, `_VStackLayout`, `_ZStackLayout`: public in SwiftUI's
/// interface, `Layout`s from iOS 16) lay out as the stacks do: code of the iOS 16 betas (`AnyLayout(_HStackLayout())`)
/// compiles and places its subviews.
@Suite struct UnderscoredStackLayoutTests {
    /// Two 30 × 20 subviews, 8 points apart: side by side in 68 × 20, stacked in 30 × 48, overlaid in 30 × 20.
    @Test func theyLayOutAsTheStacks() {
        let sizes = [CGSize(width: 30, height: 20), CGSize(width: 30, height: 20)]
        var cache: Void = ()
        let (h, hSources) = subviews(sizes)
        let hStack = _HStackLayout(alignment: .top, spacing: 8)
        #expect(hStack.sizeThatFits(proposal: .unspecified, subviews: h, cache: &cache) == CGSize(width: 68, height: 20))
        hStack.placeSubviews(in: CGRect(x: 0, y: 0, width: 68, height: 20), proposal: .unspecified, subviews: h, cache: &cache)
        #expect(hSources.map { $0.placement?.minX } == [0, 38])
        let (v, _) = subviews(sizes)
        #expect(_VStackLayout(spacing: 8).sizeThatFits(proposal: .unspecified, subviews: v, cache: &cache)
                == CGSize(width: 30, height: 48))
        let (z, _) = subviews(sizes)
        #expect(_ZStackLayout().sizeThatFits(proposal: .unspecified, subviews: z, cache: &cache) == CGSize(width: 30, height: 20))
    }
}
