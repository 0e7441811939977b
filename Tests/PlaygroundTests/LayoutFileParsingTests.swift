import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing

/// The pure parts of loading a layout file: finding its declarations, generating the entry point, reading the
/// compiler's messages.
@Suite struct LayoutFileParsingTests {
    @Test func scanFindsTheContractsDeclarations() {
        #expect(LayoutEntryPoint.scan("func makeLayout() -> any CollectionLayout { X() }")
                == .init(hasParameters: false, makeTakesParameters: false))
        #expect(LayoutEntryPoint.scan("""
            let parameters: [ParameterSpec] = []
            func makeLayout(_ p: ParameterValues) -> any CollectionLayout { X() }
            """) == .init(hasParameters: true, makeTakesParameters: true))
        #expect(LayoutEntryPoint.scan("public let parameters = [ParameterSpec]()\nprivate func makeLayout( ) -> any CollectionLayout")
                == .init(hasParameters: true, makeTakesParameters: false))
        // Indented (a member), a longer name, or missing: not the top-level function.
        #expect(LayoutEntryPoint.scan("struct A {\n    func makeLayout() -> any CollectionLayout { X() }\n}") == nil)
        #expect(LayoutEntryPoint.scan("func makeLayoutNow() -> any CollectionLayout { X() }") == nil)
        #expect(LayoutEntryPoint.scan("let parametersCount = 3\nfunc makeLayout() -> any CollectionLayout")
                == .init(hasParameters: false, makeTakesParameters: false))
        #expect(LayoutEntryPoint.scan("") == nil)
    }

    @Test func generatedSourcePointsErrorsAtTheUsersFile() {
        let text = "import PlaygroundCore\nfunc makeLayout() -> any CollectionLayout { X() }"
        let d = LayoutEntryPoint.Declarations(hasParameters: false, makeTakesParameters: false)
        let source = LayoutEntryPoint.source(user: text, path: "/tmp/my \"odd\" dir/Spiral.swift", declarations: d)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "import PlaygroundCore")
        #expect(lines[1] == #"#sourceLocation(file: "/tmp/my \"odd\" dir/Spiral.swift", line: 1)"#)
        #expect(Array(lines[2...3]) == text.split(separator: "\n").map(String.init))
        #expect(lines[4] == "#sourceLocation()")
        #expect(source.contains("@_cdecl(\"\(LayoutEntryPoint.symbol)\")"))
        #expect(source.contains("LayoutPlugin(parameters: [], make: { _ in makeLayout() })"))
        let withParameters = LayoutEntryPoint.source(
            user: text, path: "/a.swift", declarations: .init(hasParameters: true, makeTakesParameters: true))
        #expect(withParameters.contains("LayoutPlugin(parameters: parameters, make: { makeLayout($0) })"))
    }

    @Test func compilerMessagesAreParsed() {
        let output = """
            /home/me/My: Layouts/Spiral.swift:12:5: error: cannot find 'widht' in scope
                    let w = widht
                            ^~~~~
            /home/me/My: Layouts/Spiral.swift:3:1: warning: variable 'x' was never used
            <unknown>:0: error: unable to load standard library
            error: emit-library command failed with exit code 1
            /tmp/x.swift:40:9: note: did you mean 'width'?
            """
        let d = CompilerDiagnostic.parse(output)
        #expect(d.count == 4)
        #expect(d[0] == CompilerDiagnostic(file: "/home/me/My: Layouts/Spiral.swift", line: 12, column: 5,
                                           severity: .error, message: "cannot find 'widht' in scope"))
        #expect(d[0].summary == "Spiral.swift:12:5: error: cannot find 'widht' in scope")
        #expect(d[1].severity == .warning && d[1].line == 3)
        #expect(d[2].file == "<unknown>" && d[2].line == 0)
        #expect(d[3].severity == .note && d[3].message == "did you mean 'width'?")
    }

    @Test func excerptsCarryTheSourceLineAndColumn() {
        let source = "line one\n\tlet w = widht\nline three"
        let d = CompilerDiagnostic(file: "/a/S.swift", line: 2, column: 10, severity: .error, message: "m")
        let e = d.excerpt(source: source)
        #expect(e.source == "    let w = widht")
        // The tab became four spaces: column 10 of the raw line (the 'w' of widht) is column 13 shown.
        #expect(e.column == 13)
        #expect(Array(e.source!)[e.column - 1] == "w")
        #expect(d.excerpt(source: nil).source == nil)
        #expect(CompilerDiagnostic(file: "/a/S.swift", line: 9, column: 1, severity: .error, message: "m")
                    .excerpt(source: source).source == nil)
    }

    @Test func foldersExpandToTheirSwiftFilesSorted() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["b.swift", "a.swift", ".hidden.swift", "notes.txt"] {
            try Data().write(to: dir.appendingPathComponent(name))
        }
        let files = try LayoutFileLoader.expand([dir.path])
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["a.swift", "b.swift"])
        #expect(throws: LayoutFileError.self) { try LayoutFileLoader.expand([dir.path + "/missing.swift"]) }
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: LayoutFileError.self) { try LayoutFileLoader.expand([empty.path]) }
    }

    @Test func templateNamesFollowTheGivenName() {
        let text = LayoutTemplate.text(typeName: "Spiral", layoutName: "spiral")
        #expect(text.contains("struct SpiralLayout: CollectionLayout"))
        #expect(text.contains("var name: String { \"spiral\" }"))
        #expect(!text.contains("__"))
        #expect(LayoutEntryPoint.scan(text) == .init(hasParameters: true, makeTakesParameters: true))
    }
}
