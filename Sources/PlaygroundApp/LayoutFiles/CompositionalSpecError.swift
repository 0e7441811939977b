import Foundation
import PlaygroundCore
import Yams

/// A compositional layout spec file that could not be used: one line, `spec.yaml:14: sections[1].group.size.width:
/// expected a dimension like {fractionalWidth: 0.5}`.
struct CompositionalSpecError: Error, CustomStringConvertible {
    var file: String
    var line: Int?
    var message: String
    var description: String { message }
}
