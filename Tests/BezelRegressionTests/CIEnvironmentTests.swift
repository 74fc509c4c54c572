import Testing
@testable import BezelRegression

/// `CIEnvironment`: the one rule for "running on CI" that `bezel record` and BezelTesting share.
@Suite struct CIEnvironmentTests {
    @Test(arguments: ["true", "1", "yes", "TRUE", "github", " true ", "false-ish", "00"])
    func aValueOtherThanFalseOrZeroIsCI(_ value: String) {
        #expect(CIEnvironment(["CI": value]).isCI)
        #expect(CIEnvironment(["CI": value]).value == value)
    }

    @Test(arguments: ["false", "0", "", "FALSE", "False", " false ", "  ", " 0"])
    func falseZeroEmptyOrBlankIsNotCI(_ value: String) {
        #expect(!CIEnvironment(["CI": value]).isCI)
    }

    @Test func anUnsetVariableIsNotCIAndOtherVariablesDoNotCount() {
        #expect(!CIEnvironment([:]).isCI && CIEnvironment([:]).value == nil)
        #expect(!CIEnvironment(["GITHUB_ACTIONS": "true", "ci": "true"]).isCI)
    }
}
