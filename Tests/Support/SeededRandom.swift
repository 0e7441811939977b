/// A repeatable random generator (SplitMix64), so a failing seed can be replayed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    public mutating func bool() -> Bool { Bool.random(using: &self) }
}

/// Runs `body` once per seed, naming the seed in any failure message it produces.
public func withEverySeed(_ seeds: Range<UInt64>, _ body: (UInt64, inout SeededRandom) throws -> Void) rethrows {
    for seed in seeds {
        var rng = SeededRandom(seed: seed)
        try body(seed, &rng)
    }
}
