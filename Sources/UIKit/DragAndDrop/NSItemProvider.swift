import Foundation

/// Foundation's item provider (NSItemProvider.h, iOS 8 / macOS 10.10), which swift-corelibs-foundation does not
/// have: the data of a drag item or a share, loaded lazily by type. Declared here because UIKit's drag and drop
/// names it and `import UIKit` brings Foundation on iOS.
///
/// Playground: holds the objects it was made with and gives them back to `loadObject(ofClass:)` of the same class;
/// type identifiers are kept, not converted (no Uniform Type Identifiers here).
open class NSItemProvider: NSObject {
    /// The objects registered, newest last.
    private var objects: [Any] = []
    /// The type identifiers registered (`public.image`, `public.plain-text`).
    open private(set) var registeredTypeIdentifiers: [String] = []
    /// A name a receiver may give a file made from the data.
    open var suggestedName: String?

    public override init() { super.init() }

    /// A provider of `object` (an `NSString`, a `UIImage`, a `URL` as `NSURL`…).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of `item` under `typeIdentifier`.
    public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
        self.init()
        if let item { objects.append(item) }
        if let typeIdentifier { registeredTypeIdentifiers.append(typeIdentifier) }
    }

    /// Who may load a registered representation.
    public enum RepresentationVisibility: Int, Sendable {
        case all = 0, team = 1, group = 2, ownProcess = 3
    }

    open func registerObject(_ object: any NSItemProviderWriting, visibility: RepresentationVisibility) {
        objects.append(object)
    }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether an object of `aClass` can be loaded: one of that class was registered.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        objects.contains { Self.object($0, is: aClass) }
    }

    private static func object(_ object: Any, is aClass: any NSItemProviderReading.Type) -> Bool {
        guard let cls = aClass as? AnyClass, let object = object as? NSObject else { return false }
        return object.isKind(of: cls)
    }

    /// Loads an object of `aClass`: the registered one of that class, handed to `completionHandler` at once.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let found = objects.last { Self.object($0, is: aClass) } as? NSItemProviderReading
        completionHandler(found, found == nil ? CocoaError(.fileReadUnsupportedScheme) : nil)
        return Progress(totalUnitCount: 1)
    }
}

/// A class whose objects an item provider can carry (NSItemProvider.h).
public protocol NSItemProviderWriting: AnyObject {}

/// A class whose objects an item provider can make (NSItemProvider.h).
public protocol NSItemProviderReading: AnyObject {}

extension NSString: NSItemProviderWriting, NSItemProviderReading {}
extension NSURL: NSItemProviderWriting, NSItemProviderReading {}
