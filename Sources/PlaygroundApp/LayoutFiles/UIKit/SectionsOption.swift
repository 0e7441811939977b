import ArgumentParser

/// `--sections N`: the shorthand of `--param sections=N`, the parameter the UIKit adapter declares for every UIKit
/// layout (the items split into N sections; docs/uikit.md). Shared by run, dump, render, replay and bench.
struct SectionsOption: ParsableArguments {
    @Option(name: .customLong("sections"), parsing: .unconditional,
            help: "A UIKit layout's sections: the items split into N sections (the same as --param sections=N).")
    var sections: String?

    /// `params` with `sections` set from `--sections`; a one-line error when both name it differently.
    func apply(to params: [String: String]) throws -> [String: String] {
        guard let sections else { return params }
        if let given = params["sections"], given != sections {
            throw CLIError("--sections \(sections) and --param sections=\(given) disagree; give one")
        }
        var result = params
        result["sections"] = sections
        return result
    }
}
