extension Int {
    /// The whole number nearest `value` within ±2^30 (0 for NaN): a PDF may declare any
    /// coordinate or page size, infinite and NaN included, and `Int(_: Double)` traps on those.
    init(saturating value: Double) {
        let limit = Double(1 << 30)
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
