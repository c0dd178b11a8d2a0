import Testing

@testable import Reading

/// Which fields of a page two OCR engines read are sure: what the second engine's reading adds
/// as evidence (Benchmarks/README.md, "Sure of more, on photos").
@Suite struct TwoEngineCalibrationTests {
    private let sure = ConfidenceCalibration.sure

    /// A date the deep engine alone read, its digits all but certain, stays sure; read a little
    /// less clearly, a misread year's digit is too likely.
    @Test func aDateOneEngineReadPlainlyStaysSure() {
        let read = ConfidenceCalibration.Assessment(0.94, "its digits read clearly")
        let plain: FieldSignals = [.enginesAgree: 0, .wordConfidence: 0.99]
        #expect(ConfidenceCalibration.checkedByOtherEngine(read, plain, what: "date").level >= sure)
        let clear = plain.merging([.wordConfidence: 0.95]) { $1 }
        #expect(ConfidenceCalibration.checkedByOtherEngine(read, clear, what: "date").level < sure)
        // The other engine's rules were sure of another date: never sure, however plain.
        let disputed = plain.merging([.otherEngineSure: 0.94]) { $1 }
        #expect(ConfidenceCalibration.checkedByOtherEngine(read, disputed, what: "date").level < sure)
    }

    /// A date whose month is printed as a word leaves only its day's and year's digits to
    /// misread: read clearly (not all but certainly) by one engine, it stays sure; faintly, not.
    @Test func aDateWithItsMonthInWordsOneEngineReadClearlyStaysSure() {
        let read = ConfidenceCalibration.Assessment(0.94, "its digits read clearly")
        let named: FieldSignals = [.enginesAgree: 0, .wordConfidence: 0.93, .namedMonth: 1]
        #expect(ConfidenceCalibration.checkedByOtherEngine(read, named, what: "date").level >= sure)
        let numeric = named.filter { $0.key != .namedMonth }
        #expect(ConfidenceCalibration.checkedByOtherEngine(read, numeric, what: "date").level < sure)
        let faint = named.merging([.wordConfidence: 0.88]) { $1 }
        #expect(ConfidenceCalibration.checkedByOtherEngine(read, faint, what: "date").level < sure)
    }

    /// A date both engines read alike is sure though each rated its digits faintly; one engine's
    /// faint reading is not, and neither is a reading too faint to trust.
    @Test func aDateBothEnginesReadAlikeIsSureThoughFaint() {
        let agreed: FieldSignals = [.enginesAgree: 1, .wordConfidence: 0.85, .rivals: 0, .margin: 10]
        #expect(ConfidenceCalibration.date(agreed) >= sure)
        #expect(ConfidenceCalibration.date(agreed.merging([.enginesAgree: 0]) { $1 }) < sure)
        #expect(ConfidenceCalibration.date(agreed.merging([.wordConfidence: 0.7]) { $1 }) < sure)
        // Another date on the receipt: sure only printed with a time and well ahead of it.
        let rivalled = agreed.merging([.rivals: 1, .margin: 0.88, .withTime: 1]) { $1 }
        #expect(ConfidenceCalibration.date(rivalled) >= sure)
        #expect(ConfidenceCalibration.date(rivalled.merging([.margin: 0.08]) { $1 }) < sure)
        #expect(ConfidenceCalibration.date(rivalled.filter { $0.key != .withTime }) < sure)
    }

    /// An amount on the total line that both engines read alike, its cents printed, nothing
    /// mended, before the payment, no rival close, is sure without the receipt's arithmetic.
    @Test func aTotalLineBothEnginesReadAlikeIsSure() {
        let agreed: FieldSignals = [.totalLine: 1, .enginesAgree: 1, .wordConfidence: 0.95, .margin: 10]
        #expect(ConfidenceCalibration.total(rule: .totalLine, signals: agreed) >= sure)
        let doubts: [(FieldSignal, Double)] = [
            (.enginesAgree, 0), (.wholeNumber, 1), (.repaired, 1), (.afterPayment, 1), (.margin, 0.3),
            (.wordConfidence, 0.7),
        ]
        for (signal, value) in doubts {
            let doubted = agreed.merging([signal: value]) { $1 }
            #expect(ConfidenceCalibration.total(rule: .totalLine, signals: doubted) < sure, "\(signal) = \(value)")
        }
    }

    /// The first or second line of the page, read letter for letter alike by both engines, its
    /// words clearly, with nothing that hints at a misread, a part of a name or another name,
    /// is sure.
    @Test func aNameAtTheTopBothEnginesReadAlikeIsSure() {
        let agreed: FieldSignals = [.enginesAgree: 1, .position: 1, .wordConfidence: 0.95, .lineConfidence: 0.95]
        #expect(ConfidenceCalibration.merchant(agreed) >= sure)
        let doubts: [(FieldSignal, Double)] = [
            (.enginesAgree, 0), (.position, 2), (.wordConfidence, 0.85), (.brandAbove, 1), (.rivalName, 1),
            (.comma, 1), (.repaired, 1), (.otherEngine, 1), (.truncated, 1), (.caseSlip, 1),
        ]
        for (signal, value) in doubts {
            let doubted = agreed.merging([signal: value]) { $1 }
            #expect(ConfidenceCalibration.merchant(doubted) < sure, "\(signal) = \(value)")
        }
    }
}
