/// What a block of the live tree stands for in its run: the branch of an `if` (`?then`), a
/// placeholder's position (`*2`), or a loop item's key with its occurrence (a repeated key is told
/// apart by how many came before it). Runs compare tags to keep blocks; as text, a tag is part of
/// the address of everything in its block.
struct BlockTag: Hashable, Sendable, CustomStringConvertible {
    var label = ""
    var key: RuntimeValue?
    var occurrence = 0

    var description: String {
        key.map { "\(label)#\($0)#\(occurrence)" } ?? label
    }
}
