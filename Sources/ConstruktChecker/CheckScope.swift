/// Which files of an app a check reports on. Every file's declarations are always collected, so a
/// file is checked against the whole app; `files` checks and reports only the files named (an
/// editor re-checking the file that changed, and those that depend on it).
public enum CheckScope: Sendable, Equatable {
    case everything
    case files(Set<String>)

    public func includes(_ path: String) -> Bool {
        switch self {
        case .everything: true
        case .files(let paths): paths.contains(path)
        }
    }
}
