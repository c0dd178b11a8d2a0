/// What vault prints is text the user, a shop or an attacker wrote (merchants from a web form
/// or an e-invoice, file names, page text). Control characters in it are shown escaped
/// (`\u{1b}`), never sent to the terminal, where an ESC or OSC sequence could rewrite the
/// screen, the window title or the clipboard, and a carriage return could hide a line.
enum SafeOutput {
    /// `text` with every control character escaped but tabs, and line breaks when
    /// `keepingNewlines` (one-line fields and table cells escape them too).
    static func escaped(_ text: String, keepingNewlines: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                out.append(scalar)
                continue
            }
            switch scalar {
            case "\n" where keepingNewlines: out.append(scalar)
            case "\t": out.append(scalar)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            default: out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            }
        }
        return String(out)
    }

    /// C0 and C1 control characters and DEL, and the bidirectional overrides and isolates
    /// that reorder what a terminal shows (U+202A-202E, U+2066-2069).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}

/// Every `print` of the `vault` command goes through ``SafeOutput``: results are printed
/// with their own line breaks, and any other control character escaped.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    Swift.print(SafeOutput.escaped(text), terminator: terminator)
}
