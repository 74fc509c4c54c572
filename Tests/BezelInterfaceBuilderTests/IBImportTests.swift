import BezelCore
import BezelInterfaceBuilder
import Testing

/// Interface Builder documents read as themes: the mapping of docs/interface-builder.md, item by item.
@Suite struct IBImportTests {
    @Test func aLegacySystemButtonKeepsItsStatesFrameAndFont() throws {
        let doc = IBFixture.storyboard("""
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b01-aa-bbb">
                                    <rect key="frame" x="173.66666666666666" y="411" width="46" height="30"/>
                                    <state key="normal" title="Button"/>
                                    <state key="highlighted" title="Pressed">
                                        <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                </button>
        """)
        let theme = try IBFixture.theme(doc)
        #expect(theme.name == "Main")
        #expect(theme.document.at("buttons.Button.type") == .string("system"))
        #expect(theme.document.at("buttons.Button.size") == .array([.number(46), .number(30)]))
        #expect(theme.document.at("buttons.Button.title.normal") == .string("Button"))
        #expect(theme.document.at("buttons.Button.title.highlighted") == .string("Pressed"))
        #expect(theme.document.at("buttons.Button.titleColor.highlighted") == .string("#FF0000FF"))
        #expect(theme.document.at("buttons.Button.description") == .string("Main.storyboard, line 17: button b01-aa-bbb"))
    }
}
