import Testing
@testable import BezelCore

@Suite struct ControlStateTests {
    @Test func bitValuesFollowUIKit() {
        #expect(ControlState.normal.rawValue == 0)
        #expect(ControlState.highlighted.rawValue == 1)
        #expect(ControlState.disabled.rawValue == 2)
        #expect(ControlState.selected.rawValue == 4)
        #expect(ControlState.focused.rawValue == 8)
        #expect(ControlState.application.rawValue == 0x00FF_0000)
        #expect(ControlState.reserved.rawValue == 0xFF00_0000)
    }

    @Test func canonicalNamesAreInBitOrder() {
        #expect(ControlState([.selected, .highlighted]).name == "highlighted+selected")
        #expect(ControlState(name: "selected+highlighted") == [.selected, .highlighted])
        #expect(ControlState(name: "focused+disabled")?.name == "disabled+focused")
        #expect(ControlState(name: "normal") == .normal)
        #expect(ControlState(name: "hilighted") == nil)
        #expect(ControlState(name: "normal+selected") == nil)
        #expect(ControlState(name: "") == nil)
    }

    @Test func highlightedDisabledIsLookedUpAsHighlighted() {
        #expect(ControlState([.highlighted, .disabled]).lookupKey == .highlighted)
        #expect(ControlState([.highlighted, .disabled, .selected]).lookupKey == [.highlighted, .selected])
        #expect(ControlState.disabled.lookupKey == .disabled)
    }
}

@Suite struct StateTableTests {
    let table = StateTable<String>([.normal: "N", .selected: "S", .highlighted: "H"])

    @Test func exactKeyWins() {
        #expect(table.lookup(.selected) == "S")
        #expect(table.lookup(.highlighted) == "H")
    }

    @Test func combinationFallsBackToNormalNeverToAPart() {
        // docs/uikit.md, "State lookup": selected+highlighted → normal, not selected.
        #expect(table.lookup([.selected, .highlighted]) == "N")
        #expect(table.isFallback([.selected, .highlighted]))
        #expect(table.lookup([.disabled, .selected]) == "N")
    }

    @Test func highlightedDisabledUsesHighlighted() {
        #expect(table.lookup([.highlighted, .disabled]) == "H")
        #expect(!table.isFallback([.highlighted, .disabled]))
    }

    @Test func missingNormalGivesNil() {
        let t = StateTable<String>([.selected: "S"])
        #expect(t.lookup(.highlighted) == nil)
        #expect(!t.isFallback(.highlighted))
    }

    @Test func explicitCombinationIsUsed() {
        var t = table
        t[exact: [.selected, .highlighted]] = "SH"
        #expect(t.lookup([.highlighted, .selected]) == "SH")
    }
}

/// Single names are looked up directly; the result is the general parse's for every spelling.
@Suite struct ControlStateNameLookupTests {
    @Test func singleNamesAndCombinationsParseAsBefore() {
        for state in ControlState.names { #expect(ControlState(name: state)?.name == state) }
        #expect(ControlState(name: " highlighted ") == .highlighted)
        #expect(ControlState(name: "Highlighted") == nil)
        #expect(ControlState(name: "normal+highlighted") == nil)
        #expect(ControlState(name: "highlighted + selected") == [.highlighted, .selected])
    }
}

/// Bezel's hover (no UIKit state): a bit of its own, looked up first under its own key, then as
/// the same state without hover (docs/format.md, "State lookup").
@Suite struct HoverLookupTests {
    let table = StateTable<String>([.normal: "N", .selected: "S", .hover: "V"])

    @Test func hoverIsABitUIKitLeavesUnusedAndIsNamedLast() {
        #expect(ControlState.hover.rawValue == 16)
        #expect(ControlState([.hover, .selected]).name == "selected+hover")
        #expect(ControlState(name: "hover+highlighted") == [.highlighted, .hover])
        #expect(ControlState([.hover, .highlighted, .disabled]).lookupChain == [[.highlighted, .hover], .highlighted, .normal])
    }

    @Test func aStateWithHoverFallsBackToTheStateWithoutIt() {
        #expect(table.lookup(.hover) == "V")
        // selected+hover → selected (not normal): a hover look only applies where it is given.
        #expect(table.lookup([.selected, .hover]) == "S" && table.foundKey([.selected, .hover]) == .selected)
        #expect(!table.isFallback([.selected, .hover]))
        // highlighted+hover → highlighted → normal.
        #expect(table.lookup([.highlighted, .hover]) == "N" && table.isFallback([.highlighted, .hover]))
        // Without a hover value, hover is normal.
        #expect(StateTable<String>([.normal: "N"]).lookup(.hover) == "N")
    }

    @Test func onlyButtonsWithAHoverLookDrawHover() {
        var plain = ButtonModel(name: "plain")
        plain.backgroundColor = StateTable([.normal: .color(.white)])
        var hovering = ButtonModel(name: "h")
        hovering.backgroundColor = StateTable([.normal: .color(.white), .hover: .color(.black)])
        let rendered: [ControlState] = [.normal, .highlighted, .hover, [.selected, .hover]]
        #expect(plain.drawnStates(rendered) == [.normal, .highlighted])
        #expect(hovering.drawnStates(rendered) == [.normal, .highlighted, .hover])
        hovering.states = [.normal, [.selected, .hover]]
        #expect(hovering.drawnStates(rendered) == [.normal, [.selected, .hover]])
    }
}
