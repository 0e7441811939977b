import Foundation

/// Core Foundation's absolute time: seconds since 1 January 2001 00:00:00 GMT (CFDate.h). Core Foundation's
/// Swift names are not exported on Linux; code that times itself (a library's performance tests) calls
/// `CFAbsoluteTimeGetCurrent()`.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time (CFDate.h): the wall clock, as on iOS (unlike `CACurrentMediaTime()`, which follows
/// the playground's frame step), so a measurement of elapsed time measures it.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
