import Foundation

/// Word breaks between two engines' readings of one name: the deep engine runs words printed
/// close together (`SYARIKATPERNIAGAAN`, `STATIONERYSHOP`), Tesseract keeps their spaces.
extension EngineAgreement {
    /// `layout`'s spaces and marks around the letters and digits of `letters` (the same ones,
    /// whatever their case): `MR. D.I.Y. (M) sdn BHD` and `MR.D.I.Y.(M) SDN BHD` give `MR.
    /// D.I.Y. (M) SDN BHD`. `layout` itself when the letters do not line up.
    static func spacing(of layout: String, onLettersOf letters: String) -> String {
        var own = letters.filter { $0.isLetter || $0.isNumber }.makeIterator()
        var result = ""
        for character in layout {
            guard character.isLetter || character.isNumber else {
                result.append(character)
                continue
            }
            guard let letter = own.next(), letter.lowercased() == character.lowercased() else { return layout }
            result.append(letter)
        }
        return result
    }

    /// `name` with a space put in wherever `layout`, another reading of its line whose letters
    /// and digits match the name's one for one but for a slip or two, breaks between two
    /// letters that `name` runs together, each side of the break three letters or more:
    /// `SANYU STATIONERYSHOP` and `|  SANYO STATIONERY SHOP` give `SANYU STATIONERY SHOP`. A
    /// break that leaves a letter or two alone (`Ke lly`, `B readFish`) is the other engine's
    /// slip. Only spaces are taken, never letters or marks; `name` itself when no run of
    /// `layout`'s letters lines up with it.
    static func spaces(from layout: String, into name: String) -> String {
        let isLetter = { (character: Character) in character.isLetter || character.isNumber }
        // Each letter or digit of the layout, and whether a space stands between it and the one before.
        var theirs: [(letter: Character, spaceBefore: Bool)] = []
        var sawSpace = false
        for character in layout.lowercased() {
            if isLetter(character) {
                theirs.append((character, sawSpace))
                sawSpace = false
            } else if character.isWhitespace {
                sawSpace = true
            }
        }
        let own = Array(name.lowercased().filter(isLetter))
        guard !own.isEmpty, theirs.count >= own.count else { return name }
        let slips = { (start: Int) in zip(theirs[start..<(start + own.count)], own).filter { $0.letter != $1 }.count }
        guard let start = (0...(theirs.count - own.count)).min(by: { slips($0) < slips($1) }), slips(start) <= 2 else {
            return name
        }
        // Where the name's own words break (before letter k), and where the layout breaks them further.
        var ownBreaks: Set<Int> = [0, own.count]
        var index = 0
        var previous: Character?
        for character in name {
            if isLetter(character) {
                if index > 0, let previous, !isLetter(previous) { ownBreaks.insert(index) }
                index += 1
            }
            previous = character
        }
        let wanted = (1..<own.count).filter { theirs[start + $0].spaceBefore && !ownBreaks.contains($0) }
        let breaks = ownBreaks.union(wanted).sorted()
        let kept = Set(
            wanted.filter { split in
                let before = breaks.last { $0 < split } ?? 0
                let after = breaks.first { $0 > split } ?? own.count
                return split - before >= 3 && after - split >= 3
            })
        guard !kept.isEmpty else { return name }
        var result = ""
        index = 0
        for character in name {
            if isLetter(character) {
                if kept.contains(index) { result.append(" ") }
                index += 1
            }
            result.append(character)
        }
        return result
    }
}
