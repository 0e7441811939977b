import Testing
import UIKit

/// Paths and shape layers, stored and measured (CGPath, UIBezierPath, CAShapeLayer), views found by tag, and the
/// system colours' light values.
@MainActor @Suite struct PathTests {
    @Test func aRectanglesPathContainsItsInsideAndMeasuresItsBounds() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(path.contains(CGPoint(x: 60, y: 45)))
        #expect(!path.contains(CGPoint(x: 5, y: 45)))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))   // closed: back at the start
        #expect(!path.isEmpty && UIBezierPath().isEmpty)
    }

    @Test func aSlantedMaskAsARealLayoutBuildsIt() {
        // A parallelogram: (0,0) (100,0) (80,50) (-20,50); its middle row spans -10…90.
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 80, y: 50))
        path.addLine(to: CGPoint(x: -20, y: 50))
        path.close()
        let layer = CAShapeLayer()
        layer.path = path.cgPath
        #expect(layer.path?.boundingBox == CGRect(x: -20, y: 0, width: 120, height: 50))
        #expect(layer.path?.contains(CGPoint(x: -9, y: 25)) == true)
        #expect(layer.path?.contains(CGPoint(x: 91, y: 25)) == false)
        #expect(layer.lineWidth == 1 && layer.strokeEnd == 1 && layer.fillRule == .nonZero)
    }

    @Test func anOvalIsInscribedAndTransformsMoveIt() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(oval.cgPath.boundingBoxOfPath.width > 39.9 && oval.cgPath.boundingBoxOfPath.width <= 40 + 1e-9)
        #expect(oval.contains(CGPoint(x: 20, y: 10)) && !oval.contains(CGPoint(x: 1, y: 1)))
        oval.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(oval.contains(CGPoint(x: 120, y: 10)))
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(mutable.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(CGPath(rect: .zero, transform: nil).isEmpty == false)
    }

    @Test func viewWithTagSearchesTheViewThenItsSubviewsDepthFirst() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        a.tag = 1; b.tag = 2; c.tag = 2
        root.addSubview(a); a.addSubview(b); root.addSubview(c)
        #expect(root.viewWithTag(2) === b)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(3) == nil)
    }

    @Test func systemColoursHaveTheirLightAppearance() {
        // Apple's Human Interface Guidelines: systemBlue (0, 122, 255), systemRed (255, 59, 48).
        func rgba(_ c: UIColor) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        let blue: [CGFloat] = [0, 122.0 / 255, 1, 1]
        let red: [CGFloat] = [1, 59.0 / 255, 48.0 / 255, 1]
        let secondary: [CGFloat] = [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6]
        #expect(rgba(.systemBlue) == blue)
        #expect(rgba(.systemRed) == red)
        #expect(rgba(.secondaryLabel) == secondary)
    }

    @Test func aScrollViewHasItsPanRecognizerOnItself() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.panGestureRecognizer.translation(in: scroll) == .zero)
        let tap = UITapGestureRecognizer()
        scroll.addGestureRecognizer(tap)
        #expect(tap.view === scroll && scroll.gestureRecognizers?.count == 1)
    }
}
