/// Turns the regions of one line into words and the line's text: the recognizer often drops the
/// space between words printed close together, so a gap between two characters wider than
/// `spaceFactor` times the line's median character pitch is a space too. Each word keeps its
/// box (the part of its region its characters cover) and the mean confidence of its characters;
/// a date and time read as one run are two words. Between regions, wider gaps become runs of
/// spaces in the line's text (as Tesseract keeps columns apart).
struct WordAssembly {
    var spaceFactor = 1.6

    /// The median distance between neighbouring characters of the same word in `regions`, or
    /// nil with fewer than two such pairs.
    static func medianPitch(_ regions: [ReadRegion]) -> Double? {
        var gaps: [Double] = []
        for region in regions {
            for (first, second) in zip(region.characters, region.characters.dropFirst())
            where first.character != " " && second.character != " " {
                gaps.append(second.offset - first.offset)
            }
        }
        guard gaps.count >= 2 else { return nil }
        return gaps.sorted()[gaps.count / 2]
    }

    /// The line made of `regions` (already in reading order); `fallbackPitch` is used when the
    /// line has too few characters to measure its own. Nil when nothing was read.
    func line(_ regions: [ReadRegion], fallbackPitch: Double) -> RecognizedLine? {
        let pitch = Swift.max(1, Self.medianPitch(regions) ?? fallbackPitch)
        var words: [RecognizedWord] = []
        var text = ""
        var previousEnd: PagePoint?
        for region in regions {
            let pieces = split(region, pitch: pitch)
            guard !pieces.isEmpty else { continue }
            if let previousEnd, !text.isEmpty {
                let gap = (region.quad.midline(at: pieces[0].first?.offset ?? 0) - previousEnd)
                let width = (gap * gap).sum().squareRoot()
                text += String(repeating: " ", count: Swift.min(40, Swift.max(1, Int(width / pitch) - 1)))
            }
            for (index, piece) in pieces.enumerated() {
                guard let first = piece.first, let last = piece.last else { continue }
                let start = index == 0 ? 0 : Swift.max(0, first.offset - pitch / 2)
                let end =
                    index == pieces.count - 1
                    ? region.quad.width : Swift.min(region.quad.width, last.offset + pitch / 2)
                let word = RecognizedWord(
                    text: String(piece.map(\.character)),
                    box: region.quad.boundingBox(from: start, to: end),
                    confidence: piece.map(\.confidence).reduce(0, +) / Double(piece.count))
                if index > 0 { text += " " }
                text += word.text
                words.append(word)
            }
            previousEnd = region.quad.midline(at: pieces.last?.last?.offset ?? region.quad.width)
        }
        guard let first = words.first else { return nil }
        let box = words.dropFirst().reduce(first.box) { $0.union($1.box) }
        let confidence = words.map(\.confidence).reduce(0, +) / Double(words.count)
        return RecognizedLine(text: text, box: box, confidence: confidence, words: words)
    }

    /// The region's characters cut into words: at spaces the recognizer read, at gaps wider
    /// than `spaceFactor` pitches, and between a date and the time run into it.
    func split(_ region: ReadRegion, pitch: Double) -> [[ReadCharacter]] {
        var words: [[ReadCharacter]] = []
        var current: [ReadCharacter] = []
        for character in region.characters {
            if character.character == " " {
                if !current.isEmpty { words.append(current) }
                current = []
                continue
            }
            if let last = current.last, character.offset - last.offset > spaceFactor * pitch {
                words.append(current)
                current = []
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.flatMap { word -> [[ReadCharacter]] in
            guard let split = DateTimeRun.timeStart(in: word.map(\.character)) else { return [word] }
            return [Array(word[..<split]), Array(word[split...])]
        }
    }
}
