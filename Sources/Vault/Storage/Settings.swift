import Foundation
import GRDB
import Reading

/// User settings stored in the vault (`vault config`).
public enum SettingKey: String, Sendable, CaseIterable {
    /// Currency for receipts that show none and belong to no journey with a currency.
    case currency
    /// OCR languages used when `--lang` is not given (`eng`, `eng+deu`).
    case lang
    /// Megapixels a page may have before it is scaled down (twice that is refused).
    case pixelBudget = "pixel-budget"
    /// Seconds that reading one file may take.
    case ocrSeconds = "ocr-seconds"
    /// Megabytes of address space the process that reads one file may use (see ``ReaderLimits``).
    case readerMemory = "reader-memory"
    /// The OCR engines that read photos: `both` (the default) or `tesseract` (see ``PhotoEngines``).
    case engines

    public var help: String {
        switch self {
        case .currency: "default ISO 4217 currency for receipts showing none, e.g. EUR"
        case .lang: "OCR languages when --lang is not given, e.g. eng+deu"
        case .pixelBudget: "megapixels per page before scaling (default 60; 2x is refused)"
        case .ocrSeconds: "seconds that reading one file may take (default 300)"
        case .readerMemory: "megabytes the process reading a file may use (default 1024)"
        case .engines: "engines reading photos: both (default), or tesseract (lighter)"
        }
    }

    /// Checks and normalises a value for this key.
    public func validated(_ value: String) throws -> String {
        switch self {
        case .currency:
            let code = value.uppercased()
            guard CurrencyCode.isKnown(code) else {
                throw VaultError.invalidSetting(key: rawValue, reason: "'\(value)' is not an ISO 4217 currency code")
            }
            return code
        case .lang:
            do {
                try Tessdata.requireInstalled(value)
            } catch OCRError.languageUnavailable(_, _, let installed) {
                throw VaultError.invalidSetting(
                    key: rawValue,
                    reason:
                        "'\(value)' is not installed (installed: \(installed.filter { $0 != "osd" }.joined(separator: ", ")))"
                )
            }
            return value
        case .pixelBudget:
            return try Self.wholeNumber(value, key: rawValue, in: 1...1000, unit: "megapixels")
        case .ocrSeconds:
            return try Self.wholeNumber(value, key: rawValue, in: 1...86_400, unit: "seconds")
        case .readerMemory:
            return try Self.wholeNumber(value, key: rawValue, in: 384...1_048_576, unit: "megabytes")
        case .engines:
            guard let engines = PhotoEngines(rawValue: value.lowercased()) else {
                throw VaultError.invalidSetting(
                    key: rawValue,
                    reason: "'\(value)' is not one of \(PhotoEngines.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return engines.rawValue
        }
    }

    private static func wholeNumber(_ value: String, key: String, in range: ClosedRange<Int>, unit: String) throws
        -> String
    {
        guard let number = Int(value), range.contains(number) else {
            throw VaultError.invalidSetting(
                key: key,
                reason: "'\(value)' is not a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)")
        }
        return String(number)
    }
}

extension Vault {
    public func setting(_ key: SettingKey) throws -> String? {
        try database.pool.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key.rawValue])
        }
    }

    public func settings() throws -> [SettingKey: String] {
        try database.pool.read { db in
            var result: [SettingKey: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") {
                if let key = SettingKey(rawValue: row["key"]) { result[key] = row["value"] }
            }
            return result
        }
    }

    /// `options` with what is set with `vault config`: the pixel budget, the time budget per
    /// file and the engines that read photos.
    public func applyingSettings(to options: ReadOptions) throws -> ReadOptions {
        let settings = try settings()
        var options = options
        if let megapixels = settings[.pixelBudget].flatMap(Int.init) {
            options.pixelBudget = PixelBudget(megapixels: megapixels)
        }
        if let seconds = settings[.ocrSeconds].flatMap(Double.init) { options.timeBudget = seconds }
        if settings[.engines].flatMap(PhotoEngines.init(rawValue:)) == .tesseract { options.deepTextForPhotos = false }
        return options
    }

    /// Stores a validated value, or removes the setting when `value` is `nil`.
    public func setSetting(_ key: SettingKey, to value: String?) throws {
        let stored = try value.map { try key.validated($0) }
        try database.pool.write { db in
            if let stored {
                try db.execute(
                    sql:
                        "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [key.rawValue, stored])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key.rawValue])
            }
        }
    }
}
