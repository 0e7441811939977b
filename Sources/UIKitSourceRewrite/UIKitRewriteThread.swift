import Foundation

/// Runs the UIKit rewrite (swift-syntax's parse and rewriters, which recurse once per level of the syntax tree) on
/// a thread of its own with a large stack, and waits for it (issue 38, severe 3). `SourceNesting` refuses a file
/// nested deeper than `SourceNesting.limit` (1000) before it is parsed; this makes room for that depth whatever
/// thread asks (the main thread's 8 MiB, the watcher's thread, Dispatch's workers), with a wide margin for a debug
/// or AddressSanitizer build, whose frames are several times larger.
///
/// 256 MiB is reserved, not used: the kernel gives a thread's stack pages only as they are touched.
public enum UIKitRewriteThread {
    public static let stackBytes = 256 << 20

    public static func plan(files: [(path: String, text: String)], name: String,
                            dropping: [Int: Set<Int>] = [:], ownModules: Set<String> = [],
                            libraryModules: Set<String> = [], firstController: String? = nil,
                            sceneDelegate: String? = nil, libraryFiles: [(path: String, text: String)] = []) throws(UIKitPlanError) -> UIKitLayoutPlan {
        let result = run { () -> Result<UIKitLayoutPlan, UIKitPlanError> in
            do throws(UIKitPlanError) {
                return .success(try UIKitLayoutPlan.make(files: files, name: name, dropping: dropping, ownModules: ownModules,
                                                         libraryModules: libraryModules, firstController: firstController,
                                                         sceneDelegate: sceneDelegate, libraryFiles: libraryFiles))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Calls `body` on a new thread with a `stackBytes` stack and returns its result; on the calling thread if
    /// no such thread can be made.
    public static func run<T>(_ body: @escaping () -> T) -> T {
        var result: T?
        let task = ThreadTask { result = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        var thread = pthread_t()
        let unmanaged = Unmanaged.passRetained(task)
        let started = pthread_create(&thread, &attributes, { raw in
            Unmanaged<ThreadTask>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, unmanaged.toOpaque())
        guard started == 0 else {
            unmanaged.release()
            return body()
        }
        pthread_join(thread, nil)
        return result!
    }
}

/// The work handed to a thread made with `pthread_create`.
private final class ThreadTask: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
