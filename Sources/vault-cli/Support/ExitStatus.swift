import ArgumentParser
import Drawing
import Foundation
import OCR
import Reading
import Vault
import VaultServer

/// vault's exit statuses, one table for every command (the values follow BSD `sysexits.h`).
enum ExitStatus {
    static let ok: Int32 = 0
    /// Some files failed (import, watch --once, scan, ocr, doctor found damage).
    static let someFilesFailed: Int32 = 1
    /// The command line is wrong: unknown command or option, a value that is not allowed.
    static let usage: Int32 = 64
    /// The input or the vault's data does not allow it: a damaged or unsupported file, a
    /// journey that already exists or still holds documents.
    static let badData: Int32 = 65
    /// No vault at the given path, or a named file, document, expense or journey does not exist.
    static let noInput: Int32 = 66
    /// A dependency is missing: an OCR language, a document viewer.
    static let unavailable: Int32 = 69
    /// Reading or writing the vault's files or database, an output file or the terminal failed.
    static let ioError: Int32 = 74
    /// Try again: the vault was busy, or replaced by a restore while the command ran.
    static let temporaryFailure: Int32 = 75

    /// The table as `vault --help` and the README show it.
    static let table = """
        Exit status:
          0   ok
          1   some files failed (import, watch --once, scan, ocr; doctor found damage)
          64  usage: unknown command or option, a value that is not allowed
          65  bad data: a damaged or unsupported file; the vault's data does not
              allow it (or a newer vault wrote it)
          66  no vault at that path; no such file, document, expense, journey
              or setting
          69  a dependency is missing (an OCR language, a document viewer)
          74  reading or writing failed (the vault, an output file, the terminal)
          75  try again: the vault was busy, or a restore replaced it meanwhile
        """

    /// The status for an error that ends a command, or `nil` for the argument parser's own
    /// (usage errors, `--help`, `--version` and `ExitCode`), which it reports itself.
    static func code(forFailure error: Error) -> Int32? {
        switch error {
        case let error as VaultError: return code(for: error)
        case let error as OCRError: return code(for: error)
        case let error as BackupError: return code(for: error)
        case let error as CommandError: return code(for: error)
        case let error as DrawingError: return code(for: error)
        case let error as OrganiseError: return code(for: error)
        case let error as ReferenceRateError: return code(for: error)
        case let error as BookingError: return error.isNotFound ? noInput : usage
        case let error as BudgetError: return code(for: error)
        case is ServeError: return usage
        case is MoneyError: return badData
        case is ReviewError: return ioError
        case let error as CocoaError:
            let missing: [CocoaError.Code] = [.fileNoSuchFile, .fileReadNoSuchFile]
            return missing.contains(error.code) ? noInput : ioError
        case is POSIXError: return ioError
        default:
            // The parser's own errors map to 0 or 64; anything else unexpected (a database
            // or file system error no layer translated) is a failure to read or write.
            let parsed = VaultCommand.exitCode(for: error)
            return parsed == .failure && !(error is ExitCode) ? ioError : nil
        }
    }

    static func code(for error: VaultError) -> Int32 {
        switch error {
        case .invalidSlug, .invalidJourney, .invalidSetting, .invalidExpense:
            return usage
        case .journeyExists, .journeyHasDocuments, .journeyHasExpenses, .journeyHasBookings, .journeyHasPlans,
            .fileTooLarge, .newerVault:
            return badData
        case .journeyNotFound, .documentNotFound, .expenseNotFound, .merchantRuleNotFound, .notAFile, .noVault:
            return noInput
        case .objectMissing, .storage, .diskFull, .readOnlyVault:
            return ioError
        case .vaultReplaced, .vaultBusy:
            return temporaryFailure
        }
    }

    static func code(for error: OCRError) -> Int32 {
        switch error {
        case .unreadableFile:
            return noInput
        case .languageUnavailable, .libraryUnavailable:
            return unavailable
        case .pageOutOfRange:
            return usage
        case .outOfMemory:
            return temporaryFailure
        case .emptyFile, .unsupportedType, .corruptImage, .corruptPDF, .encryptedPDF, .recognitionFailed,
            .imageOperationFailed, .imageTooLarge, .tooManyPages, .multiPageTIFF, .timeBudgetExceeded, .damagedPDF:
            return badData
        }
    }

    static func code(for error: BackupError) -> Int32 {
        switch error {
        case .damagedArchive, .unsupportedFormat, .targetNotEmpty, .targetNotAVault, .damagedObject, .oversizedEntry:
            return badData
        case .missingObject, .writeFailed: return ioError
        case .insideVault, .archiveExists: return usage
        }
    }

    static func code(for error: DrawingError) -> Int32 {
        switch error {
        case .cairo: return ioError
        case .unreadablePage: return badData
        }
    }

    static func code(for error: CommandError) -> Int32 {
        switch error {
        case .confirmationNeeded, .needsTerminal, .unknownCommand: return usage
        case .settingNotSet: return noInput
        case .viewerUnavailable: return unavailable
        case .possibleDuplicate: return badData
        }
    }
}
