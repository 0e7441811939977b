/// Core Foundation's time interval in seconds (CFDate.h), the type Core Animation's times have
/// (`CADisplayLink.timestamp`, `CACurrentMediaTime()`); Core Foundation's Swift names are not exported on Linux.
public typealias CFTimeInterval = Double
