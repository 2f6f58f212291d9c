import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Foundation

/// Mutants made from what the checker knows of a generated app: each typed expression written in
/// `${…}` is rewritten into one that is wrong for its type (`${count}` of an Int becomes
/// `${(count).uppercased()}`, `${title}` of a String `${-(title)}`), so that lint must refuse it
/// on that line, whatever the expression was. The rewrites use no quotes, so they stand in any
/// scalar style; they reach the checker's rules for operators, members, built-ins, optionals and
/// conversions, which one-edit mutants of recorded sites (MutantWriter) do not.
enum TypedMutation {
    /// A rewrite of an expression of a type into a wrong one: its name and the new text.
    private struct Rewrite {
        let name: String
        let text: (String) -> String
    }

    /// Up to `count` mutants of `app` rewriting one `${…}` expression each, chosen by the seed, by
    /// a rewrite chosen by the seed among those wrong for the expression's type; one rewriting a
    /// model or enum case made in an expression; and up to `count` rewriting a statement.
    static func mutants(of app: GeneratedApp, count: Int) -> [(
        name: String, file: String, text: String, errorLine: Int
    )] {
        var random = SeededRandom(seed: app.seed ^ 0x7479_7065_64)
        let folder = "app"
        var documents: [YAMLDocument] = [
            YAMLLoader.load(SourceFile(path: folder + "/construkt.yaml", text: "imports: [ConstruktKit]\n")).document
        ].compactMap { $0 }
        var texts: [String: String] = [:]
        for file in app.files {
            texts[file.fileName] = file.text
            if let document = YAMLLoader.load(SourceFile(path: folder + "/" + file.fileName, text: file.text)).document
            {
                documents.append(document)
            }
        }
        let checked = FrontEnd.check(documents)
        guard !checked.diagnostics.contains(where: { $0.severity == .error }), let checkedApp = checked.apps.first
        else { return [] }
        let screens = checkedApp.screens.compactMap { screen -> (screen: CheckedScreen, file: String, text: String)? in
            let file = String(screen.path.dropFirst(folder.count + 1))
            return texts[file].map { (screen, file, $0) }
        }
        var candidates: [(file: String, expression: TypedExpression)] = []
        for (screen, file, text) in screens {
            // An expression of literals alone takes the type of its place (`${(a ? 1 : 2) ?? 3}` is
            // an optional's `??`), so only one that reads a name has a type of its own to break.
            for expression in expressions(of: screen)
            where isWholeBraced(expression.range, in: text) && readsName(expression) {
                candidates.append((file, expression))
            }
        }
        var found: [(String, String, String, Int)] = []
        for _ in 0..<count where !candidates.isEmpty {
            let (file, expression) = candidates.remove(at: random.int(0...(candidates.count - 1)))
            let rewrites = self.rewrites(of: expression.type, literalValued: !valueReadsName(expression))
            guard let text = texts[file], !rewrites.isEmpty else { continue }
            let rewrite = random.pick(rewrites)
            let range = expression.range
            let original = String(decoding: Array(text.utf8)[range.start.offset..<range.end.offset], as: UTF8.self)
            found.append(
                (
                    "a typed expression rewritten: \(rewrite.name)", file,
                    replacing(range, in: text, with: rewrite.text(original)), range.start.line
                ))
        }
        /// Up to `count` of `rewrites`, drawn by the seed, each applied alone to its file.
        func draw(_ count: Int, of rewrites: [(file: String, rewrite: StatementRewrite)], as kind: String) {
            var rewrites = rewrites
            for _ in 0..<count where !rewrites.isEmpty {
                let (file, rewrite) = rewrites.remove(at: random.int(0...(rewrites.count - 1)))
                guard let text = texts[file] else { continue }
                found.append(
                    (
                        "\(kind): \(rewrite.name)", file, replacing(rewrite.range, in: text, with: rewrite.text),
                        rewrite.range.start.line
                    ))
            }
        }
        draw(
            1,
            of: screens.flatMap { screen, file, text in
                expressions(of: screen).flatMap(\.subtree).flatMap { madeValueRewrites($0, in: text) }.map {
                    (file, $0)
                }
            }, as: "a model or enum case rewritten")
        draw(
            count,
            of: screens.flatMap { screen, file, text in statementRewrites(in: screen, text: text).map { (file, $0) } },
            as: "a checked statement rewritten")
        return found
    }

