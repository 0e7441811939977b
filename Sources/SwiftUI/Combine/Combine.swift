import Foundation

// A subset of Combine with Apple's names (docs/swiftui.md, "Combine"): `import SwiftUI` brings Combine on iOS, and
// real views use `Timer.publish(every:on:in:).autoconnect()` with `onReceive(_:perform:)` (autoplaying carousels),
// subjects and `sink`. It lives in the SwiftUI module (a file's `import Combine` is rewritten to `import SwiftUI`):
// a module named Combine in the build's shared module folder would change how Yams compiles (its
// `#if canImport(Combine)` imports `Combine.TopLevelDecoder`), as Package.swift says of `os` / `OSLog`.
// Values are delivered synchronously, on the thread that sends them; a demand is honoured as unlimited.

/// Something that can be cancelled (Combine's `Cancellable`).
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when it is released (Combine's `AnyCancellable`).
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }
    deinit { action?() }
    public func cancel() {
        let a = action
        action = nil
        a?()
    }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Namespace of Combine's subscriber types (Combine's `Subscribers`).
public enum Subscribers {
    /// How many values a subscriber asks for (Combine's `Subscribers.Demand`). Playground: always unlimited.
    public struct Demand: Equatable, Hashable, Sendable {
        let count: Int?
        public static let unlimited = Demand(count: nil)
        public static let none = Demand(count: 0)
        public static func max(_ value: Int) -> Demand { Demand(count: value) }
    }
    /// How a publisher finished (Combine's `Subscribers.Completion`).
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
    /// A subscriber that calls closures (Combine's `Subscribers.Sink`).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        var subscription: Subscription?
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }
        public func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        public func receive(_ input: Input) -> Subscribers.Demand {
            receiveValue(input)
            return .none
        }
        public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
        public func cancel() {
            subscription?.cancel()
            subscription = nil
        }
    }
}

/// A subscription a publisher gives its subscriber (Combine's `Subscription`).
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// Something that receives a publisher's values (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Something that sends values over time (Combine's `Publisher`).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Subscribes with closures for the values and the completion.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
    /// Wraps the publisher (Combine's `eraseToAnyPublisher()`).
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// A type-erased publisher (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (Subscribers.Sink<Output, Failure>) -> Void
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(Subscribers.Sink(receiveCompletion: { subscriber.receive(completion: $0) },
                                   receiveValue: { _ = subscriber.receive($0) }))
    }
}

/// The subscription subjects and timers give: values go to the subscriber until it is cancelled.
final class PlaygroundSubscription<Input, Failure: Error>: Subscription {
    var send: ((Input) -> Void)?
    var complete: ((Subscribers.Completion<Failure>) -> Void)?
    let onCancel: (PlaygroundSubscription) -> Void
    init<S: Subscriber>(_ subscriber: S, onCancel: @escaping (PlaygroundSubscription) -> Void)
        where S.Input == Input, S.Failure == Failure {
        send = { _ = subscriber.receive($0) }
        complete = { subscriber.receive(completion: $0) }
        self.onCancel = onCancel
    }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        send = nil
        complete = nil
        onCancel(self)
    }
}

/// A publisher you send values through (Combine's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// A subject that sends values to its subscribers as they come (Combine's `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    var subscriptions: [PlaygroundSubscription<Output, Failure>] = []
    var completed = false
    public init() {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let s = PlaygroundSubscription(subscriber) { [weak self] gone in self?.subscriptions.removeAll { $0 === gone } }
        subscriber.receive(subscription: s)
        if !completed { subscriptions.append(s) }
    }
    public func send(_ value: Output) {
        guard !completed else { return }
        for s in subscriptions { s.send?(value) }
    }
    public func send(completion: Subscribers.Completion<Failure>) {
        guard !completed else { return }
        completed = true
        for s in subscriptions { s.complete?(completion) }
        subscriptions = []
    }
}

/// A subject that holds a value and sends it to each new subscriber and on every change (Combine's
/// `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    let passthrough = PassthroughSubject<Output, Failure>()
    public var value: Output { didSet { passthrough.send(value) } }
    public init(_ value: Output) { self.value = value }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        passthrough.receive(subscriber: subscriber)
        _ = subscriber.receive(value)
    }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { passthrough.send(completion: completion) }
}

