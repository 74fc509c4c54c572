/// Deterministic synthetic image pairs for measuring and pinning the kernel (`bezel bench` and
/// the kernel's stability tests compare the same pixels):
/// - `gradient`: a smooth gradient against a copy changed in blocks and single pixels (a fixed
///   linear congruential generator): every pixel differs from its neighbours, the worst case for
///   anti-aliasing detection;
/// - `sheet`: a button sheet (flat fills in a grid, 1-px borders) against a copy with some buttons
///   recoloured, as `bezel verify` sees when a state colour changes.
public enum PixelMatchWorkload {
    /// Which synthetic pair.
    public enum Content: String, CaseIterable, Sendable { case gradient, sheet }

    /// The synthetic pair: `a` a smooth opaque gradient, `b` a copy with about `differingFraction`
    /// of the pixels changed, two thirds of them in 2…33-pixel blocks, the rest as single pixels.
    public static func pair(width: Int, height: Int, differingFraction: Double) -> (a: [UInt8], b: [UInt8]) {
        var a = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = (y * width + x) * 4
                a[p] = UInt8(x * 255 / max(width - 1, 1))
                a[p + 1] = UInt8(y * 255 / max(height - 1, 1))
                a[p + 2] = UInt8((x + y) * 255 / max(width + height - 2, 1))
            }
        }
        var b = a
        var changed = [Bool](repeating: false, count: width * height)
        let target = Int(Double(width * height) * min(max(differingFraction, 0), 1))
        var remaining = target
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func change(_ x: Int, _ y: Int) {
            let i = y * width + x
            guard !changed[i] else { return }
            changed[i] = true
            remaining -= 1
            b[i * 4] ^= 0x80
            b[i * 4 + 1] ^= 0x55
        }
        while remaining > target / 3 {
            let w = 2 + next(32), h = 2 + next(32), x0 = next(width), y0 = next(height)
            for y in y0..<min(y0 + h, height) {
                for x in x0..<min(x0 + w, width) where remaining > target / 3 { change(x, y) }
            }
        }
        while remaining > 0 { change(next(width), next(height)) }
        return (a, b)
    }

    /// The button-sheet pair: 128×44-px cells (2-px gaps) filled with one of eight colours and a 1-px
    /// darker border, on transparent; `b` recolours whole cells, in a fixed order, until about
    /// `differingFraction` of all pixels differ.
    public static func sheetPair(width: Int, height: Int, differingFraction: Double) -> (a: [UInt8], b: [UInt8]) {
        let cellW = 128, cellH = 44, gap = 2
        let palette: [(UInt8, UInt8, UInt8)] = [(13, 110, 253), (108, 117, 125), (25, 135, 84), (220, 53, 69),
                                                (255, 193, 7), (13, 202, 240), (248, 249, 250), (33, 37, 41)]
        func paint(_ buffer: inout [UInt8], cell: Int, colour: (UInt8, UInt8, UInt8)) -> Int {
            let columns = width / (cellW + gap)
            let x0 = (cell % columns) * (cellW + gap), y0 = (cell / columns) * (cellH + gap)
            var painted = 0
            for y in y0..<min(y0 + cellH, height) {
                for x in x0..<min(x0 + cellW, width) {
                    let border = x == x0 || y == y0 || x == x0 + cellW - 1 || y == y0 + cellH - 1
                    let p = (y * width + x) * 4
                    buffer[p] = border ? colour.0 / 2 : colour.0
                    buffer[p + 1] = border ? colour.1 / 2 : colour.1
                    buffer[p + 2] = border ? colour.2 / 2 : colour.2
                    buffer[p + 3] = 255
                    painted += 1
                }
            }
            return painted
        }
        var a = [UInt8](repeating: 0, count: width * height * 4)
        let cells = (width / (cellW + gap)) * ((height + gap) / (cellH + gap))
        for cell in 0..<cells { _ = paint(&a, cell: cell, colour: palette[cell % palette.count]) }
        var b = a
        let target = Int(Double(width * height) * min(max(differingFraction, 0), 1))
        var changed = 0, cell = 3
        while changed < target && cells > 0 {
            let c = palette[cell % palette.count]
            changed += paint(&b, cell: cell % cells, colour: (c.0 &+ 40, c.1 &+ 20, c.2))
            cell += 7
        }
        return (a, b)
    }
}
