import Foundation
@testable import PlaygroundApp
import Testing

/// An initializer called on a metatype (`type.init()`, `cellClass.init(frame:)`, `T.self.init()`) makes the class,
/// as iOS's runtime does (docs/uikit.md, "The rewrite step": `PlaygroundMakers`). The fixture counts what it made:
/// 4 per screen (2), 1 for a cell of the right class and frame, 1 for its own layout with its own item size, 1 for
/// a cell a generic function makes (`T(frame:)`): 11 items. Before, the file did not compile ("constructing an object of class type … with a metatype value must use a
/// 'required' initializer").
@Suite struct MetatypeInitTests {
    @Test func screensCellsAndLayoutsAreMadeFromTheirMetatypes() throws {
        let file = Repo.root.appendingPathComponent("Tests/Fixtures/metatype-init/MetatypeMenuController.swift").path
        let run = try Run.playground(["dump", "--layout-file", file, "--param", "entry=MetatypeMenuController",
                                      "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((dump["items"] as? [Any])?.count == 11, "\(run.stderr)")
    }

    /// A class with no `init()` (only `init(name:)`) cannot be made from its metatype: one line naming it. The
    /// controller that makes it traps, so it is not offered and the next entry point is shown (docs/hosting.md,
    /// "Entry points"); the warning carries that line.
    @Test func aClassWithoutThatInitializerIsNamedInOneLine() throws {
        let file = Repo.root.appendingPathComponent("Tests/Fixtures/metatype-init/UnmakeableScreenController.swift").path
        let run = try Run.playground(["dump", "--layout-file", file, "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let warnings = ((json["warnings"] as? [[String: Any]]) ?? []).compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.hasPrefix("entry point UnmakeableScreenController trapped (")
            && $0.contains("NamedScreen.init() called on a metatype: the playground cannot make NamedScreen") }, "\(warnings)")
    }
}

/// `responds(to:)` answers from the loaded files' methods (docs/uikit.md, "The rewrite step"): the fixture's
/// controller implements `heightForCard(at:)` (+4), not the optional `didTapCard(at:)` (+2 if it said yes), and
/// inherits `refresh()` from its base class (+8): 1 + 4 + 8 = 13 items. Before, `responds(to:)` did not compile.
@Suite struct RespondsToSelectorTests {
    @Test func respondsToAnswersFromTheFilesMethods() throws {
        let file = Repo.root.appendingPathComponent("Tests/Fixtures/responds/RespondsCardsController.swift").path
        let run = try Run.playground(["dump", "--layout-file", file, "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((dump["items"] as? [Any])?.count == 13, "\(run.stderr)")
    }
}
