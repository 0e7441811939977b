import Testing
import UIKit

/// `UIScrollView`'s zoom scale (UIScrollView.h; Apple, `viewForZooming(in:)`: "If the delegate returns nil, no
/// zooming occurs"): kept at 1 without a view to zoom, else clamped to the limits, the delegate told.
@MainActor @Suite struct UIScrollViewZoomTests {
    final class Zooming: NSObject, UIScrollViewDelegate {
        let content = UIView()
        var zooms = 0
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }
    final class NotZooming: NSObject, UIScrollViewDelegate {}

    @Test func defaultsAreOne() {
        let scrollView = UIScrollView()
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom)
    }

    @Test func withoutAViewToZoomTheScaleStaysOne() {
        let scrollView = UIScrollView()
        let delegate = NotZooming()
        scrollView.delegate = delegate
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
    }

    @Test func theScaleIsClampedAndTheDelegateTold() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let delegate = Zooming()
        scrollView.delegate = delegate
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 2 && delegate.zooms == 1)
        scrollView.setZoomScale(10, animated: true)
        #expect(scrollView.zoomScale == 4 && delegate.zooms == 2)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        // A 100×100 rectangle in a 300×200 view: the scale that fits it on both axes is 2.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 2)
    }
}
