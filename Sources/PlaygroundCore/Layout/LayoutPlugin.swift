/// What a compiled layout file hands the app: its declared parameters and how to make the layout
/// (docs/custom-layouts.md). The entry point the playground generates for a user's file returns one, retained;
/// the app takes it back with `Unmanaged.fromOpaque(_:).takeRetainedValue()`.
///
/// A class, so one reference crosses the C entry point; immutable, so it is Sendable.
public final class LayoutPlugin: Sendable {
    /// The parameters the file declares (`let parameters`), or none.
    public let parameters: [ParameterSpec]
    /// Makes a new layout for checked parameter values.
    public let make: @Sendable (ParameterValues) -> any CollectionLayout
    /// How the file's check treats broken rules: every rule for a native file, as iOS for a UIKit one.
    public let checkPolicy: CheckPolicy

    /// A plug-in declaring `parameters`, making its layout with `make`.
    public init(parameters: [ParameterSpec], checkPolicy: CheckPolicy = .everyRule,
                make: @escaping @Sendable (ParameterValues) -> any CollectionLayout) {
        self.parameters = parameters
        self.checkPolicy = checkPolicy
        self.make = make
    }

    /// The layout's name, as it calls itself with its default parameters.
    public func name() throws(ParameterError) -> String {
        make(try ParameterValues([:], specs: parameters, layout: "(user layout)")).name
    }

    /// The descriptor that puts this layout in the registry. `source` is the file it came from.
    public func descriptor(name: String, source: String, warnings: [LayoutWarning] = []) -> LayoutDescriptor {
        var descriptor = LayoutDescriptor(name: name, summary: "user layout (\(source))", parameters: parameters, make: make,
                                          source: source)
        descriptor.warnings = warnings
        return descriptor
    }
}
