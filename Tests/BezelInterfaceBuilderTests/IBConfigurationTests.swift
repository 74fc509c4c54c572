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

    @Test func anSFSymbolIsReportedNotDrawn() throws {
        let doc = Self.configured(#"<buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>"#)
        let theme = try IBFixture.theme(doc)
        #expect(theme.document.at("buttons.b01-aa-bbb.image") == nil)
        #expect(theme.warnings.contains { $0.path == "b01-aa-bbb.configuration.image" && $0.message.hasPrefix("SF Symbol 'trash' cannot be drawn") })
    }
}
