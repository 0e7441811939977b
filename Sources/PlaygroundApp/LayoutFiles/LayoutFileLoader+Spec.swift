import Foundation
import PlaygroundCore

extension LayoutFileLoader {
    /// Runs `check-spec` in a child process (SpecCheckCommand): the ladder of the layout rules, within the check's
    /// time limit and a memory limit. Returns when every rule holds; otherwise one line saying why.
    func checkSpec(_ file: String) throws(LayoutFileError) {
        let name = (file as NSString).lastPathComponent
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"  // as for check-layout: the report needs only the message
        let result = ChildProcess.run(LayoutCompiler.executablePath(), ["check-spec"] + sessionArguments + ["--", file],
                                      environment: environment, timeout: checkTimeout, separateErrors: true)
        if result.timedOut {
            throw LayoutFileError(file: file, message: "\(name): the layout rules' check hung (no answer in "
                + "\(ParameterSpec.format(checkTimeout)) s); the layout was not loaded")
        }
        let lines = result.output.split(separator: "\n").map(String.init).filter { $0 != LayoutCheckCommand.refusedLine }
        switch result.status {
        case 0 where lines.contains(where: { $0.hasPrefix(LayoutCheckCommand.passLine) }):
            return
        case LayoutCheckCommand.violationStatus:
            let first = lines.first ?? "a rule failed"
            throw LayoutFileError(file: file, message: first.hasPrefix(name) ? first : "\(name): refused: \(first)",
                                  details: lines.prefix(5).map { LayoutFileError.Excerpt(summary: $0) })
        default:
            let why = TrapMessage.ranOutOfMemory(result.errors) || result.signal == SIGKILL
                ? "it needed more than \(SpecCheckCommand.memoryLimit >> 20) MiB" : Self.why(result)
            throw LayoutFileError(file: file, message: "\(name): the layout rules' check failed (\(why)); "
                + "the layout was not loaded")
        }
    }
}
