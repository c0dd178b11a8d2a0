import Foundation
import OCR
import Testing

@testable import Reading

/// A photo Tesseract reads poorly and reads alone (`vault config set engines tesseract`, or no
/// deep engine installed): its readings of a line at other sizes vouch for no name without a
/// legal form, as they agreed on addresses and misread logos as often as on names there.
@Suite struct PhotoReadAloneTests {
    /// A name at the top that every reading at other sizes repeats, its words known and clear.
    static let repeatedName: FieldSignals = [
        .position: 1, .wordConfidence: 0.95, .dictionaryShare: 1, .voteShare: 1, .nameInReadings: 1,
        .printRatio: 1.2,
    ]

    @Test func readingsAtOtherSizesMakeNoNameSureOnAPhotoReadAlone() {
        #expect(ConfidenceCalibration.assessMerchant(Self.repeatedName).level >= ConfidenceCalibration.sure)
        var alone = Self.repeatedName
        alone[.photoReadAlone] = 1
        let assessed = ConfidenceCalibration.assessMerchant(alone)
        #expect(assessed.level < ConfidenceCalibration.sure)
        #expect(
            assessed.reason
                == "read from a photo by Tesseract alone, whose readings at other sizes do not vouch for a name")
    }

    @Test func aRegisteredCompanyNameReadClearlyStaysSureOnAPhotoReadAlone() {
        var registered = Self.repeatedName
        registered[.registeredName] = 1
        registered[.legalForm] = 1
        registered[.photoReadAlone] = 1
        #expect(ConfidenceCalibration.assessMerchant(registered).level >= ConfidenceCalibration.sure)
    }

    /// Read by the real Tesseract with the deep engine not wanted: the phone photo is marked,
    /// the clean render is not (the deep engine would not read it either).
    @Test func onlyAPhotoTesseractReadsPoorlyIsMarked() throws {
        var options = ReadOptions()
        options.deepTextForPhotos = false
        let reader = try ReceiptReader(options: options)
        let photo = EngineShortfallTests.fixture("receipt-my-myr-hardware.jpg")
        let poor = try reader.read(bytes: try EngineShortfallTests.bytes("receipt-my-myr-hardware.jpg"), path: photo)
        #expect(poor.document.pages.first.map { $0.confidence < ReceiptReader.cleanPage } == true)
        #expect(poor.draft.merchant?.signals.has(.photoReadAlone) == true)

        let render = EngineShortfallTests.fixture("receipt-en-usd-diner.png")
        let clean = try reader.read(bytes: try EngineShortfallTests.bytes("receipt-en-usd-diner.png"), path: render)
        #expect(clean.document.pages.first.map { $0.confidence >= ReceiptReader.cleanPage } == true)
        #expect(clean.draft.merchant != nil)
        #expect(clean.draft.merchant?.signals.has(.photoReadAlone) == false)
    }
}
