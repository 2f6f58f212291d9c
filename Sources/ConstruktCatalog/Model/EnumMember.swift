/// One member of an enum, an option set or a scalar form's `members`: the language spelling and
/// the Swift expression the emitter writes for it.
public struct EnumMember: Hashable, Sendable {
    public let name: String
    public let swift: String
}
