/// Rectangular bodies moved by springs, constant accelerations, forces and collisions: the engine under UIKit
/// Dynamics (the UIKit module's `UIDynamicAnimator` builds one and steps it from the frame step's time).
///
/// Unlike the scroll simulations, several bodies pull on each other, so there is no closed form: the state is
/// stepped with fixed steps of `step` seconds (fourth-order Runge-Kutta for the forces, then rigid links and
/// collisions resolved by projection), so the same times give the same positions whatever the frame rate
/// (replays stay deterministic). One spring alone follows the damped spring's closed form
/// x(t) = e^(−ζωt)(x₀ cos ω_d t + …), ω = 2π·frequency, ω_d = ω√(1 − ζ²), to well under a point.
///
///     var s = SpringBodySimulation()
///     let b = s.addBody(Body(position: Point(x: 0, y: 100), size: Size(width: 100, height: 100)))
///     s.springs = [Spring(body: b, anchor: .zero, length: 0, frequency: 1, dampingRatio: 0.5)]
///     s.advance(by: 10)
///     s.bodies[b].position   // ≈ (0, 0): the spring settled at its anchor
///
/// Units: points, seconds; accelerations in points/s²; forces in UIKit newtons (a force of 1 accelerates a
/// 100 × 100-point body of density 1 at 100 points/s², Apple's UIPushBehavior documentation).
public struct SpringBodySimulation: Sendable {
    /// One rigid rectangle (no rotation here).
    public struct Body: Sendable, Hashable {
        /// The center, points.
        public var position: Point
        /// Points per second.
        public var velocity: Point = .zero
        /// Width and height, points (the collision rectangle and, with density, the mass).
        public var size: Size
        /// Mass per area relative to UIKit's: 1 is `UIDynamicItemBehavior.density`'s default.
        public var density = 1.0
        /// Linear velocity damping, per second (a = −resistance · v); 0: none.
        public var resistance = 0.0
        /// Bounciness of collisions, 0 (none) … 1 (no energy lost).
        public var elasticity = 0.0
        /// Tangential velocity kept in a contact per collision, as a fraction lost: 0 (slides) … 1 (sticks).
        public var friction = 0.0
        /// An anchored body never moves (it still collides).
        public var isAnchored = false

        public init(position: Point, velocity: Point = .zero, size: Size) {
            self.position = position
            self.velocity = velocity
            self.size = size
        }

        /// The mass in UIKit's units: density × area / (100 × 100 points).
        public var mass: Double { max(1e-9, density * max(1, size.width) * max(1, size.height) / 10_000) }

