import ArgumentParser
import Foundation

/// Where `vault serve` takes its access token from: `--token-file FILE` (its first line),
/// else `$VAULT_TOKEN`, else `--token` (which any user of the machine can read in `ps`).
enum ServeToken {
    /// The token, or `nil` when none is given. A token file must be a regular file that other
    /// users cannot read; more than one source is refused.
    static func resolve(
        option: String?, file: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String? {
        let fromEnvironment = environment["VAULT_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        let given = [option != nil, file != nil, fromEnvironment != nil].filter { $0 }.count
        guard given <= 1 else {
            throw ValidationError("give the token one way: --token-file, $VAULT_TOKEN or --token")
        }
        if let file { return try read(file) }
        return fromEnvironment ?? option
    }

    /// The first line of `path`, which must be a regular file only its owner can read.
    static func read(_ path: String) throws -> String {
        let expanded = (path as NSString).expandingTildeInPath
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: expanded),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { throw ValidationError("\(path): no such file (--token-file)") }
        if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
            throw ValidationError(
                "\(path): other users can read it (mode \(String(mode, radix: 8))); run `chmod 600 \(path)`")
        }
        guard let data = FileManager.default.contents(atPath: expanded), data.count <= 4096,
            let text = String(data: data, encoding: .utf8)
        else { throw ValidationError("\(path): cannot read a token from it (--token-file)") }
        return String(text.prefix { $0 != "\n" && $0 != "\r" })
    }
}
