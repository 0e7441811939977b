import UIKit

// Another type's member of the same name: never taken for UIEdgeInsets's (this file does not compile).
extension CGSize {
    var horizontal: CGFloat { width }
}

let decoyThatDoesNotCompile: Int = "not a number"
