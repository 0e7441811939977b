import Foundation

/// A model with no UIKit in it: a plain Swift file, compiled only as a sibling of the UIKit file that names it.
final class Library {
    struct Book: Hashable {
        let title: String
    }
    let books = ["A", "B", "C", "D", "E", "F"].map { Book(title: $0) }
}
