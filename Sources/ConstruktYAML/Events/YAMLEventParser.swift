import CLibYAML

/// Pulls libyaml events (`yaml_parser_parse`) from a byte buffer, one at a time, copying each into
/// a Swift `YAMLEvent`. It never uses libyaml's document loader. Callers stop pulling whenever they
/// like (for instance at a nesting limit), which keeps hostile input cheap.
public final class YAMLEventParser {
    /// libyaml keeps pointers into its parser, so the parser lives at one address of its own. Held
    /// through a pointer rather than as a stored `var`, passing it to libyaml for every event needs
    /// no dynamic exclusivity check.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private var finished = false

    public init(bytes: [UInt8]) {
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        parser = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deinitialize(count: 1)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, `nil` after STREAM-END, or libyaml's error.
    public func next() throws(YAMLParseError) -> YAMLEvent? {
        if finished { return nil }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            finished = true
            throw currentError()
        }
        defer { yaml_event_delete(&event) }
        let converted = YAMLEvent(
            kind: Self.kind(of: event),
            start: Self.mark(event.start_mark),
            end: Self.mark(event.end_mark)
        )
        if event.type == YAML_STREAM_END_EVENT { finished = true }
        return converted
    }

    private func currentError() -> YAMLParseError {
        let stage: YAMLParseError.Stage
        let parser = self.parser.pointee
        switch parser.error {
        case YAML_READER_ERROR: stage = .reader
        case YAML_SCANNER_ERROR: stage = .scanner
        case YAML_MEMORY_ERROR: stage = .memory
        default: stage = .parser
        }
        let context = parser.context.map { String(cString: $0) }
        return YAMLParseError(
            stage: stage,
            problem: parser.problem.map { String(cString: $0) } ?? "unknown error",
            problemMark: Self.mark(parser.problem_mark),
            problemOffset: Int(parser.problem_offset),
            problemValue: Int(parser.problem_value),
            context: context,
            contextMark: context == nil ? nil : Self.mark(parser.context_mark)
        )
    }

    private static func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private static func kind(of event: yaml_event_t) -> YAMLEvent.Kind {
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            let data = event.data.document_start
            var version: String?
            if let directive = data.version_directive {
                version = "\(directive.pointee.major).\(directive.pointee.minor)"
            }
            var tags: [YAMLEvent.TagDirective] = []
            var cursor = data.tag_directives.start
            while let current = cursor, current != data.tag_directives.end {
                tags.append(.init(handle: string(current.pointee.handle) ?? "", prefix: string(current.pointee.prefix) ?? ""))
                cursor = current + 1
            }
            return .documentStart(implicit: data.implicit != 0, versionDirective: version, tagDirectives: tags)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd(implicit: event.data.document_end.implicit != 0)
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let length = Int(data.length)
            let value = data.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            } ?? ""
            return .scalar(.init(
                value: value,
                style: style(data.style),
                anchor: string(data.anchor),
                tag: string(data.tag),
                plainImplicit: data.plain_implicit != 0,
                quotedImplicit: data.quoted_implicit != 0,
                byteCount: length
            ))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(
                .init(anchor: string(data.anchor), tag: string(data.tag), implicit: data.implicit != 0),
                flow: data.style == YAML_FLOW_SEQUENCE_STYLE
            )
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(
                .init(anchor: string(data.anchor), tag: string(data.tag), implicit: data.implicit != 0),
                flow: data.style == YAML_FLOW_MAPPING_STYLE
            )
        default:
            return .mappingEnd
        }
    }

    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
