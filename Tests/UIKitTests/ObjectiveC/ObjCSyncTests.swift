import Foundation
import Testing
import UIKit

/// `objc_sync_enter` / `objc_sync_exit` (objc-sync.h): one recursive lock per object.
@Suite struct ObjCSyncTests {
    final class Box: @unchecked Sendable { var value = 0 }

    @Test func aThreadMayEnterTwiceAndExitsWhatItEntered() {
        let box = Box()
        #expect(objc_sync_enter(box) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_enter(box) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(box) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(box) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(box) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR, "exited more often than entered")
        #expect(objc_sync_exit(Box()) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR, "never entered")
    }

    /// While one thread holds an object's lock another thread's enter waits: increments under the lock are not lost.
    @Test func twoThreadsDoNotInterleaveInsideTheLock() async {
        let box = Box()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<2_000 {
                        objc_sync_enter(box)
                        let v = box.value
                        box.value = v + 1
                        objc_sync_exit(box)
                    }
                }
            }
        }
        #expect(box.value == 8_000)
    }
}
