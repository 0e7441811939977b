import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct LRUCacheTests {
    @Test func emptyCacheHoldsNothing() {
        var lru = LRUCache<Int>(capacity: 10)
        #expect(lru.isEmpty && lru.count == 0 && lru.totalCost == 0)
        #expect(!lru.contains(1))
        #expect(lru.cost(of: 1) == nil)
        let held = lru.touch(1)
        #expect(!held)
        let removed = lru.remove(1)
        #expect(removed == nil)
        #expect(lru.keys.isEmpty)
    }

    @Test func orderIsMostRecentFirstAndTouchMovesAKeyToTheFront() {
        var lru = LRUCache<String>(capacity: 100)
        var evicted = lru.insert("a", cost: 10)
        #expect(evicted.isEmpty)
        evicted = lru.insert("b", cost: 10)
        #expect(evicted.isEmpty)
        evicted = lru.insert("c", cost: 10)
        #expect(evicted.isEmpty)
        #expect(lru.keys == ["c", "b", "a"])
        var held = lru.touch("a")
        #expect(held)
        #expect(lru.keys == ["a", "c", "b"])
        held = lru.touch("a")  // touching the newest keeps the order
        #expect(held)
        #expect(lru.keys == ["a", "c", "b"])
        #expect(lru.totalCost == 30 && lru.count == 3)
    }

    @Test func evictsLeastRecentlyUsedUntilItFits() {
        // The doc comment's example.
        var lru = LRUCache<String>(capacity: 100)
        lru.insert("a", cost: 60)
        lru.insert("b", cost: 30)
        lru.touch("a")
        var evicted = lru.insert("c", cost: 40)
        #expect(evicted == ["b"])
        #expect(lru.keys == ["c", "a"])
        #expect(lru.totalCost == 100)
        // Several at once, oldest first.
        evicted = lru.insert("d", cost: 95)
        #expect(evicted == ["a", "c"])
        #expect(lru.keys == ["d"] && lru.totalCost == 95)
    }

    @Test func exactlyFullEvictsNothing() {
        var lru = LRUCache<Int>(capacity: 30)
        for k in 0..<3 { #expect(lru.insert(k, cost: 10).isEmpty) }
        #expect(lru.totalCost == 30)
        let evicted = lru.insert(3, cost: 1)
        #expect(evicted == [0])
    }

    @Test func reinsertionUpdatesCostAndRecency() {
        var lru = LRUCache<Int>(capacity: 50)
        lru.insert(1, cost: 10)
        lru.insert(2, cost: 10)
        #expect(lru.insert(1, cost: 20).isEmpty)  // 1 again: now newest, cost 20
        #expect(lru.keys == [1, 2] && lru.totalCost == 30)
        #expect(lru.cost(of: 1) == 20)
        let evicted = lru.insert(3, cost: 25)
        #expect(evicted == [2])
        #expect(lru.insert(1, cost: 40) == [3])  // growing a key evicts the others, never itself
        #expect(lru.keys == [1] && lru.totalCost == 40)
    }

    @Test func evictedKeysCanComeBack() {
        var lru = LRUCache<Int>(capacity: 20)
        lru.insert(1, cost: 10)
        lru.insert(2, cost: 10)
        let evicted = lru.insert(3, cost: 10)
        #expect(evicted == [1])
        #expect(!lru.contains(1))
        #expect(lru.insert(1, cost: 10) == [2])  // re-requested when visible again
        #expect(lru.keys == [1, 3])
    }

    @Test func aKeyBiggerThanTheBoundIsAdmittedAlone() {
        var lru = LRUCache<Int>(capacity: 100)
        lru.insert(1, cost: 40)
        lru.insert(2, cost: 40)
        var evicted = lru.insert(3, cost: 500)
        #expect(evicted == [1, 2])
        #expect(lru.keys == [3] && lru.totalCost == 500)
        // It goes first at the next insertion.
        evicted = lru.insert(4, cost: 10)
        #expect(evicted == [3])
        #expect(lru.keys == [4] && lru.totalCost == 10)
        // A zero capacity holds exactly the newest key.
        var zero = LRUCache<Int>(capacity: 0)
        evicted = zero.insert(1, cost: 5)
        #expect(evicted.isEmpty)
        evicted = zero.insert(2, cost: 5)
        #expect(evicted == [1])
        #expect(zero.keys == [2])
    }

    @Test func removeAndNegativeCosts() {
        var lru = LRUCache<Int>(capacity: 100)
        lru.insert(1, cost: 10)
        lru.insert(2, cost: -5)  // counts as 0
        #expect(lru.cost(of: 2) == 0)
        let removed = lru.remove(1)
        #expect(removed == 10)
        #expect(lru.keys == [2] && lru.totalCost == 0)
        lru.insert(3, cost: 7)
        #expect(lru.keys == [3, 2])  // slot reuse keeps the order right
        lru.removeAll()
        #expect(lru.isEmpty && lru.totalCost == 0 && lru.keys.isEmpty)
        lru.insert(4, cost: 1)
        #expect(lru.keys == [4])
    }

    @Test func prefixFittingTheCapacity() {
        #expect(Array(LRUCache<Int>.prefix(of: [1, 2, 3], fitting: 100) { _ in 40 }) == [1, 2])
        #expect(Array(LRUCache<Int>.prefix(of: [1, 2, 3], fitting: 120) { _ in 40 }) == [1, 2, 3])
        #expect(Array(LRUCache<Int>.prefix(of: [7, 8], fitting: 10) { _ in 40 }) == [7])  // the first always
        #expect(LRUCache<Int>.prefix(of: [], fitting: 10) { _ in 40 }.isEmpty)
    }

    /// Against a plain model (an array, newest first), over seeded random operations.
    @Test func matchesAPlainModel() {
        withEverySeed(0..<50) { seed, random in
            let capacity = Int.random(in: 0...60, using: &random)
            var lru = LRUCache<Int>(capacity: capacity)
            var model: [(key: Int, cost: Int)] = []
            for _ in 0..<200 {
                let key = Int.random(in: 0..<12, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let cost = Int.random(in: 0...25, using: &random)
                    let evicted = lru.insert(key, cost: cost)
                    model.removeAll { $0.key == key }
                    model.insert((key, cost), at: 0)
                    var expected: [Int] = []
                    while model.map(\.cost).reduce(0, +) > capacity, model.count > 1 {
                        expected.append(model.removeLast().key)
                    }
                    #expect(evicted == expected, "seed \(seed)")
                case 1:
                    let held = lru.touch(key)
                    #expect(held == model.contains { $0.key == key })
                    if let i = model.firstIndex(where: { $0.key == key }) { model.insert(model.remove(at: i), at: 0) }
                default:
                    let cost = lru.remove(key)
                    #expect(cost == model.first { $0.key == key }?.cost)
                    model.removeAll { $0.key == key }
                }
                #expect(lru.keys == model.map(\.key), "seed \(seed)")
                #expect(lru.totalCost == model.map(\.cost).reduce(0, +))
            }
        }
    }
}
