// ShapesAndGradients.swift: item views with a custom Shape, the three gradients and rounded clips
// (docs/swiftui.md, "Custom shapes and gradients"). Try: playground render --layout-file ShapesAndGradients.swift
import SwiftUI

struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        for k in 0..<10 {
            let a = Double(k) * .pi / 5 - .pi / 2
            let radius = k % 2 == 0 ? r : r * 0.45
            let pt = CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
            if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }
}

struct ShapesAndGradients: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 180))], spacing: 12) {
                ForEach(0..<12, id: \.self) { i in
                    VStack(spacing: 8) {
                        Image("photo").resizable().scaledToFill().frame(width: 120, height: 120).clipShape(Circle())
                        HStack {
                            Star().fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                                .frame(width: 40, height: 40)
                            Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 6)
                                .frame(width: 40, height: 40)
                            RoundedRectangle(cornerRadius: 8).fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 25))
                                .frame(width: 40, height: 40)
                        }
                        Text("Card \(i)").font(.headline).foregroundStyle(.white)
                    }
                    .padding(12)
                    .background(LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .clipShape(.rect(cornerRadius: 16))
                }
            }
            .padding()
        }
    }
}
