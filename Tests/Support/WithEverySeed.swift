import PlaygroundCore

/// Runs `body` once per seed with the core's repeatable generator (`MonkeyRandom`, SplitMix64), naming the seed in
/// any failure message it produces.
public func withEverySeed(_ seeds: Range<UInt64>, _ body: (UInt64, inout MonkeyRandom) throws -> Void) rethrows {
    for seed in seeds {
        var rng = MonkeyRandom(seed: seed)
        try body(seed, &rng)
    }
}