/// A publisher of one value (Combine's `Just`).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let s = PlaygroundSubscription(subscriber) { _ in }
        subscriber.receive(subscription: s)
        s.send?(output)
        s.complete?(.finished)
    }
}

/// A publisher that starts when connected (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher: Publisher {
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber subscribes (Combine's `autoconnect()`).
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Namespace of Combine's publisher types (Combine's `Publishers`).
public enum Publishers {
    /// A connectable publisher connected by its first subscriber (Combine's `Publishers.Autoconnect`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        var connection: Cancellable?
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
            if connection == nil { connection = upstream.connect() }
        }
    }
}

extension Timer {
    /// A publisher of the time every `interval` seconds once connected (Combine's `Timer.publish(every:…)`).
    /// Playground: the time is the playground's clock, a number of seconds the app moves forward each frame
    /// (`PlaygroundTimers.advance(to:)`); the run loop and mode are not read.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// Combine's `Timer.TimerPublisher`. Playground: fired by the playground's clock (see `publish(every:…)`).
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        let subject = PassthroughSubject<Date, Never>()
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
        public func connect() -> Cancellable {
            let entry = PlaygroundTimers.Entry(interval: interval, subject: subject)
            PlaygroundTimers.entries.append(entry)
            return AnyCancellable { PlaygroundTimers.entries.removeAll { $0 === entry } }
        }
    }
}

/// The connected timer publishers and the playground's clock (seconds): the app moves it forward each frame.
/// Playground hook (package): not part of Combine's API.
package enum PlaygroundTimers {
    final class Entry {
        let interval: TimeInterval
        let subject: PassthroughSubject<Date, Never>
        /// When it fires next (nil: at the first advance, one interval after that time).
        var next: Double?
        init(interval: TimeInterval, subject: PassthroughSubject<Date, Never>) {
            self.interval = max(0.001, interval)
            self.subject = subject
        }
    }
    nonisolated(unsafe) static var entries: [Entry] = []
    /// Where the clock's 0 is as a date (the first advance's wall-clock date).
    nonisolated(unsafe) static var epoch: Date?

    /// Whether a timer is connected.
    package static var hasTimers: Bool { !entries.isEmpty }

    /// Moves the clock to `time` (seconds): each connected timer fires once for every interval passed since it was
    /// connected (its first firing one interval after the first time it is told), with the date of that moment.
    package static func advance(to time: Double) {
        let base = epoch ?? Date()
        epoch = base
        for e in entries {
            guard let next = e.next else { e.next = time + e.interval; continue }
            var t = next
            while t <= time {
                e.subject.send(base.addingTimeInterval(t))
                t += e.interval
            }
            e.next = t
        }
    }
}

/// The latest action of an `onReceive` (SwiftUI calls the action of the view's latest update).
final class PlaygroundReceiveAction {
    var action: (Any) -> Void
    init(_ action: @escaping (Any) -> Void) { self.action = action }
}

/// A view whose `onReceive` action is told its publisher's values.
nonisolated struct PlaygroundReceiveView<Content: View, P: Publisher>: PlaygroundPrimitiveView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void
}

@MainActor extension PlaygroundReceiveView: PlaygroundNodeView {
    /// Subscribes once for the view's identity (kept while the view is in the evaluated hierarchy); each evaluation
    /// makes its action the one called.
    func playgroundNode() -> PlaygroundViewNode {
        if let store = PlaygroundIdentity.store {
            let key = PlaygroundIdentity.modifierKey("onReceive")
            store.visited.insert(key)
            let action = action
            let call: (Any) -> Void = { if let v = $0 as? P.Output { action(v) } }
            if let kept = store.receivers[key] {
                kept.action.action = call
            } else {
                let holder = PlaygroundReceiveAction(call)
                store.receivers[key] = (holder, publisher.sink { holder.action($0) })
            }
        }
        return .modified(SwiftUI.playgroundNode(of: content), .other("onReceive"))
    }
}

nonisolated extension View {
    /// Calls `action` with each value `publisher` sends (Combine through SwiftUI). Playground: where a scroll layout
    /// evaluates views; a `Timer.publish` timer fires as the playground's clock moves (docs/swiftui.md, "Combine").
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        PlaygroundReceiveView(content: self, publisher: publisher, action: action)
    }
}
