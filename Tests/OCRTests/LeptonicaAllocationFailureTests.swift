import CLeptonica
import Foundation
import XCTest

@testable import OCR

/// Leptonica's pixel allocations made to fail for real (its own allocator hook,
/// `setPixMemoryManager`), as they do when a reader reaches its memory limit: every step vault
/// takes with Leptonica then throws a typed error naming the function, none crashes, and the
/// same steps work again once memory is there.
///
/// XCTest, not swift-testing: the hook is global to the process, and XCTest's cases run one
/// at a time before swift-testing's start, so no other test's pictures meet the failing
/// allocator.
final class LeptonicaAllocationFailureTests: XCTestCase {
    /// Pixel buffers of this many bytes or more are refused while the hook is in place.
    private static let refusedFrom = 16 * 1024

    /// Runs `body` with Leptonica's pixel buffers of ``refusedFrom`` bytes or more refused.
    private func withLargeAllocationsFailing<Value>(_ body: () throws -> Value) rethrows -> Value {
        setPixMemoryManager(
            { size in size >= LeptonicaAllocationFailureTests.refusedFrom ? nil : malloc(size) }, { free($0) })
        defer { setPixMemoryManager({ malloc($0) }, { free($0) }) }
        return try body()
    }

    private func picture() throws -> RasterImage {
        let path = Fixtures.path("receipt-de-eur-supermarkt-300dpi.jpg")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let image = try RasterImage.decode(bytes, path: path)
        XCTAssertGreaterThanOrEqual(image.height, 1600, "paperBox looks only at pictures this large")
        return image
    }

    /// The function a failed step names, or nil when it did not throw Leptonica's failure.
    private func failedFunction(_ step: () throws -> Any?) -> String? {
        do {
            _ = try step()
            return nil
        } catch OCRError.imageOperationFailed(let function, _) {
            return function
        } catch {
            XCTFail("not Leptonica's failure: \(error)")
            return nil
        }
    }

    func testEveryStepThrowsWhenLeptonicaCannotAllocate() throws {
        let image = try picture()
        let gray = try image.grayscale()
        let steps: [(String, () throws -> Any?)] = [
            ("grayscale", { try image.grayscale() }),
            ("scaled", { try gray.scaled(by: 2) }),
            ("paper box", { try gray.paperBox() }),
            ("levelling turn", { try gray.levellingTurn() }),
            ("background", { try gray.normalizingBackground() }),
            ("dark borders", { try gray.fillingDarkBorders() }),
            ("text height", { try gray.estimatedTextHeight() }),
            ("ink blobs", { try gray.inkBlobs() }),
        ]
        let failures = withLargeAllocationsFailing { steps.map { ($0.0, failedFunction($0.1)) } }
        for (step, function) in failures {
            XCTAssertNotNil(function, "\(step) did not fail without memory")
            XCTAssertFalse(function?.isEmpty ?? true, "\(step) names no function")
        }
        for (step, body) in steps {
            XCTAssertNoThrow(try body(), "\(step) after memory came back")
        }
    }

    func testAPictureWithoutMemoryIsNotCalledDamaged() throws {
        let path = Fixtures.path("receipt-en-usd-diner.png")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertThrowsError(try withLargeAllocationsFailing { try RasterImage.decode(bytes, path: path) }) { error in
            guard case OCRError.outOfMemory(let named, let function, let width, let height) = error else {
                return XCTFail("not out of memory: \(error)")
            }
            XCTAssertEqual(named, path)
            XCTAssertEqual(function, "pixReadMemPng")
            XCTAssertGreaterThan(width * height, 0)
            XCTAssertTrue(AllocationFailure.mentioned(in: "\(error)"), "\(error)")
        }
        XCTAssertNoThrow(try RasterImage.decode(bytes, path: path))
        // The same file cut short, with memory to spare, is damaged.
        let cut = Array(bytes.prefix(bytes.count / 2))
        XCTAssertThrowsError(try RasterImage.decode(cut, path: path)) { error in
            guard case OCRError.corruptImage = error else { return XCTFail("not damaged: \(error)") }
        }
    }
}
