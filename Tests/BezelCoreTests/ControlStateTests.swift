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
