/// Who declares a property or event: the component itself or a modifier group it inherits.
public enum MemberOwner: Hashable, Sendable {
    case component(String)
    case group(String)
}
