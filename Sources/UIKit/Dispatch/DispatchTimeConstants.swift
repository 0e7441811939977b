/// Dispatch's time constants, which a file importing UIKit sees on Apple's platforms (UIKit re-exports Foundation,
/// which re-exports Darwin and Dispatch) and Linux's Foundation does not export: `#define NSEC_PER_SEC
/// 1000000000ull` and its kin in Apple's `dispatch/time.h`, imported into Swift as `UInt64`.
///
///     let delay = DispatchTime.now() + Double(Int64(0.8 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let USEC_PER_SEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
