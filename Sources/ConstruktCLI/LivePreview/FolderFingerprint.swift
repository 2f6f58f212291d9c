import Foundation

/// What changes when a construkt file under a folder is edited, added or removed: the paths,
/// sizes and modification times of its `.yaml` files, hashed. The live page polls it.
enum FolderFingerprint {
    static func of(_ folder: URL) -> String {
        let manager = FileManager.default
        let names = (manager.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in names {
            let attributes = try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            for byte in "\(name)|\(size)|\(modified)\n".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}