        /// The rectangle it covers.
        public var frame: Rect {
            Rect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// A spring from a body (at `offset` from its center) to a fixed anchor, or to another body (at `otherOffset`).
    public struct Spring: Sendable, Hashable {
        public var body: Int
        public var offset: Point
        /// The other body; nil: the fixed `anchor`.
        public var other: Int?
        public var otherOffset: Point
        /// The fixed end when `other` is nil, points.
        public var anchor: Point
        /// The rest length, points (0: a point spring pulling the attachment point onto the anchor).
        public var length: Double
        /// Oscillations per second, Hz; 0: a rigid link of `length` (UIAttachmentBehavior's default).
        public var frequency: Double
        /// ζ: 0 undamped, 1 critically damped.
        public var dampingRatio: Double

        public init(body: Int, offset: Point = .zero, anchor: Point, length: Double, frequency: Double,
                    dampingRatio: Double) {
            self.body = body
            self.offset = offset
            other = nil
            otherOffset = .zero
            self.anchor = anchor
            self.length = length
            self.frequency = frequency
            self.dampingRatio = dampingRatio
        }

        public init(body: Int, offset: Point = .zero, other: Int, otherOffset: Point = .zero, length: Double,
                    frequency: Double, dampingRatio: Double) {
            self.body = body
            self.offset = offset
            self.other = other
            self.otherOffset = otherOffset
            anchor = .zero
            self.length = length
            self.frequency = frequency
            self.dampingRatio = dampingRatio
        }
    }

    /// Which bodies collide, and with what.
    public struct Collisions: Sendable, Hashable {
        public var bodies: [Int]
        /// Whether these bodies collide with each other.
        public var betweenBodies: Bool
        /// The rectangle they stay inside, if any.
        public var boundary: Rect?
        /// Line segments they do not cross (each body as the circle its shorter side fits).
        public var segments: [(Point, Point)]

        public init(bodies: [Int], betweenBodies: Bool = true, boundary: Rect? = nil, segments: [(Point, Point)] = []) {
            self.bodies = bodies
            self.betweenBodies = betweenBodies
            self.boundary = boundary
            self.segments = segments
        }

        public static func == (l: Collisions, r: Collisions) -> Bool {
            l.bodies == r.bodies && l.betweenBodies == r.betweenBodies && l.boundary == r.boundary
                && l.segments.elementsEqual(r.segments) { $0.0 == $1.0 && $0.1 == $1.1 }
        }

        public func hash(into h: inout Hasher) {
            h.combine(bodies)
            h.combine(betweenBodies)
            h.combine(boundary)
            h.combine(segments.count)
        }
    }

    /// The fixed step, seconds: 1/240 s, four steps per 60 Hz frame.
    public static let step = 1.0 / 240
    /// At most this many seconds are simulated per `advance` (a stalled frame does not run away).
    public static let longestAdvance = 0.25
    /// A body is at rest below this speed, points per second...
    public static let restSpeed = 1.0
    /// ...and this net acceleration, points per second² (about 0.1 point from rest for a 2 Hz spring).
    public static let restAcceleration = 15.0

    public private(set) var bodies: [Body] = []
    public var springs: [Spring] = []
    /// Constant accelerations (gravity), points/s², by body.
    public var accelerations: [Int: Point] = [:]
    /// Continuous forces (pushes), UIKit newtons, by body.
    public var forces: [Int: Point] = [:]
    public var collisions: [Collisions] = []
    /// The seconds simulated so far, a whole number of steps.
    public private(set) var elapsed = 0.0
    /// Whether the last step found every body at rest.
    public private(set) var isResting = true

    public init() {}

    /// Adds a body; returns its index.
    @discardableResult
    public mutating func addBody(_ body: Body) -> Int {
        bodies.append(body)
        isResting = false
        return bodies.count - 1
    }

    /// Replaces body `index` (its position or velocity set from outside); wakes the simulation.
    public mutating func setBody(_ index: Int, _ body: Body) {
        bodies[index] = body
        isResting = false
    }

    /// Replaces every body (the caller's items, in its order); wakes the simulation when anything differs.
    public mutating func setBodies(_ newBodies: [Body]) {
        if newBodies != bodies { isResting = false }
        bodies = newBodies
    }

    /// Removes the bodies at `indices`; the remaining ones keep their order (callers renumber their springs).
    public mutating func removeBodies(at indices: Set<Int>) {
        bodies = bodies.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
    }

    /// Changes a body's velocity by `delta` (points per second); wakes the simulation.
    public mutating func addVelocity(_ delta: Point, to index: Int) {
        guard !bodies[index].isAnchored else { return }
        bodies[index].velocity += delta
        isResting = false
    }

    /// Applies an impulse of `impulse` UIKit newton-seconds: Δv = 100 · impulse / mass points per second.
    public mutating func applyImpulse(_ impulse: Point, to index: Int) {
        addVelocity(impulse * (100 / bodies[index].mass), to: index)
    }

    /// Simulates `seconds` (a whole number of steps; at most `longestAdvance`); returns how many steps ran.
    @discardableResult
    public mutating func advance(by seconds: Double) -> Int {
        guard seconds > 0, seconds.isFinite else { return 0 }
        let n = Int((min(seconds, Self.longestAdvance) / Self.step + 1e-9).rounded(.down))  // 0.1 s is 24 steps
        var ran = 0
        for _ in 0..<n {
            elapsed += Self.step
            if isResting && !wouldMove() { continue }
            stepOnce()
            ran += 1
        }
        return ran
    }

    // MARK: - The step

    /// Accelerations of every body for positions `p` and velocities `v`.
    private func accelerations(_ p: [Point], _ v: [Point]) -> [Point] {
        var a = [Point](repeating: .zero, count: bodies.count)
        for (i, g) in accelerations where i < a.count { a[i] += g }
        for (i, f) in forces where i < a.count { a[i] += f * (100 / bodies[i].mass) }
        for i in bodies.indices where bodies[i].resistance > 0 { a[i] -= v[i] * bodies[i].resistance }
        for s in springs where s.frequency > 0 && s.body < p.count {
            let omega = 2 * Double.pi * s.frequency
            let pa = p[s.body] + s.offset
            let pb: Point, vb: Point, mb: Double
            if let o = s.other, o < p.count {
                pb = p[o] + s.otherOffset; vb = v[o]; mb = bodies[o].isAnchored ? .infinity : bodies[o].mass
            } else {
                pb = s.anchor; vb = .zero; mb = .infinity
            }
            let ma = bodies[s.body].isAnchored ? Double.infinity : bodies[s.body].mass
            // The effective mass of the pair: the spring's ω and ζ hold for the relative motion (Box2D's soft joints).
            let m = ma.isInfinite ? mb : mb.isInfinite ? ma : ma * mb / (ma + mb)
            guard m.isFinite else { continue }
            let d = pa - pb, dv = v[s.body] - vb
            var force: Point
            if s.length <= 0 {
                force = (d * (omega * omega) + dv * (2 * s.dampingRatio * omega)) * (-m)
            } else {
                let dist = d.length
                guard dist > 1e-9 else { continue }
                let n = d * (1 / dist)
                let stretch = dist - s.length, along = dv.x * n.x + dv.y * n.y
                force = n * (-m * (omega * omega * stretch + 2 * s.dampingRatio * omega * along))
            }
            if ma.isFinite { a[s.body] += force * (1 / ma) }
            if let o = s.other, o < a.count, mb.isFinite { a[o] -= force * (1 / mb) }
        }
        for i in bodies.indices where bodies[i].isAnchored { a[i] = .zero }
        return a
    }

    /// Whether anything would set a resting simulation moving (a force, an acceleration, a stretched spring).
    private func wouldMove() -> Bool {
        let p = bodies.map(\.position), v = bodies.map(\.velocity)
        let a = contactFree(accelerations(p, v))
        return bodies.indices.contains { !bodies[$0].isAnchored
            && (v[$0].length >= Self.restSpeed || a[$0].length >= Self.restAcceleration) }
    }

    /// `a` without the components that push resting bodies into a boundary they touch.
    private func contactFree(_ a: [Point]) -> [Point] {
        var a = a
        for c in collisions {
            for (s0, s1) in c.segments {
                for i in c.bodies where i < bodies.count {
                    let b = bodies[i], e = s1 - s0, len2 = e.x * e.x + e.y * e.y
                    let t = len2 > 0 ? min(1, max(0, ((b.position - s0).x * e.x + (b.position - s0).y * e.y) / len2)) : 0
                    let d = b.position - (s0 + e * t), dist = d.length
                    guard dist > 1e-9, dist <= min(b.size.width, b.size.height) / 2 + 0.01 else { continue }
                    let n = d * (1 / dist), into = a[i].x * n.x + a[i].y * n.y
                    if into < 0 { a[i] -= n * into }
                }
            }
            guard let r = c.boundary else { continue }
            for i in c.bodies where i < bodies.count {
                let f = bodies[i].frame
                if f.maxY >= r.maxY - 0.01 && a[i].y > 0 { a[i].y = 0 }
                if f.minY <= r.minY + 0.01 && a[i].y < 0 { a[i].y = 0 }
                if f.maxX >= r.maxX - 0.01 && a[i].x > 0 { a[i].x = 0 }
                if f.minX <= r.minX + 0.01 && a[i].x < 0 { a[i].x = 0 }
            }
        }
        return a
    }

    private mutating func stepOnce() {
        let h = Self.step
        let p0 = bodies.map(\.position), v0 = bodies.map(\.velocity)
        func add(_ x: [Point], _ y: [Point], _ s: Double) -> [Point] { zip(x, y).map { $0 + $1 * s } }
        let a1 = accelerations(p0, v0)
        let p2 = add(p0, v0, h / 2), v2 = add(v0, a1, h / 2)
        let a2 = accelerations(p2, v2)
        let p3 = add(p0, v2, h / 2), v3 = add(v0, a2, h / 2)
        let a3 = accelerations(p3, v3)
        let p4 = add(p0, v3, h), v4 = add(v0, a3, h)
        let a4 = accelerations(p4, v4)
        for i in bodies.indices where !bodies[i].isAnchored {
            bodies[i].position += (v0[i] + v2[i] * 2 + v3[i] * 2 + v4[i]) * (h / 6)
            bodies[i].velocity += (a1[i] + a2[i] * 2 + a3[i] * 2 + a4[i]) * (h / 6)
        }
        resolveRigidLinks()
        resolveCollisions()
        let a = contactFree(accelerations(bodies.map(\.position), bodies.map(\.velocity)))
        isResting = bodies.indices.allSatisfy { bodies[$0].isAnchored
            || (bodies[$0].velocity.length < Self.restSpeed && a[$0].length < Self.restAcceleration) }
    }

    /// Springs of frequency 0 are rigid links: their ends are put back at `length` (split by inverse mass) and the
    /// velocity along the link removed.
    private mutating func resolveRigidLinks() {
        for s in springs where s.frequency <= 0 && s.body < bodies.count {
            let a = bodies[s.body]
            let pb: Point, wb: Double
            if let o = s.other, o < bodies.count {
                pb = bodies[o].position + s.otherOffset; wb = bodies[o].isAnchored ? 0 : 1 / bodies[o].mass
            } else {
                pb = s.anchor; wb = 0
            }
            let wa = a.isAnchored ? 0 : 1 / a.mass
            guard wa + wb > 0 else { continue }
            let d = a.position + s.offset - pb, dist = d.length
            let n = dist > 1e-9 ? d * (1 / dist) : Point(x: 0, y: 1)
            let error = dist - max(0, s.length)
            let vb = s.other.map { bodies[$0].velocity } ?? .zero
            let rel = (a.velocity - vb)
            let along = rel.x * n.x + rel.y * n.y
            bodies[s.body].position -= n * (error * wa / (wa + wb))
            bodies[s.body].velocity -= n * (along * wa / (wa + wb))
            if let o = s.other {
                bodies[o].position += n * (error * wb / (wa + wb))
                bodies[o].velocity += n * (along * wb / (wa + wb))
            }
        }
    }

    private mutating func resolveCollisions() {
        for c in collisions {
            let ids = c.bodies.filter { $0 < bodies.count }
            if c.betweenBodies {
                for (k, i) in ids.enumerated() { for j in ids[(k + 1)...] { collide(i, j) } }
            }
            if let r = c.boundary { for i in ids { keep(i, inside: r) } }
            for (s0, s1) in c.segments { for i in ids { keep(i, offSegment: s0, s1) } }
        }
    }

    /// Two rectangles that overlap are pushed apart along the axis of least overlap (by inverse mass), and their
    /// velocities along it exchanged with the pair's elasticity.
    private mutating func collide(_ i: Int, _ j: Int) {
        let a = bodies[i], b = bodies[j]
        let wa = a.isAnchored ? 0 : 1 / a.mass, wb = b.isAnchored ? 0 : 1 / b.mass
        guard wa + wb > 0 else { return }
        let d = b.position - a.position
        let ox = (a.size.width + b.size.width) / 2 - abs(d.x), oy = (a.size.height + b.size.height) / 2 - abs(d.y)
        guard ox > 0, oy > 0 else { return }
        let n = ox < oy ? Point(x: d.x < 0 ? -1 : 1, y: 0) : Point(x: 0, y: d.y < 0 ? -1 : 1)
        let depth = min(ox, oy)
        bodies[i].position -= n * (depth * wa / (wa + wb))
        bodies[j].position += n * (depth * wb / (wa + wb))
        let rel = b.velocity - a.velocity, closing = rel.x * n.x + rel.y * n.y
        guard closing < 0 else { return }
        let e = min(a.elasticity, b.elasticity)
        let impulse = -(1 + e) * closing / (wa + wb)
        bodies[i].velocity -= n * (impulse * wa)
        bodies[j].velocity += n * (impulse * wb)
    }

    /// A body past a side of `r` is put back on it; its velocity into the side reverses times its elasticity and
    /// its velocity along the side loses its friction's share.
    private mutating func keep(_ i: Int, inside r: Rect) {
        guard !bodies[i].isAnchored else { return }
        var b = bodies[i]
        let hw = b.size.width / 2, hh = b.size.height / 2
        if b.position.x - hw < r.minX { b.position.x = r.minX + hw; bounce(&b.velocity.x, &b.velocity.y, b, sign: -1) }
        if b.position.x + hw > r.maxX { b.position.x = r.maxX - hw; bounce(&b.velocity.x, &b.velocity.y, b, sign: 1) }
        if b.position.y - hh < r.minY { b.position.y = r.minY + hh; bounce(&b.velocity.y, &b.velocity.x, b, sign: -1) }
        if b.position.y + hh > r.maxY { b.position.y = r.maxY - hh; bounce(&b.velocity.y, &b.velocity.x, b, sign: 1) }
        bodies[i] = b
    }

    private func bounce(_ normal: inout Double, _ tangent: inout Double, _ b: Body, sign: Double) {
        guard normal * sign > 0 else { return }
        normal = -normal * b.elasticity
        tangent *= 1 - min(1, max(0, b.friction))
    }

    /// A body as the circle its shorter side fits, kept off the segment s0–s1.
    private mutating func keep(_ i: Int, offSegment s0: Point, _ s1: Point) {
        guard !bodies[i].isAnchored else { return }
        var b = bodies[i]
        let radius = min(b.size.width, b.size.height) / 2
        let e = s1 - s0, len2 = e.x * e.x + e.y * e.y
        let t = len2 > 0 ? min(1, max(0, ((b.position - s0).x * e.x + (b.position - s0).y * e.y) / len2)) : 0
        let closest = s0 + e * t, d = b.position - closest, dist = d.length
        guard dist < radius, dist > 1e-9 else { return }
        let n = d * (1 / dist)
        b.position = closest + n * radius
        let vn = b.velocity.x * n.x + b.velocity.y * n.y
        if vn < 0 { b.velocity -= n * ((1 + b.elasticity) * vn) }
        bodies[i] = b
    }
}
