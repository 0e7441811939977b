import Foundation
import Testing
import UIKit

/// UIImageView's frame animation (UIImageView.h): a pull-to-refresh header sets `animationImages`,
/// `animationDuration` and calls `startAnimating()`.
@MainActor
struct UIImageViewAnimatingTests {
    func frame(_ width: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: 10)).image { _ in }
    }

    @Test func startAndStopFollowTheFrames() {
        let view = UIImageView()
        #expect(view.animationImages == nil && view.animationRepeatCount == 0 && !view.isAnimating)
        view.startAnimating()  // no frames: nothing starts
        #expect(!view.isAnimating)
        view.animationImages = [frame(10), frame(20), frame(30)]
        view.startAnimating()
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
    }

    @Test func theDurationDefaultsToAThirtiethOfASecondPerFrame() {
        let view = UIImageView()
        #expect(view.animationDuration == 0)
        view.animationImages = [frame(10), frame(20), frame(30)]
        #expect(abs(view.animationDuration - 0.1) < 1e-12)
        view.animationDuration = 0.5
        #expect(view.animationDuration == 0.5)
        view.animationRepeatCount = 2
        #expect(view.animationRepeatCount == 2)
    }
}