    /// `text` with the bytes of `range` replaced by `replacement`.
    private static func replacing(_ range: SourceRange, in text: String, with replacement: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(range.start.offset..<range.end.offset, with: Array(replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Rewrites of a model made in an expression (`Card(id: 1)`) or an enum case with a payload
    /// (`.failed(code: 2)`), written on one line: an unknown model or case, a field the model has
    /// not, the case without the values it carries.
    private static func madeValueRewrites(_ expression: TypedExpression, in text: String) -> [StatementRewrite] {
        let range = expression.range
        guard range.start.line == range.end.line, range.start.offset < range.end.offset else { return [] }
        let written = String(decoding: Array(text.utf8)[range.start.offset..<range.end.offset], as: UTF8.self)
        guard let open = written.firstIndex(of: "("), written.hasSuffix(")") else { return [] }
        let callee = String(written[..<open])
        let arguments = String(written[written.index(after: open)...].dropLast())
        switch expression.kind {
        case .construction(let name, _) where callee == name:
            return [
                StatementRewrite(name: "an unknown model", range: range, text: name + "Missing(" + arguments + ")"),
                StatementRewrite(
                    name: "a field the model has not", range: range,
                    text: name + "(nobodysField: 1" + (arguments.isEmpty ? "" : ", " + arguments) + ")"),
            ]
        case .enumCase(let name, let payload) where callee == "." + name && !payload.isEmpty:
            return [
                StatementRewrite(name: "an unknown case", range: range, text: callee + "Missing(" + arguments + ")"),
                StatementRewrite(name: "a case without the values it carries", range: range, text: callee),
            ]
        default:
            return []
        }
    }

    /// A statement written on one line as a flow mapping, and a wrong one to write in its place.
    private struct StatementRewrite {
        let name: String
        let range: SourceRange
        let text: String
    }

    /// The rewrites of the one-line statements of `screen` into ones wrong for what they name: a
    /// toggle of what is no Bool, an append to, insert into or remove from what is no list, a set of
    /// a param or derived value, a signal emitted with the value it does not carry (or without the
    /// one it does), an action sent or a destination routed to with a param it has not (or without
    /// one it needs).
    private static func statementRewrites(in screen: CheckedScreen, text: String) -> [StatementRewrite] {
        let bytes = Array(text.utf8)
        let states = Dictionary(screen.state.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let signals = Dictionary(screen.signals.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let readOnly = screen.params.map(\.name) + screen.derived.map(\.name)
        var statements =
            screen.actions.flatMap(\.body) + screen.lifecycle.flatMap(\.body) + screen.watches.flatMap(\.body)
            + screen.timers.flatMap(\.body)
        if let body = screen.body { statements += body.components.flatMap(\.eventBodies).joined() }
        var rewrites: [StatementRewrite] = []
        for statement in statements.flatMap(\.subtree) {
            let range = statement.range
            guard range.start.line == range.end.line, range.start.offset < range.end.offset,
                bytes[range.start.offset] == UInt8(ascii: "{"), bytes[range.end.offset - 1] == UInt8(ascii: "}")
            else { continue }
            func rewrite(_ name: String, _ replacement: String) {
                rewrites.append(StatementRewrite(name: name, range: range, text: replacement))
            }
            switch statement.kind {
            case .set(let state, _):
                let type = states[state]
                if type != .bool { rewrite("a toggle of what is no Bool", "{ toggle: \(state) }") }
                if case .array = type {
                } else {
                    rewrite("an append to what is no list", "{ append: \(state), value: 1 }")
                }
                if case .array = type {
                } else {
                    rewrite("a remove from what is no list", "{ remove: \(state), at: 0 }")
                    rewrite("an insert into what is no list", "{ insert: \(state), value: 1, at: 0 }")
                }
                if let name = readOnly.first { rewrite("a set of what is no state", "{ set: \(name), to: 1 }") }
            case .emit(let signal, let value):
                if value == nil, signals[signal] == .void {
                    rewrite("a value for a signal that carries none", "{ emit: \(signal), value: 1 }")
                }
                if value != nil { rewrite("a signal emitted without its value", "{ emit: \(signal) }") }
                rewrite("an unknown signal", "{ emit: \(signal)Missing }")
            case .send(let action, let arguments):
                rewrite("an action sent with a param it has not", "{ send: \(action), with: { nobodysParam: 1 } }")
                if !arguments.isEmpty { rewrite("an action sent without its params", "{ send: \(action) }") }
            case .route(let destination, let arguments, _):
                rewrite(
                    "a destination routed to with a param it has not",
                    "{ route: \(destination), with: { nobodysParam: 1 } }")
                if !arguments.isEmpty {
                    rewrite("a destination routed to without its params", "{ route: \(destination) }")
                }
            default:
                continue
            }
        }
        return rewrites
    }

    /// The rewrites that make a wrong expression out of one of `type`.
    /// `literalValued`: the value is made of literals alone (`c ? 0 : 1`), which take an optional
    /// type where one is wanted, so `??` after it is no mistake.
    private static func rewrites(of type: ConstruktChecker.ValueType, literalValued: Bool) -> [Rewrite] {
        var rewrites: [Rewrite] = [
            Rewrite(name: "a value compared with a Bool and a number at once") { "(\($0)) == true && (\($0)) == 1" },
            Rewrite(name: "a chained comparison") { "1 < (\($0)) < 2" },
        ]
        switch type {
        case .optional:
            rewrites += [
                Rewrite(name: "an optional read without a fallback") { "(\($0)).count" },
                Rewrite(name: "an optional in arithmetic") { "(\($0)) * 2" },
                Rewrite(name: "a fallback that is no list of one type") { "(\($0)) ?? [true, 1]" },
            ]
        default:
            if !literalValued {
                rewrites += [
                    Rewrite(name: "'??' after a value that is not optional") { "(\($0)) ?? (\($0))" },
                    Rewrite(name: "'?.' after a value that is not optional") { "(\($0))?.count" },
                ]
            }
        }
        switch type {
        case .int, .double, .float, .cgFloat:
            rewrites += [
                Rewrite(name: "a text method on a number") { "(\($0)).uppercased()" },
                Rewrite(name: "'!' on a number") { "!(\($0))" },
                Rewrite(name: "a number read from a number") { "Int(\($0)) ?? 0" },
                Rewrite(name: "format with no literal format") { "format(\($0), 1)" },
                Rewrite(name: "a list method on a number") { "(\($0)).prefix(1)" },
            ]
        case .string:
            rewrites += [
                Rewrite(name: "'-' on text") { "-(\($0))" },
                Rewrite(name: "format of text") { "format(\($0), \($0))" },
                Rewrite(name: "min of text and a number") { "min(\($0), 1)" },
                Rewrite(name: "progress over text") { "progress(\($0), 1)" },
                Rewrite(name: "joined on text") { "(\($0)).joined(\($0))" },
            ]
        case .bool:
            rewrites += [
                Rewrite(name: "ordering Bools") { "(\($0)) < (\($0))" },
                Rewrite(name: "a member of a Bool") { "(\($0)).count" },
                Rewrite(name: "a Bool in arithmetic") { "(\($0)) + 1" },
            ]
        case .array:
            rewrites += [
                Rewrite(name: "a text method on a list") { "(\($0)).uppercased()" },
                Rewrite(name: "a list compared with a number") { "(\($0)) < 1" },
                Rewrite(name: "a list in arithmetic") { "(\($0)) * 2" },
            ]
        case .model:
            rewrites += [
                Rewrite(name: "an unknown field") { "(\($0)).fieldNobodyDeclared" },
                Rewrite(name: "ordering models") { "(\($0)) < (\($0))" },
            ]
        case .enumeration, .payloadEnumeration:
            rewrites += [
                Rewrite(name: "ordering enum cases") { "(\($0)) < (\($0))" },
                Rewrite(name: "an unknown member of an enum") { "(\($0)).caseNobodyDeclared" },
            ]
        default:
            rewrites += [Rewrite(name: "an unknown member") { "(\($0)).memberNobodyDeclared" }]
        }
        return rewrites
    }

    /// Whether the value itself comes from a name: a conditional's branches, not its condition.
    private static func valueReadsName(_ expression: TypedExpression) -> Bool {
        switch expression.kind {
        case .conditional(_, let then, let otherwise): return valueReadsName(then) || valueReadsName(otherwise)
        case .binary(let op, let left, let right) where [.add, .subtract, .multiply, .divide, .remainder].contains(op):
            return valueReadsName(left) || valueReadsName(right)
        case .unary(_, let operand): return valueReadsName(operand)
        default: return readsName(expression)
        }
    }

    private static func readsName(_ expression: TypedExpression) -> Bool {
        expression.reads { _, _ in true }
    }

    /// Whether `range` is the whole of a `${…}` in `text`: only spaces between it and the braces.
    private static func isWholeBraced(_ range: SourceRange, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        var before = range.start.offset - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
        var after = range.end.offset
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        return before >= 1 && bytes[before] == UInt8(ascii: "{") && bytes[before - 1] == UInt8(ascii: "$")
            && after < bytes.count && bytes[after] == UInt8(ascii: "}")
    }

    /// The typed expressions a screen holds: its defaults, derived values, the values its
    /// statements write and test, and its view tree's property values, loops and conditions.
    private static func expressions(of screen: CheckedScreen) -> [TypedExpression] {
        var values = (screen.params + screen.state).compactMap(\.defaultValue) + screen.derived.map(\.value)
        var statements =
            screen.actions.flatMap(\.body) + screen.lifecycle.flatMap(\.body) + screen.watches.flatMap(\.body)
            + screen.timers.flatMap(\.body)
        if let body = screen.body {
            statements += body.components.flatMap(\.eventBodies).joined()
            values +=
                body.components.flatMap(\.members).flatMap(memberValues) + body.components.compactMap(\.loop?.items)
            values += nodeValues(body)
        }
        values += statements.flatMap(\.subtree).flatMap(\.values)
        return values.flatMap(\.expressions)
    }

    private static func memberValues(_ member: CheckedMember) -> [TypedValue] {
        switch member.kind {
        case .property(let value, _), .accessibilityIdentifier(let value): return [value]
        case .slot(let arguments, _), .event(let arguments, _, _): return arguments.map(\.value)
        case .entries: return []
        }
    }

    /// The conditions, lists and subjects of the control nodes at or below `node`.
    private static func nodeValues(_ node: CheckedNode) -> [TypedValue] {
        let own: [TypedValue] =
            switch node.kind {
            case .conditional(let condition, _, _): [condition]
            case .forEach(let loop, _): [loop.items]
            case .switchOver(let checked): [checked.subject]
            case .component, .slot: []
            }
        return own + node.children.flatMap(nodeValues)
    }
}
