import Foundation

/// The largest finite `Float`, under the name Darwin's math.h gives it (`#define HUGE MAXFLOAT`, and `MAXFLOAT` is
/// `0x1.fffffep+127f`): code written on Apple platforms sets an animation's `repeatCount = HUGE` to repeat it for
/// ever. Glibc's module does not export it to Swift, so it is declared here for every file that imports UIKit.
public let HUGE: Float = .greatestFiniteMagnitude
