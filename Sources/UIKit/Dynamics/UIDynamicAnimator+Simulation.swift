internal import PlaygroundCore

/// An animator's simulation: the core's `SpringBodySimulation`, which item is which body, and the step's time.
final class PlaygroundDynamics {
    var simulation = SpringBodySimulation()
    /// The items, by body index (the behaviors hold them too).
    var items: [UIDynamicItem] = []
    /// The frame-step time the simulation's 0 stands for (moves forward when a stalled frame is skipped).
    var origin: Double?
    /// Items whose state the layout set (`updateItem(usingCurrentState:)`), read at the next step.
    var updated = Set<ObjectIdentifier>()
    var wasRunning = false

    var isRunning: Bool { !items.isEmpty && !simulation.isResting }
    var elapsed: Double { simulation.elapsed }
}

extension UICollectionViewLayout {
    /// Steps every animator made with this layout to `time` (seconds of the frame step); true when an item moved
    /// (the layout was then invalidated, to be prepared again before its next answer).
    package func playgroundAdvanceDynamics(to time: Double) -> Bool {
        playgroundDynamicAnimators.removeAll { $0.animator == nil }
        var moved = false
        for entry in playgroundDynamicAnimators {
            if let animator = entry.animator, animator.playgroundAdvance(to: time) { moved = true }
        }
        return moved
    }

    /// Whether an animator made with this layout is running.
    package var playgroundDynamicsRunning: Bool {
        playgroundDynamicAnimators.contains { $0.animator?.isRunning == true }
    }
}

