/// What the inspector overlay shows besides each cell's own attributes: where scrolling is heading.
public struct Inspection: Hashable, Sendable {
    /// Where the current motion comes to rest (a snap target, an animation's end, a fling's rest), or during a drag
    /// the rest a release now would project to; nil when idle.
    public var predictedRest: Point?
    /// The layout's snap target for the predicted rest (or the current offset when idle), window coordinates of
    /// the viewport origin it would put on screen; nil in free layouts.
    public var snapTarget: Point?
}

extension Playground {
    /// The inspector's view of the scroll state. Asks a copy of the layout, so snapping state is untouched.
    public func inspection() -> Inspection {
        let axis = scroller.axis
        var rest: Point?
        if let r = scroller.restPosition {
            rest = contentOffset
            rest![axis] = r
        } else if let v = scroller.trackedVelocity(at: time) {
            rest = contentOffset
            rest![axis] = FrictionSimulation.projectedRest(position: scroller.position, velocity: v,
                                                           rate: scroller.decelerationRate)
        }
        var copy = layout()
        guard copy.snapPage(for: contentOffset) != nil else { return Inspection(predictedRest: rest, snapTarget: nil) }
        var velocity = Point.zero
        velocity[axis] = scroller.simulationVelocity ?? scroller.trackedVelocity(at: time) ?? 0
        let target = scroller.phase == .idle || scroller.phase == .dragging
            ? copy.targetContentOffset(proposed: rest ?? contentOffset, velocity: velocity)
            : (rest ?? contentOffset)
        return Inspection(predictedRest: rest, snapTarget: scroller.clamp(target))
    }
}
