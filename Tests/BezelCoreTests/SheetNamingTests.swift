import Testing
@testable import BezelCore

/// `SheetNaming`: render output file and folder names (docs/cli.md, "render").
@Suite struct SheetNamingTests {
    @Test func scaleSuffixes() {
        #expect(SheetNaming.scaleSuffix(1) == "")
        #expect(SheetNaming.scaleSuffix(2) == "@2x")
        #expect(SheetNaming.scaleSuffix(3) == "@3x")
        #expect(SheetNaming.scaleSuffix(1.5) == "@1.5x")
        #expect(SheetNaming.scaleLabel(1) == "@1x")
    }

    @Test func sheetFiles() {
        #expect(SheetNaming.sheetFileName(state: [.selected, .highlighted], scale: 2, kind: .png)
            == "highlighted+selected@2x.png")
        #expect(SheetNaming.sheetFileName(state: .normal, scale: 1, kind: .png) == "normal.png")
        #expect(SheetNaming.sheetFileName(state: .highlighted, scale: 1, kind: .json) == "highlighted.json")
        #expect(SheetNaming.sheetFileName(state: [.focused, .disabled], scale: 3, kind: .json)
            == "disabled+focused@3x.json")
        #expect(SheetNaming.sheetFileName(state: .selected, scale: 1.5, kind: .png) == "selected@1.5x.png")
        #expect(SheetNaming.sheetFileName(state: .normal, scale: 1, kind: .svg) == "normal.svg")
        #expect(SheetNaming.sheetFileName(state: .disabled, scale: 1, kind: .pdf) == "disabled.pdf")
    }

    @Test func strips() {
        #expect(SheetNaming.stripFileName(button: "ok", scale: 1, kind: .png) == "buttons/ok.png")
        #expect(SheetNaming.stripFileName(button: "ok", scale: 2, kind: .json) == "buttons/ok@2x.json")
        #expect(SheetNaming.stripFrameName(button: "ok", state: [.highlighted, .selected]) == "ok/highlighted+selected")
    }

    @Test func outputFolders() {
        #expect(SheetNaming.outputFolder(out: "out", theme: "ocean") == "out/ocean")
        #expect(SheetNaming.outputFolder(out: "out/", theme: "ocean", mode: "dark") == "out/ocean/dark")
        #expect(SheetNaming.outputFolder(out: "out", theme: "ocean", mode: "dark", locale: "zh-Hans")
            == "out/ocean/dark/zh-Hans")
        #expect(SheetNaming.outputFolder(out: "out", theme: "ocean", locale: "ar") == "out/ocean/ar")
        #expect(SheetNaming.outputFolder(out: "/", theme: "ocean", mode: "") == "/ocean")
    }
}
