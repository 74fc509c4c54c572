import Bezel
import Foundation

/// The built-in `bezel bench` workload W1: `count` buttons (1,000 by default) × 2 states (normal;
/// highlighted = darker fill, title at alpha 0.85), 160×44 points at @2x (320×88 px), corner radius
/// 8, a 1-point border, titles of 6–14 characters of which every tenth is Chinese, in
/// "DejaVu Sans, Noto Sans CJK SC" at 17 points. Generated deterministically as theme JSON, so the
/// benchmark starts from the same model decoding `bezel render` does.
enum BenchWorkload {
    static let name = "W1"
    static let scale = 2.0
    static let pointSize = Size(width: 160, height: 44)
    static let states: [ControlState] = [.normal, .highlighted]
    /// The sheet limit W1 is packed with: one sheet per state (8096×3676 px for 1,000 buttons).
    static let maxSheetSize = 16384

    /// The titles: Latin pseudo-words and, for every tenth button, Chinese.
    static func titles(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let syllables = ["sa", "ve", "ok", "can", "cel", "sub", "mit", "ne", "xt", "back", "on", "ti", "re", "do", "go",
                         "pla", "y ", "sto", "p ", "sha", "re", "de", "le", "te", "ed", "it", "mo", "re", "lo", "g in"]
        let hanzi = Array("确定取消保存删除编辑分享发送设置返回下一步完成登录注册搜索更多打开关闭添加下载上传继续开始购买支付")
        return (0..<count).map { i in
            let length = 6 + next(9)
            if i % 10 == 0 { return String((0..<length).map { _ in hanzi[next(hanzi.count)] }) }
            var title = ""
            while title.count < length { title += syllables[next(syllables.count)] }
            title = String(title.prefix(length)).trimmingCharacters(in: .whitespaces)
            while title.count < length { title += "x" }
            return title.prefix(1).uppercased() + title.dropFirst()
        }
    }

    /// The theme file's text.
    static func themeJSON(count: Int) -> String {
        let buttons = titles(count: count).enumerated().map { i, title in
            let escaped = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "    \"\(buttonName(i))\": { \"title\": \"\(escaped)\" }"
        }
        return """
        {
          "name": "w1",
          "scales": [2],
          "states": ["normal", "highlighted"],
          "appearance": {
            "size": [160, 44],
            "cornerRadius": 8,
            "border": { "width": 1, "color": "#0a58ca" },
            "backgroundColor": { "normal": "#0d6efd", "highlighted": { "shade": 0.2 } },
            "titleColor": { "normal": "#ffffff", "highlighted": "rgba(255, 255, 255, 0.85)" },
            "font": { "family": "DejaVu Sans, Noto Sans CJK SC", "size": 17 }
          },
          "buttons": {
        \(buttons.joined(separator: ",\n"))
          }
        }
        """
    }

    static func buttonName(_ i: Int) -> String {
        let digits = String(i)
        return "b" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
