/// One character read by the recognizer: where its middle is along the text region (in
/// picture pixels from the region's left end) and how sure the model was.
struct ReadCharacter: Equatable {
    var character: Character
    var offset: Double
    var confidence: Double
}

/// A text region and what the recognizer read in it.
struct ReadRegion {
    var quad: TextQuad
    var characters: [ReadCharacter]

    var text: String { String(characters.map(\.character)) }
    var confidence: Double {
        characters.isEmpty ? 0 : characters.map(\.confidence).reduce(0, +) / Double(characters.count)
    }
}

/// PP-OCR's text recognizer (SVTR with a CTC head): each region is cut out straight (turned
/// level along its own slant), scaled to 48 px high and read as a sequence of character
/// probabilities, one per 8 px column; the most likely character of each column, repeats and
/// blanks removed, is the text ("greedy" CTC decoding).
struct TextLineRecognizer {
    let session: InferenceSession
    /// The model's characters; index 0 of its output is the CTC blank, the last a space.
    let characters: [Character]

    static let inputHeight = 48
    /// The narrowest input the model is given (PP-OCR's 320 px).
    var minimumWidth = 320

    init(session: InferenceSession) throws(DeepTextError) {
        self.session = session
        guard let list = session.metadata("character"), !list.isEmpty else {
            throw .missingCharacterList(model: session.name)
        }
        var characters = list.split(separator: "\n", omittingEmptySubsequences: false).compactMap(\.first)
        characters.append(" ")
        self.characters = characters.map(Self.halfWidth)
    }

    /// The ASCII form of a full-width character (`，` `：` `（`): the model, trained mostly on
    /// Chinese, often reads Latin receipts' punctuation as its full-width twin.
    static func halfWidth(_ character: Character) -> Character {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
        else { return character }
        return Character(ascii)
    }

    /// What each region reads, in the order given. Each region is one run of the model, as
    /// wide as it is (at least ``minimumWidth``): read six at a time, a region was padded to
    /// the widest of its six, which cost the recognizer 13% more time and read the same fields
    /// on every dev folder (Benchmarks/README.md). With `help`, the regions are offered to a
    /// thread that waits for this reading, which reads some of them beside this one.
    func read(_ quads: [TextQuad], in pixels: ColorPixels, help: RecognizerHelp? = nil) throws(DeepTextError)
        -> [ReadRegion]
    {
        let last = quads.count - 1
        guard let help, quads.count > 1 else {
            var regions: [ReadRegion] = []
            regions.reserveCapacity(quads.count)
            for (index, quad) in quads.enumerated() {
                regions.append(try read(quad, in: pixels, releasingMemory: index == last))
            }
            return regions
        }
        let work = RegionWork(count: quads.count) { [self] index throws(DeepTextError) in
            try read(quads[index], in: pixels, releasingMemory: index == last)
        }
        help.offer(work)
        work.readRegions()
        help.withdraw()
        return try work.regions()
    }

    /// What one region reads; `releasingMemory` for the page's last, whose run gives back the
    /// memory the runs of the page took.
    private func read(_ quad: TextQuad, in pixels: ColorPixels, releasingMemory: Bool) throws(DeepTextError)
        -> ReadRegion
    {
        let width = Swift.max(1, Int((Double(Self.inputHeight) * quad.width / quad.height).rounded(.up)))
        let paddedWidth = (Swift.max(minimumWidth, width) + 7) / 8 * 8
        let input = modelInput(quad, width: width, paddedWidth: paddedWidth, pixels: pixels)
        let (steps, decoded) = try session.run(
            input, shape: [1, 3, Self.inputHeight, paddedWidth], releasingMemory: releasingMemory
        ) { output throws(DeepTextError) in
            guard output.shape.count == 3, output.shape[0] == 1, output.shape[2] == characters.count + 1 else {
                throw .inferenceFailed(model: session.name, reason: "unexpected output shape \(output.shape)")
            }
            return (output.shape[1], decode(output.values, steps: output.shape[1], classes: output.shape[2]))
        }
        let columnWidth = Double(paddedWidth) / Double(steps)
        let scale = quad.width / Double(width)
        let read = decoded.map { step, character, confidence in
            let offset = (Double(step) + 0.5) * columnWidth * scale
            return ReadCharacter(character: character, offset: Swift.min(offset, quad.width), confidence: confidence)
        }
        return ReadRegion(quad: quad, characters: read)
    }

    /// The region cut out level, scaled to 48 px high (`width` wide) and padded with zeros to
    /// `paddedWidth`; values in -1...1 as the model was trained.
    private func modelInput(_ quad: TextQuad, width: Int, paddedWidth: Int, pixels: ColorPixels) -> [Float] {
        let height = Self.inputHeight
        let plane = height * paddedWidth
        var input = [Float](repeating: 0, count: 3 * plane)
        input.withUnsafeMutableBufferPointer { values in
            var sample: (Float, Float, Float) = (0, 0, 0)
            let stepAlong = quad.width / Double(width)
            let stepDown = quad.height / Double(height)
            // Regions much taller than 48 px: average 2 x 2 samples per pixel against aliasing.
            let subsamples = stepDown > 1.5 ? 2 : 1
            let weight = 1 / Float(subsamples * subsamples)
            for y in 0..<height {
                for x in 0..<width {
                    var total: (Float, Float, Float) = (0, 0, 0)
                    for sy in 0..<subsamples {
                        for sx in 0..<subsamples {
                            let s = (Double(x) + (Double(sx) + 0.5) / Double(subsamples)) * stepAlong
                            let t = (Double(y) + (Double(sy) + 0.5) / Double(subsamples)) * stepDown
                            let point = quad.origin + quad.along * s + quad.down * t
                            pixels.sample(x: point.x - 0.5, y: point.y - 0.5, into: &sample)
                            total.0 += sample.0
                            total.1 += sample.1
                            total.2 += sample.2
                        }
                    }
                    let index = y * paddedWidth + x
                    values[index] = (total.0 * weight / 255 - 0.5) / 0.5
                    values[plane + index] = (total.1 * weight / 255 - 0.5) / 0.5
                    values[2 * plane + index] = (total.2 * weight / 255 - 0.5) / 0.5
                }
            }
        }
        return input
    }

    /// Greedy CTC decoding: for each column the likeliest class; a character wherever that is
    /// no blank and differs from the column before.
    private func decode(_ probabilities: UnsafeBufferPointer<Float>, steps: Int, classes: Int)
        -> [(Int, Character, Double)]
    {
        var result: [(Int, Character, Double)] = []
        var previous = 0
        for step in 0..<steps {
            let row = step * classes
            var best = 0
            var bestValue = probabilities[row]
            for index in 1..<classes where probabilities[row + index] > bestValue {
                best = index
                bestValue = probabilities[row + index]
            }
            if best != 0, best != previous, best - 1 < characters.count {
                result.append((step, characters[best - 1], Double(bestValue)))
            }
            previous = best
        }
        return result
    }
}
