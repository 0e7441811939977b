import Foundation

// Combine's common operators with Apple's names (docs/swiftui.md, "Combine"): what MVVM screens chain between a
// view model's `@Published` property and a `sink` (`viewModel.$items.receive(on: DispatchQueue.main).sink { … }`).
// As the rest of the subset: values are delivered synchronously and demand is unlimited.

/// The subscription an operator gives its downstream: cancelling it cancels the operator's own subscriber upstream.
final class PlaygroundOperatorSubscription: Subscription {
    let upstream: Cancellable
    init(_ upstream: Cancellable) { self.upstream = upstream }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() { upstream.cancel() }
}

/// A value an operator's closures share (the last value, a count).
final class PlaygroundBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Subscribes `subscriber` to `upstream` through `step`, which gets each upstream value and a function sending a value
/// downstream (none, one or a changed one); completions pass through.
func playgroundForward<U: Publisher, S: Subscriber>(_ upstream: U, to subscriber: S,
                                                    _ step: @escaping (U.Output, (S.Input) -> Void) -> Void)
    where S.Failure == U.Failure {
    let sink = Subscribers.Sink<U.Output, U.Failure>(
        receiveCompletion: { subscriber.receive(completion: $0) },
        receiveValue: { value in step(value) { _ = subscriber.receive($0) } })
    subscriber.receive(subscription: PlaygroundOperatorSubscription(sink))
    upstream.receive(subscriber: sink)
}

extension Publishers {
    /// Combine's `Publishers.Map`: each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            playgroundForward(upstream, to: subscriber) { value, send in send(transform(value)) }
        }
    }

    /// Combine's `Publishers.CompactMap`: the transformed values that are not nil.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            playgroundForward(upstream, to: subscriber) { value, send in if let v = transform(value) { send(v) } }
        }
    }

    /// Combine's `Publishers.Filter`: the values `isIncluded` keeps.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            playgroundForward(upstream, to: subscriber) { value, send in if isIncluded(value) { send(value) } }
        }
    }

    /// Combine's `Publishers.RemoveDuplicates`: a value equal to the one before it (by `predicate`) is dropped.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let last = PlaygroundBox<Upstream.Output?>(nil)
            playgroundForward(upstream, to: subscriber) { value, send in
                if let previous = last.value, predicate(previous, value) { return }
                last.value = value
                send(value)
            }
        }
    }

    /// Combine's `Publishers.Drop`: the first `count` values are dropped.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let seen = PlaygroundBox(0), count = count
            playgroundForward(upstream, to: subscriber) { value, send in
                seen.value += 1
                if seen.value > count { send(value) }
            }
        }
    }

    /// Combine's `Publishers.ReceiveOn`. Playground: approximated: values are delivered at once, on the thread that
    /// sends them, not scheduled on `scheduler` (the subset delivers synchronously; a view model's sends come from
    /// the main thread here, where `DispatchQueue.main` and `RunLoop.main` would deliver them).
    public struct ReceiveOn<Upstream: Publisher, Context>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            PlaygroundNotices.record("Publishers.ReceiveOn", .approximated,
                                     "values are delivered at once, on the thread that sends them, not scheduled")
            playgroundForward(upstream, to: subscriber) { value, send in send(value) }
        }
    }
}

extension Publisher {
    /// Each value transformed (Combine's `map(_:)`).
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    /// The transformed values that are not nil (Combine's `compactMap(_:)`).
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    /// The values `isIncluded` keeps (Combine's `filter(_:)`).
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    /// Drops a value that `predicate` says equals the one before it (Combine's `removeDuplicates(by:)`).
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    /// Drops the first `count` values (Combine's `dropFirst(_:)`).
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
    /// Delivers values on `scheduler` (Combine's `receive(on:options:)`). Playground: at once (`Publishers.ReceiveOn`).
    public func receive<Context>(on scheduler: Context, options: Any? = nil) -> Publishers.ReceiveOn<Self, Context> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
}

extension Publisher where Output: Equatable {
    /// Drops a value equal to the one before it (Combine's `removeDuplicates()`).
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    /// Sets each value on `object` at `keyPath` (Combine's `assign(to:on:)`; it keeps `object` while subscribed).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}
