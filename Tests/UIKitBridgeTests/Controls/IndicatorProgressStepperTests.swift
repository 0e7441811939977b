import Foundation
import Testing
import UIKit

/// The activity indicator, progress view, stepper and effect view, as their headers document them.
@MainActor @Suite struct IndicatorProgressStepperTests {
    /// Apple, hidesWhenStopped: "the receiver sets its isHidden property to true when receiver is not animating".
    @Test func anIndicatorThatHidesWhenStoppedIsHiddenUnlessAnimating() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.hidesWhenStopped && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        spinner.startAnimating(); spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    /// Sizes per style: 20 points for medium and the deprecated white/gray, 37 for large and whiteLarge; raw values
    /// as UIActivityIndicatorView.h.
    @Test func indicatorSizesFollowTheStyle() {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width == 37)
        #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0 && UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    /// UIProgressView: progress pinned to 0…1; the bar view covers that fraction of the width.
    @Test func progressIsPinnedAndTheBarCoversItsFraction() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        progress.setProgress(0.25, animated: true)
        progress.layoutIfNeeded()
        let bar = progress.subviews[1]
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        progress.progress = 1.7
        #expect(progress.progress == 1)
        progress.progress = -2
        #expect(progress.progress == 0)
        progress.progressTintColor = .red
        #expect(bar.backgroundColor == .red)
        #expect(progress.intrinsicContentSize.height == 4)
    }

    /// UIStepper.h: 0 in 0…100 by 1; the value is limited to min/max; wraps "from min <-> max".
    @Test func aStepperPinsAndWraps() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10)
        stepper.stepValue = 4
        stepper.value = 8
        stepper.playgroundStep(up: true)
        #expect(stepper.value == 10)          // 12 pinned to the maximum
        stepper.playgroundStep(up: true)
        #expect(stepper.value == 10)          // stays without wraps
        stepper.wraps = true
        stepper.playgroundStep(up: true)
        #expect(stepper.value == 0)           // wraps to the minimum
        stepper.playgroundStep(up: false)
        #expect(stepper.value == 10)          // and back to the maximum
        stepper.minimumValue = 20             // not below the maximum: iOS raises, the playground keeps 0
        #expect(stepper.minimumValue == 0)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 4)
    }

    /// UIVisualEffectView: subviews go in contentView, which fills the view; a blur draws a translucent fill.
    @Test func anEffectViewsContentFillsIt() {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        let child = UIView()
        effect.contentView.addSubview(child)
        effect.layoutIfNeeded()
        #expect(effect.contentView.frame == effect.bounds)
        #expect(child.superview === effect.contentView)
        let fill = effect.subviews[0].backgroundColor
        var alpha: CGFloat = 0
        _ = fill?.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(alpha > 0 && alpha < 1)
    }
}
