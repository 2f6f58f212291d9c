import Foundation

/// The catalog's `pattern:` regular expressions, each compiled once per process and shared by the
/// checker and the emitter (files are checked and emitted in parallel, hence the lock). Compiling a
/// Regex costs far more than matching one, and the same few patterns are tried on every colour,
/// length or inset written; matching one costs far more than looking up the answer, and the same
/// few texts (`#333`, `secondaryLabel`) are written again and again, so each answer is kept too,
/// up to `answersKeptPerPattern` texts a pattern: files with ever new texts cannot grow it for
/// the life of the process.
public final class CompiledPatterns: @unchecked Sendable {
    public static let shared = CompiledPatterns()
    static let answersKeptPerPattern = 4096

    private let lock = NSLock()
    private var compiled: [String: Regex<AnyRegexOutput>?] = [:]
    /// Pattern → text → whether the text matches the whole pattern.
    private var answers: [String: [String: Bool]] = [:]

    /// Whether `text` matches the whole of `pattern`; a pattern that does not compile matches all,
    /// as before (the catalog loader reports such a pattern).
    public func text(_ text: String, wholeMatches pattern: String) -> Bool {
        lock.lock()
        if let known = answers[pattern]?[text] {
            lock.unlock()
            return known
        }
        let regex = regex(for: pattern)
        lock.unlock()
        // Matched outside the lock, so that the other threads' lookups do not wait for it.
        let answer = regex.map { (try? $0.wholeMatch(in: text)) != nil } ?? true
        lock.lock()
        defer { lock.unlock() }
        if answers[pattern, default: [:]].count < Self.answersKeptPerPattern {
            answers[pattern, default: [:]][text] = answer
        }
        return answer
    }

    /// How many answers `pattern` has kept.
    func keptAnswers(for pattern: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return answers[pattern]?.count ?? 0
    }

    /// The compiled pattern; called with the lock held.
    private func regex(for pattern: String) -> Regex<AnyRegexOutput>? {
        if let known = compiled[pattern] { return known }
        let regex = try? Regex("^(?:" + pattern.trimmingAnchors + ")$")
        compiled[pattern] = regex
        return regex
    }
}

extension String {
    /// The pattern without its own `^…$`, so it can be anchored once.
    fileprivate var trimmingAnchors: Substring {
        var text = Substring(self)
        if text.hasPrefix("^") { text = text.dropFirst() }
        if text.hasSuffix("$") { text = text.dropLast() }
        return text
    }
}
