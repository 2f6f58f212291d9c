import ConstruktDiagnostics
import ConstruktYAML

/// Reads what time does in a screen file: durations, `watch:`, `timers:` (Docs/language.md, A screen file, Time).
extension SyntaxReader {
    /// A duration (`0.5s`, `500ms`, `2s`, `1.5`), or `nil` after CK0520 with the spelling meant.
    mutating func timeSpan(_ node: YAMLNode, _ what: String) -> TimeSpan? {
        guard let text = scalar(node, what) else { return nil }
        if let seconds = TimeSpan.seconds(in: text) { return TimeSpan(seconds: seconds, range: node.range) }
        let meant = Self.durationMeant(by: text)
        report(
            .invalidDuration, "'\(text)' is not a duration (\(what))", at: node.range,
            notes: [
                "a duration is seconds ('2s', '0.5s'), milliseconds ('500ms') or a plain number of seconds: a whole number of milliseconds, at least one and at most a day"
            ],
            help: meant.map { "write '\($0)'" } ?? "write a length of time such as '0.5s' or '500ms'",
            fixIts: meant.map { [Diagnostic.FixIt(location(node.range), replacement: $0)] } ?? [])
        return nil
    }

    /// The duration a mistyped one means: a unit spelt out or set apart (`2 sec`, `500 millis`,
    /// `1min`), read back as the language writes it.
    static func durationMeant(by text: String) -> String? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        let digits = compact.prefix { $0.isNumber || $0 == "." }
        let unit = compact.dropFirst(digits.count)
        let scales: [String: Double] = [
            "": 1, "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
            "ms": 0.001, "msec": 0.001, "msecs": 0.001, "millis": 0.001, "millisecond": 0.001, "milliseconds": 0.001,
            "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        ]
        guard let scale = scales[String(unit)], let number = Double(digits), number > 0 else { return nil }
        let milliseconds = (number * scale * 1000).rounded()
        guard milliseconds >= 1, milliseconds <= 86_400_000 else { return nil }
        return TimeSpan.text(milliseconds / 1000)
    }

    /// `watch: { query: { debounce: 0.5s, do: search }, count: countChanged }`.
    mutating func watches(_ node: YAMLNode) -> [WatchDeclaration] {
        guard let entries = mapping(node, "'watch'") else { return [] }
        return entries.compactMap { entry in
            guard let state = identifier(entry.key, rule: .lowerCamelCase, "a state name in 'watch'") else {
                return nil
            }
            guard let fields = entry.value.mappingEntries,
                fields.contains(where: { ["debounce", "do"].contains($0.key.scalarText) })
            else {
                return eventHandler(entry.value).map { WatchDeclaration(state: state, debounce: nil, handler: $0) }
            }
            checkKeys(fields, of: .watch, in: "the watch of '\(state.text)'", missingAt: entry.value.range)
            let debounce = fields.value("debounce").flatMap { timeSpan($0, "the debounce of '\(state.text)'") }
            if fields.value("debounce") != nil, debounce == nil { return nil }
            return fields.value("do").flatMap { eventHandler($0) }.map {
                WatchDeclaration(state: state, debounce: debounce, handler: $0)
            }
        }
    }

    /// `timers: { advance: { every: 3.5s, do: nextPage } }`.
    mutating func timers(_ node: YAMLNode) -> [TimerDeclaration] {
        guard let entries = mapping(node, "'timers'") else { return [] }
        return entries.compactMap { entry in
            guard let name = identifier(entry.key, rule: .lowerCamelCase, "a timer name") else { return nil }
            guard let fields = mapping(entry.value, "the timer '\(name.text)'") else { return nil }
            checkKeys(fields, of: .timer, in: "the timer '\(name.text)'", missingAt: entry.value.range)
            guard let every = fields.value("every").flatMap({ timeSpan($0, "the interval of '\(name.text)'") }),
                let handler = fields.value("do").flatMap({ eventHandler($0) })
            else { return nil }
            return TimerDeclaration(name: name, every: every, handler: handler)
        }
    }
}
