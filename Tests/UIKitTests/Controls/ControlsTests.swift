import Foundation
import Testing
import UIKit

/// The stored state of UIKit's simple controls, as their headers describe it.
@Suite struct ControlsTests {
    /// UIPageControl.h: the current page stays within the pages.
    @Test func aPageControlKeepsItsPageWithinThePages() {
        let dots = UIPageControl(frame: .zero)
        dots.numberOfPages = 5
        dots.currentPage = 3
        #expect(dots.currentPage == 3)
        dots.currentPage = 9
        #expect(dots.currentPage == 4)
        dots.numberOfPages = 2
        #expect(dots.currentPage == 1)
        dots.currentPage = -3
        #expect(dots.currentPage == 0)
    }

    /// UISegmentedControl.h: segments from items, none selected, titles by index; removing all clears the selection.
    @Test func aSegmentedControlKeepsItsSegments() {
        let control = UISegmentedControl(items: ["Grid", "List"])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.insertSegment(withTitle: "Cards", at: 1, animated: false)
        control.selectedSegmentIndex = 2
        #expect(control.titleForSegment(at: 1) == "Cards" && control.titleForSegment(at: 2) == "List")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    /// UISlider.h: the value is pinned to the range; UISwitch.h: a switch is 51 × 31 whatever it is asked.
    @Test func aSliderPinsItsValueAndASwitchHasItsFixedSize() {
        let slider = UISlider(frame: .zero)
        slider.maximumValue = 10
        slider.setValue(12, animated: false)
        #expect(slider.value == 10)
        slider.minimumValue = 2
        slider.value = 1
        #expect(slider.value == 2)
        let toggle = UISwitch(frame: .zero)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    }

    /// A switch draws as its track and thumb (docs/uikit.md, "Table views"): off, a 51 × 31 systemGray5 capsule with
    /// the white 27-point thumb 2 points in from the left; on, the track systemGreen (or `onTintColor`) and the thumb
    /// at x = 51 − 2 − 27 = 22.
    @Test func aSwitchDrawsItsTrackAndThumb() throws {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        toggle.layoutIfNeeded()
        #expect(toggle.subviews.count == 2)
        let track = try #require(toggle.subviews.first), thumb = try #require(toggle.subviews.last)
        #expect(track.frame == CGRect(x: 0, y: 0, width: 51, height: 31) && track.layer.cornerRadius == 15.5)
        #expect(track.backgroundColor == .systemGray5)
        #expect(thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27) && thumb.backgroundColor == .white)
        toggle.isOn = true
        toggle.layoutIfNeeded()
        #expect(track.backgroundColor == .systemGreen && thumb.frame.minX == 22)
        toggle.onTintColor = .systemBlue
        #expect(track.backgroundColor == .systemBlue)
    }
}
