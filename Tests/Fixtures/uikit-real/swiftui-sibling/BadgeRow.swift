import SwiftUI

/// The SwiftUI view the controller beside hosts.
struct BadgeRow: View {
    var body: some View { Text("Badge") }
}
