import Testing
@testable import PlaygroundCore

/// Every built-in layout passes the ladder a user's layout file must pass (LayoutValidator.checkLadder: item counts
/// and viewports, start, middle and end of the content, snap targets both ways), with its defaults and with the
/// parameters that change its shape most (a loop, its smallest and largest sizes).
@Suite struct BuiltinLadderTests {
    /// The parameter sets to check for `d`: the defaults, then each numeric parameter at both ends of its range and
    /// each flag on.
    static func parameterSets(_ d: LayoutDescriptor) -> [[String: String]] {
        var sets: [[String: String]] = [[:]]
        for spec in d.parameters {
            switch spec.kind {
            case .number(let range, _):
                sets.append([spec.name: ParameterSpec.format(range.lowerBound)])
                sets.append([spec.name: ParameterSpec.format(range.upperBound)])
            case .flag:
                sets.append([spec.name: "true"])
            default:
                break
            }
        }
        return sets
    }

    /// The looping carousels whose loop fails the ladder with one item (see below).
    static let knownLoopDuplicates: Set<String> = ["rotating", "cards"]

    @Test(arguments: LayoutRegistry.names)
    func theBuiltInPassesTheLadder(name: String) throws {
        let d = try LayoutRegistry.descriptor(named: name, in: LayoutRegistry.all)
        for params in Self.parameterSets(d) {
            let values = try ParameterValues(params, specs: d.parameters, layout: d.name)
            let problems = LayoutValidator.checkLadder({ d.make(values) })
            if Self.knownLoopDuplicates.contains(name), params["loop"] == "true" {
                // A loop of one item shows it in several slots: duplicate elements by the ladder's rules. Found by
                // this test (issue 22), left to the layouts' owners; this fails once it is fixed, to be removed.
                withKnownIssue("\(name) loop=true with one item repeats it") {
                    #expect(problems.isEmpty, "\(name) \(params): \(problems.prefix(3))")
                }
                continue
            }
            #expect(problems.isEmpty, "\(name) \(params): \(problems.prefix(3))")
        }
    }
}
