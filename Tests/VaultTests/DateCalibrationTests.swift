import Testing

@testable import Vault

/// How sure a date is after its line was read again at other sizes.
@Suite struct DateCalibrationTests {
    private let sure = ConfidenceCalibration.sure

    @Test func readingsThatOverruleTheFirstMustAllAgree() {
        let base: FieldSignals = [.wordConfidence: 0.8, .voteShare: 0.75]
        #expect(ConfidenceCalibration.date(base) >= sure, "three of four re-readings confirm the first")
        var outvoted = base
        outvoted[.outvoted] = 1
        #expect(ConfidenceCalibration.date(outvoted) < sure, "the first and one re-reading dissent")
        outvoted[.voteShare] = 1
        #expect(ConfidenceCalibration.date(outvoted) >= sure, "every re-reading agrees on the change")
        outvoted[.outvoted] = 2
        #expect(ConfidenceCalibration.date(outvoted) < sure, "the change is to the year, whose digits slip alike")
    }
}
