import Foundation
import Testing
import UIKit

/// UISegmentedControl's iOS 14 actions (UISegmentedControl.h): a segment made from or given a UIAction takes its
/// title, keeps it through inserts and removals, and is found by its identifier.
@MainActor
@Suite struct UISegmentedControlActionsTests {
    @Test func segmentsFromActionsTakeTheirTitles() {
        let all = UIAction(title: "All") { _ in }
        let even = UIAction(title: "Even") { _ in }
        let control = UISegmentedControl(frame: .zero, actions: [all, even])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "Even")
        #expect(control.actionForSegment(at: 0) === all)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.segmentIndex(identifiedBy: even.identifier) == 1)
    }

    @Test func setActionRetitlesAndInsertsKeepTheAlignment() {
        let control = UISegmentedControl(items: ["A", "B"])
        let odd = UIAction(title: "Odd") { _ in }
        control.setAction(odd, forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Odd")
        control.insertSegment(withTitle: "First", at: 0, animated: false)
        #expect(control.actionForSegment(at: 2) === odd && control.actionForSegment(at: 0) == nil)
        control.removeSegment(at: 0, animated: false)
        #expect(control.segmentIndex(identifiedBy: odd.identifier) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
    }
}
