import BezelCore
import BezelInterfaceBuilder
import Testing

/// `<buttonConfiguration>` read as a theme configuration, every style, with the placeholder state
/// table Xcode keeps beside it ignored as UIKit ignores it.
@Suite struct IBConfigurationTests {
    static func configured(_ configuration: String, states: String = #"<state key="normal" title="Button"/>"#) -> String {
        IBFixture.storyboard(IBImportTests.button(#"buttonType="system""#, """
                                    \(states)
                                    \(configuration)
        """))
    }

    @Test(arguments: ["plain", "gray", "tinted", "filled"])
    func eachStyleIsKeptAndThePlaceholderTitleIgnored(style: String) throws {
        let doc = Self.configured(#"<buttonConfiguration key="configuration" style="\#(style)" title="Send"/>"#)
        let theme = try IBFixture.theme(doc)
        let b = try #require(theme.document.at("buttons.Send")?.objectValue)
        #expect(b["configuration"] == .object(JSONObject([("style", .string(style))])))
        #expect(b["title"] == .string("Send"), "the configuration's title, not the placeholder 'Button'")
        #expect(!theme.warnings.contains { $0.path.contains(".state") })
    }

    @Test func everyConfigurationAttributeIsCarriedOver() throws {
        let doc = Self.configured("""
                                    <buttonConfiguration key="configuration" style="filled" buttonSize="large" cornerStyle="capsule" imagePlacement="trailing" imagePadding="8" titlePadding="2" titleAlignment="leading" subtitle="12 MB" title="Download">
                                        <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                                        <color key="baseForegroundColor" systemColor="labelColor"/>
                                        <color key="baseBackgroundColor" systemColor="systemMintColor"/>
                                        <directionalEdgeInsets key="contentInsets" top="10" leading="20" bottom="10" trailing="24"/>
                                    </buttonConfiguration>
        """, states: #"<state key="normal" title="Button"/><state key="highlighted"><color key="titleColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>"#)
        let theme = try IBFixture.theme(doc)
        let b = try #require(theme.document.at("buttons.Download")?.objectValue)
        let c = try #require(b["configuration"]?.objectValue)
        #expect(c["style"] == .string("filled") && c["size"] == .string("large") && c["cornerStyle"] == .string("capsule"))
        #expect(c["imagePlacement"] == .string("trailing") && c["imagePadding"] == .number(8) && c["titlePadding"] == .number(2))
        #expect(c["titleAlignment"] == .string("leading") && c["subtitle"] == .string("12 MB"))
        #expect(c["baseForegroundColor"] == .string("label") && c["baseBackgroundColor"] == .string("systemMint"))
        #expect(c["contentInsets"] == .array([10, 20, 10, 24].map { .number($0) }))
        #expect(b["font"] == .object(JSONObject([("weight", .number(700)), ("size", .number(18))])))
        #expect(b["titleColor"] == nil, "the legacy state table is not drawn beside a configuration")
        #expect(theme.warnings.contains { $0.path == "b01-aa-bbb.state.highlighted" && $0.message.contains("ignored beside a configuration") })
    }

    @Test func aBackgroundConfigurationBecomesCornerRadiusBorderAndBaseBackground() throws {
        let doc = Self.configured("""
                                    <buttonConfiguration key="configuration" style="gray" title="Edit">
                                        <backgroundConfiguration key="background" cornerRadius="4" strokeWidth="2">
                                            <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <color key="strokeColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </backgroundConfiguration>
                                    </buttonConfiguration>
        """)
        let b = try #require(try IBFixture.theme(doc).document.at("buttons.Edit")?.objectValue)
        #expect(b.at("configuration.baseBackgroundColor") == .string("#0000FFFF"))
        #expect(b.at("configuration.cornerStyle") == .string("fixed") && b["cornerRadius"] == .number(4))
        #expect(b["border"] == .object(JSONObject([("width", .number(2)), ("color", .string("#FF0000FF"))])))
    }

    @Test func anSFSymbolWithoutAnExportIsAPlaceholderOfItsShape() throws {
        let doc = IBFixture.storyboard(IBImportTests.button(#"buttonType="system""#, #"<buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>"#),
                                       resources: #"<image name="trash" catalog="system" width="117" height="128"/>"#)
        let theme = try IBFixture.theme(doc)
        let image = try #require(theme.document.at("buttons.b01-aa-bbb.image")?.objectValue)
        #expect(image["renderingMode"] == .string("template"))
        let src = try #require(image["src"]?.stringValue)
        #expect(src.hasPrefix(ImageDataURI.svgPrefix))
        let svg = String(decoding: try #require(try? ImageDataURI.svgBytes(src).get()), as: UTF8.self)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="18.28" height="20" viewBox="0 0 18.28 20">"#), "117 × 128 glyph units, 20 pt tall")
        #expect(svg.contains(##"<rect x="1" y="1" width="16.28" height="18" rx="4.57" fill="none" stroke="#000" stroke-width="1.5"/>"##))
        #expect(try ImageDataURI.info(src).get() == ImageInfo(format: .svg, pixelSize: Size(width: 18.28, height: 20), scale: 1))
        #expect(theme.files.isEmpty, "an inline image is no file to copy")
        #expect(theme.warnings.contains { $0.path == "b01-aa-bbb.configuration.image" && $0.message == "SF Symbol 'trash' cannot be drawn (Apple's symbols are licensed for Apple platforms only): a placeholder is drawn (an outlined rounded rectangle, 18.28 × 20 pt); export the symbol's template from the SF Symbols app as 'trash.svg' into a --symbols folder or beside the document to draw it" })
    }

    @Test func anExportedSymbolTemplateInASymbolsFolderIsASymbolImage() throws {
        let p = try IBProjectFixture(["ui/Main.storyboard": Self.configured(#"""
                                          <buttonConfiguration key="configuration" style="plain" title="Delete">
                                              <imageReference key="image" image="trash" catalog="system" symbolScale="medium"/>
                                              <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="pointSize" pointSize="24" scale="large" weight="bold"/>
                                          </buttonConfiguration>
                                          """#),
                                      "symbols/trash.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="22"/>"#])
        let theme = try p.theme("ui/Main.storyboard", options: InterfaceBuilderOptions(symbolFolders: [p.root + "/symbols"]))
        #expect(theme.document.at("buttons.Delete.image") == .object(JSONObject([
            ("systemName", .string("trash")), ("scale", .string("large")), ("weight", .string("bold")), ("pointSize", .number(24)),
        ])))
        #expect(theme.document["symbols"] == .array([.string("symbols")]))
        #expect(theme.files == ["symbols/trash.svg"])
        #expect(!theme.warnings.contains { $0.message.lowercased().contains("symbol") }, "\(theme.warnings)")
    }

    @Test func aStatesSymbolConfigurationAndACatalogsCustomSymbol() throws {
        let states = #"""
            <state key="normal" title="Go" image="arrow.go">
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="small" weight="ultralight">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                </preferredSymbolConfiguration>
            </state>
            """#
        let p = try IBProjectFixture(["Main.storyboard": IBFixture.storyboard(IBImportTests.button(#"buttonType="system""#, states)),
                                      "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
                                      "Assets.xcassets/Icons/arrow.go.symbolset/Contents.json": #"{"symbols": [{"filename": "arrow.go.svg", "idiom": "universal"}]}"#,
                                      "Assets.xcassets/Icons/arrow.go.symbolset/arrow.go.svg": "<svg/>"])
        let theme = try p.theme("Main.storyboard", options: InterfaceBuilderOptions(assetCatalogs: [p.root + "/Assets.xcassets"]))
        #expect(theme.document.at("buttons.Go.image.normal") == .object(JSONObject([
            ("systemName", .string("arrow.go")), ("scale", .string("small")), ("weight", .string("ultraLight")), ("textStyle", .string("title2")),
        ])))
        #expect(theme.document["symbols"] == .array([.string("Assets.xcassets/Icons")]))
        #expect(theme.files.contains("Assets.xcassets/Icons/arrow.go.symbolset/arrow.go.svg"))
    }
}
