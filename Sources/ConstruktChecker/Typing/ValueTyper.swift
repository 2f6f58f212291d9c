import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// Types a value as written in a file by the type its place expects (LANGUAGE.md §1 and §4): plain
/// text is read by that type (`no` stays text in a String place and is an error in a Bool place),
/// `${…}` and `$name` are typed expressions, interpolation is a String. Expression syntax errors
/// were reported by `ExpressionSyntaxCheck` and are not repeated here.
struct ValueTyper {
    let source: SourceFile
    let types: TypeEnvironment
    let limits: ExpressionLimits
    /// The catalogs whose value types (Color, Length, …) values are matched against.
    let catalog: ComponentCatalog?
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var reads: Set<String> = []
    /// Set when a value read state, derived values or app state; see `checkLiveness`.
    private var readLiveValue = false

    init(source: SourceFile, types: TypeEnvironment, limits: ExpressionLimits, catalog: ComponentCatalog? = nil) {
        self.source = source
        self.types = types
        self.limits = limits
        self.catalog = catalog
    }

    /// Checks `node` against `expected`; returns whether it was well typed.
    @discardableResult
    mutating func check(_ node: YAMLNode, expected: ValueType, scope: Scope) -> Bool {
        if let name = Self.catalogTypeName(ExpressionTyper.unwrapped(expected)), catalog?.type(named: name) != nil {
            return catalogValue(node, type: name, scope: scope)
        }
        switch node.value {
        case .scalar(let text, _):
            guard let syntax = ValueParser.parse(node, in: source, limits: limits).0 else { return false }
            switch syntax {
            case .text:
                return plainText(text, node: node, expected: expected)
            case .expression(let expression):
                var typer = ExpressionTyper(path: source.path, types: types, scope: scope)
                let ok = typer.check(expression, expected: expected) != nil
                absorb(typer)
                return ok
            case .interpolation(let segments):
                let ok = interpolation(segments, scope: scope)
                if ok, !ExpressionTyper.accepts(expected, .string) {
                    report(.typeMismatch, "expected \(expected), found text", at: node.range)
                    return false
                }
                return ok
            }
        case .sequence(let items, _):
            guard case .array(let element) = ExpressionTyper.unwrapped(expected) else {
                report(.typeMismatch, "expected \(expected), found a list", at: node.range)
                return false
            }
            return items.map { check($0, expected: element, scope: scope) }.allSatisfy { $0 }
        case .mapping(let entries, _):
            switch ExpressionTyper.unwrapped(expected) {
            case .model(let name):
                return model(name, entries: entries, node: node, scope: scope)
            case .dictionary(_, let value):
                return entries.map { check($0.value, expected: value, scope: scope) }.allSatisfy { $0 }
            default:
                report(.typeMismatch, "expected \(expected), found a mapping", at: node.range)
                return false
            }
        }
    }

    /// Checks a value like `check` and tells whether it is live (reads state, derived values or
    /// app state), which decides between a constant and a binding.
    mutating func checkLiveness(_ node: YAMLNode, expected: ValueType, scope: Scope) -> (ok: Bool, live: Bool) {
        readLiveValue = false
        let ok = check(node, expected: expected, scope: scope)
        return (ok, readLiveValue)
    }

    /// The type of a value whose place has no declared type (a derived value).
    mutating func infer(_ node: YAMLNode, scope: Scope) -> ValueType? {
        guard node.scalarText != nil else {
            report(.typeMismatch, "a derived value is one expression, such as ${count > 0}", at: node.range)
            return nil
        }
        guard let syntax = ValueParser.parse(node, in: source, limits: limits).0 else { return nil }
        switch syntax {
        case .text:
            return .string
        case .expression(let expression):
            var typer = ExpressionTyper(path: source.path, types: types, scope: scope)
            let type = typer.check(expression, expected: nil)
            absorb(typer)
            return type
        case .interpolation(let segments):
            return interpolation(segments, scope: scope) ? .string : nil
        }
    }

