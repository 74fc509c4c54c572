import BezelCore
import BezelInterfaceBuilder
import Testing

/// Interface Builder documents read as themes: the mapping of docs/interface-builder.md, item by item.
@Suite struct IBImportTests {
    static func button(_ attributes: String, _ body: String, id: String = "b01-aa-bbb", frame: String = #"x="20" y="100" width="120" height="44""#) -> String {
        """
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
                                    <rect key="frame" \(frame)/>
        \(body)
                                </button>
        """
    }

    @Test func aLegacySystemButtonKeepsItsStatesFrameAndFont() throws {
        let doc = IBFixture.storyboard("""
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b01-aa-bbb">
                                    <rect key="frame" x="173.66666666666666" y="411" width="46" height="30"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                    <state key="normal" title="Button"/>
                                    <state key="highlighted" title="Pressed">
                                        <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                    <state key="selected" title="On"/>
                                    <state key="disabled" title="Off">
                                        <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </state>
                                </button>
        """)
        let theme = try IBFixture.theme(doc)
        let b = try #require(theme.document.at("buttons.Button")?.objectValue)
        #expect(theme.name == "Main")
        #expect(b["type"] == .string("system"))
        #expect(b["size"] == .array([.number(46), .number(30)]))
        #expect(b["font"] == .object(JSONObject([("weight", .number(600)), ("size", .number(17))])))
        #expect(b.at("title") == .object(JSONObject([("normal", .string("Button")), ("highlighted", .string("Pressed")),
                                                      ("selected", .string("On")), ("disabled", .string("Off"))])))
        #expect(b.at("titleColor.highlighted") == .string("#FF0000FF"))
        #expect(b.at("titleShadowColor.disabled") == .string("#808080FF"))
        #expect(b["description"] == .string("Main.storyboard, line 17: button b01-aa-bbb"))
        #expect(theme.warnings.map(\.message) == ["no tint colour in the document for this and other system buttons, and no AccentColor colour set in an asset catalog (none found; give --assets): drawn with systemBlue"])
    }

    @Test func typesFlagsInsetsAndAlignmentMapToUIKitsNames() throws {
        let doc = IBFixture.storyboard(Self.button(#"contentHorizontalAlignment="leading" buttonType="contactAdd" adjustsImageWhenHighlighted="NO" adjustsImageWhenDisabled="NO" showsTouchWhenHighlighted="YES" reversesTitleShadowWhenHighlighted="YES" enabled="NO" selected="YES" semanticContentAttribute="forceRightToLeft" clipsSubviews="YES""#, """
                                    <inset key="contentEdgeInsets" minX="16" minY="8" maxX="12" maxY="4"/>
                                    <inset key="titleEdgeInsets" minX="8" minY="0.0" maxX="0.0" maxY="0.0"/>
                                    <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                    <state key="normal" title="Add"/>
                                    <color key="tintColor" systemColor="systemPinkColor"/>
        """).replacingOccurrences(of: #"contentHorizontalAlignment="center" "#, with: ""))
        let b = try #require(try IBFixture.theme(doc).document.at("buttons.Add")?.objectValue)
        #expect(b["type"] == .string("contactAdd"))
        #expect(b["contentHorizontalAlignment"] == .string("leading"))
        for key in ["adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "isEnabled"] { #expect(b[key] == .bool(false), "\(key)") }
        for key in ["showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted", "isSelected", "clipsToBounds"] { #expect(b[key] == .bool(true), "\(key)") }
        #expect(b["layoutDirection"] == .string("rtl"))
        #expect(b["contentEdgeInsets"] == .array([8, 16, 4, 12].map { .number($0) }), "top, left (minX), bottom, right (maxX)")
        #expect(b["titleEdgeInsets"] == .array([0, 8, 0, 0].map { .number($0) }))
        #expect(b["imageEdgeInsets"] == nil, "zero insets are UIKit's default")
        #expect(b["tintColor"] == .string("systemPink"))
    }

    @Test func aMissingTypeIsCustomAndTintIsInheritedFromTheNearestAncestor() throws {
        let doc = IBFixture.storyboard(Self.button("", #"<state key="normal" title="Plain"/>"#) + Self.button(#"buttonType="system""#, #"<state key="normal" title="Tinted"/>"#, id: "b02-aa-bbb"),
                                       rootTint: #"<color key="tintColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB"/>"#)
        let theme = try IBFixture.theme(doc)
        #expect(theme.document.at("buttons.Plain.type") == .string("custom"))
        #expect(theme.document.at("buttons.Tinted.tintColor") == .string("#407AAAFF"), "calibrated RGB (Generic RGB, gamma 1.8) in sRGB")
        #expect(!theme.warnings.contains { $0.message.contains("no tint colour") })
    }

    @Test func everyColourEncodingIsConvertedToSRGB() throws {
        let colours = [
            #"red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB""#: "#407AAAFF",
            #"white="0.5" alpha="1" colorSpace="calibratedWhite""#: "#808080FF",
            #"white="0.25" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#: "#3D3D3D80",
            #"white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#: "#FFFFFFFF",
            #"red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="deviceRGB""#: "#336699FF",
            #"white="0.5" alpha="1" colorSpace="deviceWhite""#: "#808080FF",
            #"red="0.9" green="0.3" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#: "#E64D1AFF",
        ]
        for (attributes, expected) in colours {
            let doc = IBFixture.storyboard(Self.button("", """
                                    <state key="normal" title="C"><color key="titleColor" \(attributes)/></state>
            """))
            let theme = try IBFixture.theme(doc)
            #expect(theme.document.at("buttons.C.titleColor.normal") == .string(expected), "\(attributes)")
        }
        let p3 = try IBFixture.theme(IBFixture.storyboard(Self.button("", """
                                    <state key="normal" title="C"><color key="titleColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/></state>
        """)))
        #expect(p3.document.at("buttons.C.titleColor.normal.colorSpace") == .string("display-p3"), "mapped into sRGB by the decoder, with its warning")
    }

    @Test func systemAndNamedColoursAndADarkMode() throws {
        let doc = IBFixture.storyboard(Self.button(#"buttonType="system""#, """
                                    <state key="normal" title="S">
                                        <color key="titleColor" systemColor="labelColor"/>
                                    </state>
                                    <state key="highlighted">
                                        <color key="titleColor" cocoaTouchSystemColor="darkTextColor"/>
                                    </state>
                                    <color key="backgroundColor" name="AccentColor"/>
        """), resources: """
                <namedColor name="AccentColor"><color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                <systemColor name="labelColor"><color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
        """)
        let theme = try IBFixture.theme(doc)
        #expect(theme.document.at("buttons.S.titleColor.normal") == .string("label"))
        #expect(theme.document.at("buttons.S.titleColor.highlighted") == .string("darkText"))
        #expect(theme.document.at("buttons.S.backgroundColor") == .string("#FF8000FF"))
        #expect(theme.document.at("modes.dark.colorScheme") == .string("dark"), "system colours change in the dark: a dark mode")
        let named = try #require(theme.warnings.first { $0.path == "b01-aa-bbb.backgroundColor" })
        #expect(named.message == "named colour 'AccentColor' is in no asset catalog (no asset catalog was found; give --assets): drawn with the value the document caches (one appearance)")
        #expect(named.position == SourcePosition(line: 25, column: 29), "the line and column of its <color>")
    }

    @Test func fontsSystemBoldItalicTextStylesAndCustom() throws {
        let cases: [(String, JSONObject?)] = [
            (#"type="boldSystem" pointSize="13""#, JSONObject([("weight", .number(700)), ("size", .number(13))])),
            (#"type="italicSystem" pointSize="14""#, JSONObject([("italic", .bool(true)), ("size", .number(14))])),
            (#"style="UICTFontTextStyleTitle0""#, JSONObject([("textStyle", .string("largeTitle"))])),
            (#"style="UICTFontTextStyleSubhead""#, JSONObject([("textStyle", .string("subheadline"))])),
            (#"name="DejaVuSans-Bold" family="DejaVu Sans" pointSize="16""#, JSONObject([("weight", .number(700)), ("family", .string("DejaVu Sans")), ("size", .number(16))])),
            (#"name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="15""#, JSONObject([("size", .number(15))])),
            (#"name="Futura-Medium" family="Futura" pointSize="18""#, JSONObject([("weight", .number(500)), ("size", .number(18))])),
        ]
        for (attributes, expected) in cases {
            let doc = IBFixture.storyboard(Self.button("", """
                                    <fontDescription key="fontDescription" \(attributes)/>
                                    <state key="normal" title="F"/>
            """))
            let theme = try IBFixture.theme(doc)
            #expect(theme.document.at("buttons.F.font") == expected.map(JSONValue.object), "\(attributes)")
            #expect(theme.warnings.contains { $0.message.contains("'Futura-Medium' (family Futura) is not available") } == attributes.contains("Futura"))
        }
    }

    @Test func anAttributedTitleKeepsItsRuns() throws {
        let doc = IBFixture.storyboard(Self.button("", """
                                    <state key="normal">
                                        <attributedString key="attributedTitle">
                                            <fragment content="Buy ">
                                                <attributes>
                                                    <font key="NSFont" metaFont="system" size="15"/>
                                                </attributes>
                                            </fragment>
                                            <fragment>
                                                <string key="content">now</string>
                                                <attributes>
                                                    <color key="NSColor" systemColor="systemRedColor"/>
                                                    <font key="NSFont" metaFont="systemBold" size="15"/>
                                                    <integer key="NSUnderline" value="1"/>
                                                    <integer key="NSStrikethrough" value="1"/>
                                                    <real key="NSKern" value="1.5"/>
                                                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                    </state>
        """, id: "att-aa-bbb"))
        let theme = try IBFixture.theme(doc)
        let runs = try #require(theme.document.at("buttons.att-aa-bbb.attributedTitle.normal")?.arrayValue)
        #expect(runs.count == 2)
        #expect(runs[0] == .object(JSONObject([("text", .string("Buy ")), ("font", .object(JSONObject([("size", .number(15))])))])))
        let now = try #require(runs[1].objectValue)
        #expect(now["text"] == .string("now") && now["color"] == .string("systemRed") && now["underline"] == .bool(true)
                && now["strikethrough"] == .bool(true) && now["kern"] == .number(1.5))
        #expect(now["font"] == .object(JSONObject([("weight", .number(700)), ("size", .number(15))])))
        #expect(theme.warnings.filter { $0.path.hasPrefix("att-aa-bbb.state") }.isEmpty, "a centred paragraph is UIKit's default: \(theme.warnings)")
    }

    @Test func runtimeAttributesMapTheLayerAndReportTheRest() throws {
        let doc = IBFixture.storyboard(Self.button(#"customClass="RoundButton" customModule="App""#, """
                                    <state key="normal" title="R"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="1.5"/></userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
        """))
        let theme = try IBFixture.theme(doc)
        let b = try #require(theme.document.at("buttons.R")?.objectValue)
        #expect(b["cornerRadius"] == .number(8))
        #expect(b["border"] == .object(JSONObject([("width", .number(1.5)), ("color", .string("#000000"))])))
        #expect(b["clipsToBounds"] == .bool(true))
        let paths = theme.warnings.map(\.path)
        #expect(paths.contains("b01-aa-bbb.customClass") && paths.contains("b01-aa-bbb.userDefinedRuntimeAttributes.borderColor"), "\(paths)")
    }

    @Test func namesComeFromIdentifierLabelTitleThenIdAndAreUnique() throws {
        let doc = IBFixture.storyboard([
            Self.button(#"userLabel="Close Button""#, #"<state key="normal" title="X"/><accessibility key="accessibilityConfiguration" identifier="close.button" label="Close"/>"#, id: "n01-aa-bbb"),
            Self.button(#"userLabel="Play Now""#, #"<state key="normal" title="Play"/>"#, id: "n02-aa-bbb"),
            Self.button("", #"<state key="normal" title="Play"/>"#, id: "n03-aa-bbb"),
            Self.button("", #"<state key="normal" title="play"/>"#, id: "n04-aa-bbb"),
            Self.button("", #"<state key="normal" image="nothing-here"/>"#, id: "n05-aa-bbb"),
        ].joined(separator: "\n"))
        let theme = try IBFixture.theme(doc)
        #expect(theme.document.at("buttons")?.objectValue?.keys == ["close-button", "Play-Now", "Play", "play-2", "n05-aa-bbb"])
        #expect(theme.document.at("buttons.close-button.accessibility.label") == .string("Close"))
    }
}
