import Foundation

// Core Foundation's collection and string types, as Core Graphics' signatures name them (`colors as CFArray`):
// Foundation's on Linux, which has no CoreFoundation module to import (toll-free bridged on Apple's platforms too).
public typealias CFArray = NSArray
public typealias CFString = NSString
