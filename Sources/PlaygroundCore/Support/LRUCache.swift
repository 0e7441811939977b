/// The bookkeeping of a least-recently-used cache with byte costs: which keys are held, in what order they were
/// last used, and which to evict when the total cost passes the capacity. The values themselves live elsewhere
/// (the window's textures, the text cache): the owner frees a value when `insert` reports its key evicted.
///
///     var lru = LRUCache<String>(capacity: 100)
///     lru.insert("a", cost: 60)      // []
///     lru.insert("b", cost: 30)      // []
///     lru.touch("a")                 // "a" is now the most recently used
///     lru.insert("c", cost: 40)      // ["b"]: 60 + 30 + 40 > 100, and "b" was used least recently
///
/// A single key costing more than the capacity is still admitted, alone: everything else is evicted, and it is the
/// first to go at the next insertion. (What is on screen must be able to draw even under a tiny bound.)
///
/// Complexity: O(1) for `touch`, `contains`, `remove`; `insert` is O(1) plus O(1) per eviction.
public struct LRUCache<Key: Hashable & Sendable>: Sendable {
    /// The most the held keys may cost together (bytes, or any unit the owner chooses); at least 0.
    public let capacity: Int
    /// The sum of the held keys' costs.
    public private(set) var totalCost = 0

    private struct Node: Sendable {
        var key: Key?
        var cost: Int
        var newer: Int
        var older: Int
    }

    /// Slots of a doubly linked list, newest at `newest`, oldest at `oldest`; -1 ends it. Freed slots are reused.
    private var nodes: [Node] = []
    private var freeSlots: [Int] = []
    private var slotOf: [Key: Int] = [:]
    private var newest = -1
    private var oldest = -1

    public init(capacity: Int) {
        self.capacity = Swift.max(0, capacity)
    }

    /// How many keys are held.
    public var count: Int { slotOf.count }
    public var isEmpty: Bool { slotOf.isEmpty }

    public func contains(_ key: Key) -> Bool { slotOf[key] != nil }

    /// The cost `key` was inserted with, or nil when it is not held.
    public func cost(of key: Key) -> Int? { slotOf[key].map { nodes[$0].cost } }

    /// The held keys, most recently used first.
    public var keys: [Key] {
        var result: [Key] = []
        result.reserveCapacity(count)
        var i = newest
        while i >= 0 {
            result.append(nodes[i].key!)
            i = nodes[i].older
        }
        return result
    }

    /// Marks `key` as the most recently used. Returns false (and does nothing) when it is not held.
    @discardableResult
    public mutating func touch(_ key: Key) -> Bool {
        guard let i = slotOf[key] else { return false }
        unlink(i)
        pushNewest(i)
        return true
    }

    /// Holds `key` with `cost` (negative costs count as 0) as the most recently used, replacing its old cost if it
    /// was held, then evicts the least recently used other keys until the total fits the capacity.
    /// - Returns: the evicted keys, least recently used first. Never contains `key` itself.
    @discardableResult
    public mutating func insert(_ key: Key, cost: Int) -> [Key] {
        let cost = Swift.max(0, cost)
        if let i = slotOf[key] {
            totalCost += cost - nodes[i].cost
            nodes[i].cost = cost
            unlink(i)
            pushNewest(i)
        } else {
            let node = Node(key: key, cost: cost, newer: -1, older: -1)
            let i: Int
            if let reused = freeSlots.popLast() {
                nodes[reused] = node
                i = reused
            } else {
                nodes.append(node)
                i = nodes.count - 1
            }
            slotOf[key] = i
            totalCost += cost
            pushNewest(i)
        }
        var evicted: [Key] = []
        while totalCost > capacity, oldest >= 0, oldest != newest {
            let victim = nodes[oldest].key!
            remove(victim)
            evicted.append(victim)
        }
        return evicted
    }

    /// Stops holding `key`. Returns its cost, or nil when it was not held.
    @discardableResult
    public mutating func remove(_ key: Key) -> Int? {
        guard let i = slotOf.removeValue(forKey: key) else { return nil }
        unlink(i)
        let cost = nodes[i].cost
        totalCost -= cost
        nodes[i].key = nil
        freeSlots.append(i)
        return cost
    }

    /// Stops holding every key.
    public mutating func removeAll() {
        nodes.removeAll()
        freeSlots.removeAll()
        slotOf.removeAll()
        newest = -1
        oldest = -1
        totalCost = 0
    }

    /// The longest prefix of `keys` (in priority order) whose costs fit `capacity` together; at least the first key,
    /// so the most wanted one is always admitted. Used to ask only for what the cache can hold, so a cache smaller
    /// than one screenful does not evict and reload the same images forever.
    ///
    ///     LRUCache<Int>.prefix(of: [1, 2, 3], fitting: 100) { _ in 40 }   // [1, 2]
    public static func prefix(of keys: [Key], fitting capacity: Int, cost: (Key) -> Int) -> ArraySlice<Key> {
        var total = 0
        for (n, key) in keys.enumerated() {
            total += Swift.max(0, cost(key))
            if total > capacity { return keys.prefix(Swift.max(1, n)) }
        }
        return keys[...]
    }

    // MARK: - The list

    private mutating func unlink(_ i: Int) {
        let newer = nodes[i].newer, older = nodes[i].older
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        nodes[i].newer = -1
        nodes[i].older = -1
    }

    private mutating func pushNewest(_ i: Int) {
        nodes[i].newer = -1
        nodes[i].older = newest
        if newest >= 0 { nodes[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }
}
