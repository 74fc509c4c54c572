@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// An SVG image may refer to nothing outside itself (docs/format.md, "Images"): each kind of
/// external reference is refused by `validate` and `render`, naming the file, JSON path and reference.
@Suite struct SVGReferenceTests {
    static let head = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="16" height="16">"#
    /// A red 1×1 PNG as a data: URI.
    static let redPixel = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="

    /// (SVG body, the reference the error must name)
    static let external: [(String, String)] = [
        (head + #"<image xlink:href="file:///etc/passwd" width="16" height="16"/></svg>"#, "href 'file:///etc/passwd'"),
        (head + #"<image href="other.png" width="16" height="16"/></svg>"#, "href 'other.png'"),
        (head + #"<use href="icons.svg#gear"/></svg>"#, "href 'icons.svg#gear'"),
        (head + #"<style>@import url(https://example.com/x.css);</style><rect width="4" height="4"/></svg>"#, "url() 'https://example.com/x.css'"),
        (head + #"<style>@import "x.css";</style><rect width="4" height="4"/></svg>"#, #"@import '"x.css"'"#),
        (head + #"<rect width="4" height="4" style="fill: url('pattern.svg#p')"/></svg>"#, "url() 'pattern.svg#p'"),
        (head + #"<rect width="4" height="4" fill="url(/etc/hosts)"/></svg>"#, "url() '/etc/hosts'"),
        (#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>"# + head + "<text>&x;</text></svg>",
         "a DOCTYPE or entity with a SYSTEM or PUBLIC identifier"),
        (#"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"# + head + "</svg>",
         "a DOCTYPE or entity with a SYSTEM or PUBLIC identifier"),
    ]

    static func theme(svg: String) throws -> (folder: String, file: String) {
        let folder = NSTemporaryDirectory() + "bezel-svg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: URL(fileURLWithPath: folder + "/icon.svg"))
        let file = folder + "/theme.json"
        try Data(#"{ "name": "svg", "scales": [1], "states": ["normal"], "buttons": { "a": { "size": [16, 16], "image": "icon.svg" } } }"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        return (folder, file)
    }

    @Test(arguments: external)
    func externalReferenceIsRefused(_ svg: String, _ reference: String) throws {
        let (folder, file) = try Self.theme(svg: svg)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in [["validate", file], ["render", file, "-o", folder + "/out"]] {
            let run = CLIRun(command)
            #expect(run.code == 2)
            #expect(run.err.contains("theme.json: buttons.a.image.normal: 'icon.svg' refers outside itself: \(reference);"), "\(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func dataURIsAndFragmentsRender() throws {
        let svg = Self.head + ##"<defs><linearGradient id="g"><stop offset="0" stop-color="#00f"/></linearGradient></defs>"##
            + ##"<image xlink:href="\##(Self.redPixel)" width="8" height="16"/><rect x="8" width="8" height="16" fill="url(#g)"/>"##
            + ##"<use href="#g"/></svg>"##
        let (folder, file) = try Self.theme(svg: svg)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIRun(["render", file, "-o", folder + "/out", "-q"])
        #expect(run.code == 0, "\(run.err)")
        let sheet = try PNGDecoder.decode(path: folder + "/out/svg/normal.png")
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(sheet.rgba[(y * sheet.width + x) * 4..<(y * sheet.width + x) * 4 + 4]) }
        #expect(pixel(3, 8) == [255, 0, 0, 255])  // the embedded PNG
        #expect(pixel(12, 8) == [0, 0, 255, 255])  // the gradient the rect refers to by #fragment
    }

    @Test func untrustedReferencesArePrintedEscaped() {
        let found = SVGExternalReferences.first(in: "<svg><image href=\"evil\u{1B}[31m\"/></svg>")
        #expect(found == "href 'evil\\u{1b}[31m'")
    }
}
