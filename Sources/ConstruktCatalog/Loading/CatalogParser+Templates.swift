import ConstruktDiagnostics
import ConstruktYAML

extension CatalogParser {
    /// Reads a template scalar and checks its holes against `rules`; `{{value.f}}` and
    /// `{{props.*}}`/`{{slots.*}}` are queued for the linker. `nil` after a CK0711.
    func template(
        _ node: YAMLNode, rules: TemplateRules, valueType: TypeExpression? = nil, form: String? = nil,
        component: String? = nil
    ) -> Template? {
        guard let text = MappingReader.scalar(node, rules.what, sink: sink) else { return nil }
        let pieces: [TemplateParser.Piece]
        switch TemplateParser.parse(text.value) {
        case .failure(let failure):
            sink.report(.invalidTemplate, "\(failure.message) in \(rules.what)", at: subrange(failure.range, of: node))
            return nil
        case .success(let parsed):
            pieces = parsed
        }
        var segments: [Template.Segment] = []
        var valid = true
        for piece in pieces {
            switch piece {
            case .text(let run):
                segments.append(.text(run))
            case .hole(let name, let range):
                let location = sink.location(subrange(range, of: node))
                switch rules.resolve(name) {
                case .failure(let violation):
                    valid = false
                    sink.report(
                        .invalidTemplate, violation.message, at: location,
                        help: violation.suggestion.map { "did you mean '{{\($0)}}'?" },
                        replacement: violation.suggestion.map { "{{\($0)}}" }
                    )
                case .success(let hole):
                    segments.append(.hole(hole))
                    queueChecks(
                        for: hole, at: location, rules: rules, valueType: valueType, form: form, component: component)
                }
            }
        }
        return valid ? Template(text: text.value, segments: segments) : nil
    }

    private func queueChecks(
        for hole: TemplateHole, at location: SourceLocation, rules: TemplateRules, valueType: TypeExpression?,
        form: String?, component: String?
    ) {
        switch hole {
        case .valueField(let field):
            guard let valueType else { return }
            state.pendingValueFields.append(
                PendingValueField(type: valueType, form: form, field: field, location: location, what: rules.what))
        case .property(let name):
            guard let component else { return }
            state.pendingMembers[component, default: []].append(
                PendingMemberReference(kind: .property, name: name, location: location, what: rules.what))
            state.propertiesReadByTemplates[component, default: []].insert(name)
        case .slot(let name):
            guard let component else { return }
            state.pendingMembers[component, default: []].append(
                PendingMemberReference(kind: .inlineSlot, name: name, location: location, what: rules.what))
        default:
            break
        }
    }

    /// The source range of a UTF-8 range of the node's text.
    func subrange(_ range: Range<Int>, of node: YAMLNode) -> SourceRange {
        ScalarRanges.range(of: range, in: node, file: sink.file)
    }

    /// Reads a type expression and queues its names for the linker.
    func typeExpression(_ node: YAMLNode, _ what: String, extraNames: [String] = []) -> TypeExpression? {
        if let items = node.sequenceItems, items.count == 1, let element = items[0].scalarText {
            sink.report(
                .invalidTypeExpression, "\(what) is a YAML list, not the type '[\(element)]'", at: node.range,
                help: "quote array types in catalogs: \"[\(element)]\"", replacement: "\"[\(element)]\"")
            return nil
        }
        guard let text = MappingReader.scalar(node, what, sink: sink) else { return nil }
        switch TypeExpressionParser.parse(text.value) {
        case .failure(let failure):
            sink.report(
                .invalidTypeExpression, "\(what) '\(text.value)' is not a type: \(failure.message)",
                at: subrange(failure.range, of: node),
                help: "write a type name, `T?`, `[T]` or `[K: V]`, quoted when it holds `?`, `[` or `:`"
            )
            return nil
        case .success(let parsed):
            for (name, range) in parsed.names {
                reference(.type, Located(value: name, range: subrange(range, of: node)), what, extraNames: extraNames)
            }
            return parsed.expression
        }
    }

    /// A `"name: Type"` closure parameter whose parts may hold holes.
    func closureParameter(_ node: YAMLNode, rules: TemplateRules, component: String?) -> ClosureParameter? {
        guard let text = MappingReader.scalar(node, rules.what, sink: sink) else { return nil }
        let bytes = Array(text.value.utf8)
        guard let colon = colonOutsideHoles(bytes) else {
            sink.report(
                .catalogValueShape, "'\(text.value)' in \(rules.what) must be written \"name: Type\"", at: node.range)
            return nil
        }
        let namePart = String(decoding: bytes[..<colon], as: UTF8.self).trimmingSpaces
        let typePart = String(decoding: bytes[(colon + 1)...], as: UTF8.self).trimmingSpaces
        guard let name = template(scalarNode(namePart, like: node), rules: rules, component: component),
            let type = template(scalarNode(typePart, like: node), rules: rules, component: component)
        else { return nil }
        return ClosureParameter(name: name, type: type)
    }

    private func colonOutsideHoles(_ bytes: [UInt8]) -> Int? {
        var depth = 0
        for (index, byte) in bytes.enumerated() {
            if byte == 0x7B {
                depth += 1
            } else if byte == 0x7D {
                depth -= 1
            } else if byte == 0x3A, depth == 0 {
                return index
            }
        }
        return nil
    }

    /// A scalar node holding part of another's text, at the other's range (for messages only).
    private func scalarNode(_ text: String, like node: YAMLNode) -> YAMLNode {
        YAMLNode(.scalar(text, .literal), range: node.range)
    }
}