extension UIDynamicAnimator {
    /// Brings the simulation up to date with the behaviors, steps it to `time` and writes the items' centers.
    func playgroundAdvance(to time: Double) -> Bool {
        let d = playgroundDynamics
        sync()
        guard let origin = d.origin else {
            d.origin = time
            return false
        }
        var due = time - origin - d.simulation.elapsed
        if due > SpringBodySimulation.longestAdvance {
            d.origin = origin + due - SpringBodySimulation.longestAdvance
            due = SpringBodySimulation.longestAdvance
        }
        let ran = d.simulation.advance(by: due)
        if ran > 0 {
            for (i, item) in d.items.enumerated() {
                let p = d.simulation.bodies[i].position
                let c = CGPoint(x: p.x, y: p.y)
                if item.center != c { item.center = c }
            }
        }
        let running = d.isRunning
        if running != d.wasRunning {
            d.wasRunning = running
            if running { delegate?.dynamicAnimatorWillResume(self) } else { delegate?.dynamicAnimatorDidPause(self) }
        }
        for b in behaviors { runActions(b) }
        if ran > 0, let layout = referenceLayout {
            // A tick changes positions, not metrics: a context of the layout's class that keeps a flow layout's
            // cached geometry.
            let context = layout.playgroundMakeInvalidationContext()
            if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
                flow.invalidateFlowLayoutAttributes = false
                flow.invalidateFlowLayoutDelegateMetrics = false
            }
            layout.invalidateLayout(with: context)
        }
        return ran > 0
    }

    private func runActions(_ b: UIDynamicBehavior) {
        b.action?()
        b.childBehaviors.forEach(runActions)
    }

    /// Bodies for the behaviors' items now (new items from their state, updated ones re-read), then the
    /// behaviors' springs, accelerations, forces, item properties and collisions.
    private func sync() {
        let d = playgroundDynamics
        let items = allItems
        var oldIndex: [ObjectIdentifier: Int] = [:]
        for (i, item) in d.items.enumerated() { oldIndex[ObjectIdentifier(item)] = i }
        var index: [ObjectIdentifier: Int] = [:]
        var bodies: [SpringBodySimulation.Body] = []
        for (i, item) in items.enumerated() {
            let id = ObjectIdentifier(item)
            index[id] = i
            let size = PlaygroundCore.Size(width: Double(item.bounds.width), height: Double(item.bounds.height))
            if let old = oldIndex[id], !d.updated.contains(id) {
                var b = d.simulation.bodies[old]
                b.size = size
                bodies.append(b)
            } else {
                let velocity = oldIndex[id].map { d.simulation.bodies[$0].velocity } ?? .zero
                bodies.append(SpringBodySimulation.Body(position: point(item.center), velocity: velocity, size: size))
            }
        }
        d.updated.removeAll()
        var springs: [SpringBodySimulation.Spring] = []
        var gravity: [Int: PlaygroundCore.Point] = [:]
        var forces: [Int: PlaygroundCore.Point] = [:]
        var collisions: [SpringBodySimulation.Collisions] = []
        var impulses: [(Int, PlaygroundCore.Point)] = []
        var velocities: [(Int, PlaygroundCore.Point)] = []
        func walk(_ b: UIDynamicBehavior) {
            let ids = b.items.compactMap { index[ObjectIdentifier($0)] }
            switch b {
            case let a as UIAttachmentBehavior:
                guard let first = ids.first else { break }
                let o1 = PlaygroundCore.Point(x: Double(a.offsetFromCenter.horizontal),
                                              y: Double(a.offsetFromCenter.vertical))
                if a.offsetFromCenter != .zero || a.otherOffsetFromCenter != .zero {
                    let symbol = a.attachedBehaviorType == .anchor
                        ? "UIAttachmentBehavior.init(item:offsetFromCenter:attachedToAnchor:)"
                        : "UIAttachmentBehavior.init(item:offsetFromCenter:attachedTo:offsetFromCenter:)"
                    PlaygroundNotices.record(symbol, .approximated, "the offset does not turn with the item (items do not turn here)")
                }
                if a.attachedBehaviorType == .items, ids.count == 2 {
                    let o2 = PlaygroundCore.Point(x: Double(a.otherOffsetFromCenter.horizontal),
                                                  y: Double(a.otherOffsetFromCenter.vertical))
                    springs.append(.init(body: first, offset: o1, other: ids[1], otherOffset: o2,
                                         length: Double(a.length), frequency: Double(a.frequency),
                                         dampingRatio: Double(a.damping)))
                } else {
                    springs.append(.init(body: first, offset: o1, anchor: point(a.anchorPoint), length: Double(a.length),
                                         frequency: Double(a.frequency), dampingRatio: Double(a.damping)))
                }
            case let g as UIGravityBehavior:
                let acc = PlaygroundCore.Point(x: Double(g.gravityDirection.dx), y: Double(g.gravityDirection.dy))
                    * Double(UIGravityBehavior.playgroundPointsPerSecondSquared)
                for i in ids { gravity[i, default: .zero] += acc }
            case let p as UIPushBehavior:
                let f = PlaygroundCore.Point(x: Double(p.pushDirection.dx), y: Double(p.pushDirection.dy))
                if p.mode == .continuous {
                    if p.active { for i in ids { forces[i, default: .zero] += f } }
                } else if p.active && p.playgroundPending {
                    p.playgroundPending = false
                    for i in ids { impulses.append((i, f)) }
                    p.active = false
                    p.playgroundPending = false
                }
            case let c as UICollisionBehavior:
                var boundary: PlaygroundCore.Rect?
                if c.collisionMode.contains(.boundaries), c.translatesReferenceBoundsIntoBoundary {
                    let r = referenceBounds().inset(by: c.referenceBoundaryInsets)
                    boundary = PlaygroundCore.Rect(x: Double(r.minX), y: Double(r.minY),
                                                   width: Double(r.width), height: Double(r.height))
                }
                let segments = c.collisionMode.contains(.boundaries)
                    ? c.segments.map { (point($0.from), point($0.to)) } : []
                collisions.append(.init(bodies: ids, betweenBodies: c.collisionMode.contains(.items),
                                        boundary: boundary, segments: segments))
            case let p as UIDynamicItemBehavior:
                for i in ids {
                    bodies[i].density = Double(max(0.0001, p.density))
                    bodies[i].resistance = Double(max(0, p.resistance))
                    bodies[i].elasticity = Double(min(1, max(0, p.elasticity)))
                    bodies[i].friction = Double(min(1, max(0, p.friction)))
                    bodies[i].isAnchored = p.isAnchored
                }
                for (item, v) in p.playgroundPendingVelocities {
                    if let i = index[ObjectIdentifier(item)] { velocities.append((i, point(v))) }
                }
                p.playgroundPendingVelocities.removeAll()
                p.playgroundVelocity = { [weak self] item in
                    guard let d = self?.playgroundDynamics,
                          let i = d.items.firstIndex(where: { $0 === item }) else { return nil }
                    let v = d.simulation.bodies[i].velocity
                    return CGPoint(x: v.x, y: v.y)
                }
            default:
                break
            }
            b.childBehaviors.forEach(walk)
        }
        behaviors.forEach(walk)
        d.items = items
        d.simulation.setBodies(bodies)
        d.simulation.springs = springs
        d.simulation.accelerations = gravity
        d.simulation.forces = forces
        d.simulation.collisions = collisions
        for (i, impulse) in impulses { d.simulation.applyImpulse(impulse, to: i) }
        for (i, v) in velocities { d.simulation.addVelocity(v, to: i) }
    }

    /// The reference's bounds: the layout's content (0, 0, collectionViewContentSize), or the view's bounds.
    private func referenceBounds() -> CGRect {
        if let layout = referenceLayout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return referenceView?.bounds ?? .zero
    }

    private func point(_ p: CGPoint) -> PlaygroundCore.Point { PlaygroundCore.Point(x: Double(p.x), y: Double(p.y)) }
}
