import OCR
import Testing

@testable import Reading

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

    /// With another date on the receipt, the one marked as the receipt's (a clock time, a
    /// label), clearly ahead of the other and read alike by every reading, is sure.
    @Test func aMarkedDateClearlyAheadOfAnotherIsSure() {
        let marked: FieldSignals = [
            .wordConfidence: 0.94, .voteShare: 1, .rivals: 1, .margin: 0.65, .withTime: 1,
        ]
        #expect(ConfidenceCalibration.date(marked) >= sure)
        let labelled = marked.merging([.withTime: 0, .labelled: 1]) { $1 }.filter { $0.value != 0 }
        #expect(ConfidenceCalibration.date(labelled) >= sure)
        #expect(ConfidenceCalibration.date(marked.filter { $0.key != .withTime }) < sure, "nothing marks it")
        #expect(ConfidenceCalibration.date(marked.merging([.margin: 0.3]) { $1 }) < sure, "barely ahead")
        #expect(ConfidenceCalibration.date(marked.merging([.voteShare: 0.75]) { $1 }) < sure, "a reading differs")
        #expect(ConfidenceCalibration.date(marked.merging([.wordConfidence: 0.8]) { $1 }) < sure, "read faintly")
        // Without readings of its own, its digits must read clearly.
        let unread = marked.filter { $0.key != .voteShare }
        #expect(ConfidenceCalibration.date(unread) >= sure)
        #expect(ConfidenceCalibration.date(unread.merging([.wordConfidence: 0.86]) { $1 }) < sure)
    }
}