    private mutating func interpolation(_ segments: [InterpolationSegment], scope: Scope) -> Bool {
        var ok = true
        for case .expression(let expression) in segments {
            var typer = ExpressionTyper(path: source.path, types: types, scope: scope)
            if let type = typer.check(expression, expected: nil), case .optional = type {
                report(.optionalAccess, "\(type) may be nil, and would show as 'nil' in the text", at: expression.range,
                       help: "give a fallback: '${… ?? \"\"}'")
                ok = false
            } else if !typer.diagnostics.isEmpty {
                ok = false
            }
            absorb(typer)
        }
        return ok
    }

    private mutating func plainText(_ text: String, node: YAMLNode, expected: ValueType) -> Bool {
        let target = ExpressionTyper.unwrapped(expected)
        switch target {
        case .string, .url, .color, .font, .image, .insets, .size, .date, .uuid:
            return true
        case .int:
            if Int(text) != nil { return true }
        case .double, .float, .cgFloat:
            if Double(text) != nil, text.first != ".", text.last != "." { return true }
        case .bool:
            if text == "true" || text == "false" { return true }
            let meant = ["yes": "true", "on": "true", "no": "false", "off": "false"][text.lowercased()]
            report(.invalidBoolean, "'\(text)' is not a boolean; write true or false", at: node.range,
                   help: meant.map { "write '\($0)'" } ?? "write 'true' or 'false'",
                   fixIts: meant.map { [Diagnostic.FixIt(SourceLocation(path: source.path, range: node.range), replacement: $0)] } ?? [])
            return false
        case .enumeration(let name):
            let cases = types.enumerationCases(name)
            if cases.isEmpty || cases.contains(text) { return true }
            report(.typeMismatch, "'\(text)' is not a case of \(name)", at: node.range,
                   notes: ["cases: " + cases.joined(separator: ", ")], help: NameSuggestion.help(for: text, among: cases))
            return false
        default:
            break
        }
        report(.typeMismatch, "expected \(expected), found the text '\(text)'", at: node.range,
               help: target == .bool || target.isNumeric ? nil : "write a value of type \(expected), or an expression '${…}'")
        return false
    }

    private mutating func model(_ name: String, entries: [YAMLMappingEntry], node: YAMLNode, scope: Scope) -> Bool {
        let fields = types.fieldNames(of: name)
        var ok = true
        for entry in entries {
            guard let key = entry.key.scalarText else { continue }
            guard let type = types.fieldType(key, of: name) else {
                report(.unknownMember, "\(name) has no field '\(key)'", at: entry.key.range, help: NameSuggestion.help(for: key, among: fields))
                ok = false
                continue
            }
            ok = check(entry.value, expected: type, scope: scope) && ok
        }
        let given = Set(entries.compactMap(\.key.scalarText))
        let missing = fields.filter { field in
            !given.contains(field) && !(types.fieldType(field, of: name).map { if case .optional = $0 { true } else { false } } ?? true)
        }
        if !missing.isEmpty {
            report(.typeMismatch, "a \(name) needs " + missing.map { "'\($0)'" }.joined(separator: ", "), at: node.range)
            ok = false
        }
        return ok
    }

    mutating func absorb(_ typer: ExpressionTyper) {
        diagnostics += typer.diagnostics
        reads.formUnion(typer.reads)
        if typer.isLive { readLiveValue = true }
    }

    /// The catalog type a checker type stands for, when its values are written in forms.
    static func catalogTypeName(_ type: ValueType) -> String? {
        switch type {
        case .color: return "Color"
        case .font: return "Font"
        case .image: return "Image"
        case .insets: return "Insets"
        case .size: return "Size"
        case .catalogValue(let name): return name
        default: return nil
        }
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [String] = [], help: String? = nil, fixIts: [Diagnostic.FixIt] = []) {
        diagnostics.append(Diagnostic(code, message, at: SourceLocation(path: source.path, range: range), notes: notes, help: help, fixIts: fixIts))
    }
}
