import BezelCore
import CPangoCairo
import Foundation

/// What fontconfig reads from a font file (`FcFreeTypeQueryAll`), without adding it anywhere.
enum FontFileQuery {
    /// The family names of every face in `path`, English names first, once each; empty when
    /// fontconfig finds no face (the file is not a font).
    static func families(of path: String) -> [String] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        let faces = path.withCString { cPath in
            cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcFreeTypeQueryAll($0, UInt32.max, nil, &count, set)  // id -1: every face
            }
        }
        guard faces > 0 else { return [] }
        var english: [String] = [], other: [String] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }  // fontconfig never leaves a hole below nfont
            let names = familyNames(pattern)
            english += names.filter { $0.english }.map(\.name)
            other += names.filter { !$0.english }.map(\.name)
        }
        var seen = Set<String>()
        return (english + other).filter { seen.insert($0).inserted }
    }

    /// `FC_FAMILY` values of `pattern`, each with whether its `FC_FAMILYLANG` is English.
    static func familyNames(_ pattern: OpaquePointer) -> [(name: String, english: Bool)] {
        var out: [(String, Bool)] = []
        var index: Int32 = 0
        while true {
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FAMILY, index, &family) == FcResultMatch, let family else { break }
            var lang: UnsafeMutablePointer<FcChar8>?
            let isEnglish = FcPatternGetString(pattern, FC_FAMILYLANG, index, &lang) == FcResultMatch
                && lang.map { String(cString: $0).lowercased().hasPrefix("en") } == true
            out.append((String(cString: family), isEnglish))
            index += 1
        }
        return out
    }
}
