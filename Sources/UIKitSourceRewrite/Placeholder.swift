import SwiftSyntax
import SwiftParser
