// Elementary functions for a core that imports only the standard library.
//
// The standard library has no sin/cos/exp/log, and PlaygroundCore may not import Foundation or Glibc. These bind
// the C library's symbols (always linked into a Swift program on Linux) directly; for functions of Doubles only,
// Swift's calling convention matches C's on x86_64 and arm64. Internal, so they never clash with Glibc's in
// modules that import both.

@_silgen_name("sin") func sin(_ x: Double) -> Double
@_silgen_name("cos") func cos(_ x: Double) -> Double
@_silgen_name("atan2") func atan2(_ y: Double, _ x: Double) -> Double
@_silgen_name("exp") func exp(_ x: Double) -> Double
@_silgen_name("log") func log(_ x: Double) -> Double
@_silgen_name("pow") func pow(_ x: Double, _ y: Double) -> Double
