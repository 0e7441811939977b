extension Playground {
    /// The rules the layout shown breaks without being refused (a UIKit layout file's check warnings,
    /// docs/uikit.md "The check"); empty for the built-ins and native files.
    public var layoutWarnings: [LayoutWarning] {
        config.layouts.last { $0.name == layoutName }?.warnings ?? []
    }
}
