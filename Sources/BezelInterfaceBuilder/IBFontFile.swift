/// What a TrueType or OpenType font file says of itself, read from its tables: the PostScript name
/// (`name` table, name ID 6), the weight (`OS/2` usWeightClass) and whether it is italic (`OS/2`
/// fsSelection bit 0, else `head` macStyle bit 1). A collection (`.ttc`) or a damaged file gives nil.
struct IBFontFile: Equatable {
    var postScriptName: String
    var weight: Int
    var italic: Bool

    init(postScriptName: String, weight: Int, italic: Bool) {
        self.postScriptName = postScriptName; self.weight = weight; self.italic = italic
    }

    init?(bytes b: [UInt8]) {
        func u16(_ o: Int) -> Int? { o >= 0 && o + 2 <= b.count ? Int(b[o]) << 8 | Int(b[o + 1]) : nil }
        func u32(_ o: Int) -> Int? { guard let h = u16(o), let l = u16(o + 2) else { return nil }; return h << 16 | l }
        guard let version = u32(0), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version), let count = u16(4) else { return nil }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for t in 0..<count {
            let r = 12 + 16 * t
            guard let offset = u32(r + 8), let length = u32(r + 12), r + 4 <= b.count else { return nil }
            tables[String(decoding: b[r..<r + 4], as: UTF8.self)] = (offset, length)
        }
        guard let name = tables["name"], let ps = Self.postScriptName(b, at: name.offset, u16: u16) else { return nil }
        postScriptName = ps
        weight = tables["OS/2"].flatMap { u16($0.offset + 4) } ?? 400
        let fsSelection = tables["OS/2"].flatMap { u16($0.offset + 62) }
        let macStyle = tables["head"].flatMap { u16($0.offset + 44) }
        italic = fsSelection.map { $0 & 1 != 0 } ?? macStyle.map { $0 & 2 != 0 } ?? false
    }

    /// Name ID 6, from a Windows (UTF-16BE) or Macintosh Roman record.
    private static func postScriptName(_ b: [UInt8], at table: Int, u16: (Int) -> Int?) -> String? {
        guard let count = u16(table + 2), let storage = u16(table + 4) else { return nil }
        var mac: String?
        for r in 0..<count {
            let rec = table + 6 + 12 * r
            guard let platform = u16(rec), let nameID = u16(rec + 6), let length = u16(rec + 8), let offset = u16(rec + 10) else { return nil }
            guard nameID == 6 else { continue }
            let start = table + storage + offset
            guard start + length <= b.count else { return nil }
            let raw = Array(b[start..<start + length])
            if platform == 3 || platform == 0 {
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            }
            if platform == 1 { mac = String(decoding: raw, as: UTF8.self) }
        }
        return mac
    }
}
