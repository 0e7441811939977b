import Foundation
import Testing
import UIKit

/// UIView's begin/commit animation blocks (UIView+BeginCommitAnimations.swift): the block's duration is Apple's
/// default 0.2 s until set, nested blocks keep their own, and a commit or a duration outside a block does nothing.
@Suite struct UIViewBeginCommitAnimationsTests {
    @Test func aBlockHasTheDefaultDurationUntilSetAndNestedBlocksKeepTheirs() {
        #expect(PlaygroundAnimationBlock.duration == nil)
        UIView.setAnimationDuration(1)   // outside a block: nothing
        #expect(PlaygroundAnimationBlock.duration == nil)
        UIView.beginAnimations("outer", context: nil)
        #expect(PlaygroundAnimationBlock.duration == 0.2)
        UIView.setAnimationDuration(0.5)
        #expect(PlaygroundAnimationBlock.duration == 0.5)
        UIView.beginAnimations(nil, context: nil)
        #expect(PlaygroundAnimationBlock.duration == 0.2)
        UIView.commitAnimations()
        #expect(PlaygroundAnimationBlock.duration == 0.5)
        UIView.commitAnimations()
        #expect(PlaygroundAnimationBlock.duration == nil)
        UIView.commitAnimations()   // none open: nothing
        #expect(PlaygroundAnimationBlock.duration == nil)
    }
}
