import BezelUIKit
import Foundation
import Testing

/// A styling library's edge borders and rounded tabs drawn in code: `UIRectEdge` chooses the sides
/// that get a line, `addArc(withCenter:…)` continues a path with a quarter circle. Pixels sampled
/// from the PNGs.
@MainActor @Suite struct EdgeBorderDrawingTests {
    /// A 1-point line along each chosen edge of a `size` image, inside it.
    func edges(_ edges: UIRectEdge, size: CGSize) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).pngData { _ in
            UIColor.red.setFill()
            if edges.contains(.top) { UIRectFill(CGRect(x: 0, y: 0, width: size.width, height: 1)) }
            if edges.contains(.left) { UIRectFill(CGRect(x: 0, y: 0, width: 1, height: size.height)) }
            if edges.contains(.bottom) { UIRectFill(CGRect(x: 0, y: size.height - 1, width: size.width, height: 1)) }
            if edges.contains(.right) { UIRectFill(CGRect(x: size.width - 1, y: 0, width: 1, height: size.height)) }
        }
    }

    @Test func rectEdgesAreUIKitsBits() {
        #expect([UIRectEdge.top, .left, .bottom, .right].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
    }

    @Test func onlyTheChosenEdgesGetALine() throws {
        let data = edges([.top, .right], size: CGSize(width: 10, height: 6))   // 20 × 12 px
        let red: [UInt8] = [255, 0, 0, 255]
        #expect(try PNGPixels.at(data, 5, 0) == red && PNGPixels.at(data, 5, 1) == red)     // top: 2 px at @2x
        #expect(try PNGPixels.at(data, 19, 6) == red && PNGPixels.at(data, 18, 6) == red)   // right
        #expect(try PNGPixels.at(data, 5, 2)[3] == 0)
        #expect(try PNGPixels.at(data, 0, 6)[3] == 0)     // no left line
        #expect(try PNGPixels.at(data, 5, 11)[3] == 0)    // no bottom line
        let all = edges(.all, size: CGSize(width: 10, height: 6))
        #expect(try PNGPixels.at(all, 0, 6) == red && PNGPixels.at(all, 5, 11) == red)
    }

    /// A tab: straight sides, a quarter circle of radius 8 into the top-right corner.
    @Test func addArcContinuesThePathFromItsEnd() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).pngData { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 12, y: 0))
            path.addArc(withCenter: CGPoint(x: 12, y: 8), radius: 8, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
            path.addLine(to: CGPoint(x: 20, y: 20))
            path.close()
            UIColor.black.setFill()
            path.fill()
        }
        #expect(try PNGPixels.at(data, 2, 2) == [0, 0, 0, 255])
        #expect(try PNGPixels.at(data, 14, 4) == [0, 0, 0, 255])    // inside the arc: (2.5, -3.5) from its centre
        #expect(try PNGPixels.at(data, 19, 0)[3] == 0)               // the cut-off corner
        #expect(try PNGPixels.at(data, 18, 1)[3] == 0)
        #expect(try PNGPixels.at(data, 19, 12) == [0, 0, 0, 255])   // below the arc, the straight side
    }
}
