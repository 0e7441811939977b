/// A nib: accepted where layouts register decoration views from one; never loaded.
@preconcurrency @MainActor
open class UINib: NSObject {
    public init(nibName name: String, bundle: Bundle?) { super.init() }
}
