import BezelCore
import Foundation

extension CodePath {
    /// The corners of a rect that are rounded.
    package struct Corners: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let topLeft = Corners(rawValue: 1), topRight = Corners(rawValue: 2)
        package static let bottomLeft = Corners(rawValue: 4), bottomRight = Corners(rawValue: 8)
        package static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }

    /// A rect from its top-left corner, clockwise on screen (y down), closed: UIKit's `init(rect:)`.
    package static func rect(_ r: Rect) -> CodePath {
        var p = CodePath()
        p.move(to: Point(x: r.minX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.maxY))
        p.line(to: Point(x: r.minX, y: r.maxY))
        p.close()
        return p
    }

    /// An oval filling `r`: four cubic curves from the right-hand point, clockwise on screen.
    package static func oval(_ r: Rect) -> CodePath {
        var p = CodePath()
        guard r.width > 0, r.height > 0 else { return rect(r) }
        let k = 0.5522847498307936, cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        p.move(to: Point(x: cx + rx, y: cy))
        p.curve(control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry), to: Point(x: cx, y: cy + ry))
        p.curve(control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry), to: Point(x: cx - rx, y: cy))
        p.curve(control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry), to: Point(x: cx, y: cy - ry))
        p.curve(control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry), to: Point(x: cx + rx, y: cy))
        p.close()
        return p
    }

    /// A rect whose `corners` are circular arcs of `radius` (clamped to half the shorter side),
    /// the others square; from the top edge, clockwise on screen, closed.
    package static func roundedRect(_ r: Rect, radius: Double, corners: Corners) -> CodePath {
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        guard rad > 0 else { return rect(r) }
        var p = CodePath()
        func corner(_ c: Corners) -> Double { corners.contains(c) ? rad : 0 }
        let half = Double.pi / 2
        p.move(to: Point(x: r.minX + corner(.topLeft), y: r.minY))
        p.line(to: Point(x: r.maxX - corner(.topRight), y: r.minY))
        if corner(.topRight) > 0 { p.arc(center: Point(x: r.maxX - rad, y: r.minY + rad), radius: rad, start: -half, end: 0, clockwise: true) }
        p.line(to: Point(x: r.maxX, y: r.maxY - corner(.bottomRight)))
        if corner(.bottomRight) > 0 { p.arc(center: Point(x: r.maxX - rad, y: r.maxY - rad), radius: rad, start: 0, end: half, clockwise: true) }
        p.line(to: Point(x: r.minX + corner(.bottomLeft), y: r.maxY))
        if corner(.bottomLeft) > 0 { p.arc(center: Point(x: r.minX + rad, y: r.maxY - rad), radius: rad, start: half, end: .pi, clockwise: true) }
        p.line(to: Point(x: r.minX, y: r.minY + corner(.topLeft)))
        if corner(.topLeft) > 0 { p.arc(center: Point(x: r.minX + rad, y: r.minY + rad), radius: rad, start: .pi, end: 3 * half, clockwise: true) }
        p.close()
        return p
    }
}
