/// A deterministic random source (SplitMix64): one seed always gives the same app, on every
/// platform and Swift version, which `Random` from the standard library does not promise.
struct SeededRandom {
    private var state: UInt64

    /// The seed is scrambled first: nearby seeds then give unrelated streams, not shifted copies.
    init(seed: UInt64) {
        state = seed
        state = next() ^ 0x2545_F491_4F6C_DD1D
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, both ends included.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(0...index))
        }
        return result
    }
}
