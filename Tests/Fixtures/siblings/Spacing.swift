import UIKit

// A global of its own file, reached through Metrics.swift.
let tileSpacing: CGFloat = 5
