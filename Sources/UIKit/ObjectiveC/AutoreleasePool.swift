/// Runs `body` in an autorelease pool and returns its result (the ObjectiveC module's `autoreleasepool(invoking:)`,
/// which every file importing UIKit sees on iOS). Swift on Linux has no Objective-C objects to autorelease: ARC
/// frees each object when its last reference goes, which is what draining the pool does on iOS, so running the body
/// is all there is to do. Declared in UIKit here, as `Selector` is (the ObjectiveC module does not exist on Linux).
///
///     let count = autoreleasepool { makeThumbnails().count }   // the body's result
@inlinable
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
