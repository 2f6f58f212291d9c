/// A stable 128-bit FNV-1a hash, in 32 lowercase hex digits: the Code Climate `fingerprint` that
/// GitLab uses to tell a new issue from one it has already seen.
enum Fingerprint {
    private static let offsetBasis: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
    private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B

    static func hex(of parts: [String]) -> String {
        var hash = offsetBasis
        for (index, part) in parts.enumerated() {
            let bytes = index == 0 ? Array(part.utf8) : [0] + Array(part.utf8)
            for byte in bytes {
                hash ^= UInt128(byte)
                hash = hash &* prime
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 32 - digits.count) + digits
    }
}
