/// A confidence (0...1) as the terminal shows it everywhere: `45%`, padded to four columns.
enum Percent {
    static func text(_ confidence: Double) -> String {
        "\(Int((confidence * 100).rounded()))%".leftPadded(to: 4)
    }
}
