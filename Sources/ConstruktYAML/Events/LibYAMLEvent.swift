import CLibYAML

/// One libyaml event read in place, while libyaml still owns it: the tree builder takes what it
/// needs (a scalar's text, marks, an anchor only when there is one) without first copying every
/// event into a `YAMLEvent`, which cost as much as building the tree from it.
struct LibYAMLEvent: ~Copyable {
    /// What kind of event this is, without its payload.
    enum Kind {
        case streamStart, streamEnd, documentStart, documentEnd, alias, scalar
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    private let event: UnsafePointer<yaml_event_t>

    init(_ event: UnsafePointer<yaml_event_t>) {
        self.event = event
    }

    var kind: Kind {
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_STREAM_END_EVENT: .streamEnd
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_ALIAS_EVENT: .alias
        case YAML_SCALAR_EVENT: .scalar
        case YAML_SEQUENCE_START_EVENT: .sequenceStart
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_MAPPING_START_EVENT: .mappingStart
        default: .mappingEnd
        }
    }

    var start: YAMLMark { Self.mark(event.pointee.start_mark) }
    var end: YAMLMark { Self.mark(event.pointee.end_mark) }

    /// The whole event copied out of C memory.
    var copied: YAMLEvent {
        YAMLEvent(kind: copiedKind, start: start, end: end)
    }

    // MARK: - Payloads, each valid only for its kind

    /// A scalar's decoded text.
    var scalarValue: String {
        let data = event.pointee.data.scalar
        guard let value = data.value else { return "" }
        return String(decoding: UnsafeBufferPointer(start: value, count: Int(data.length)), as: UTF8.self)
    }

    /// A scalar's decoded length in UTF-8 bytes.
    var scalarByteCount: Int { Int(event.pointee.data.scalar.length) }

    var scalarStyle: ScalarStyle {
        switch event.pointee.data.scalar.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// The anchor of a scalar, sequence or mapping start, or the name an alias refers to.
    var anchor: String? {
        switch event.pointee.type {
        case YAML_SCALAR_EVENT: Self.string(event.pointee.data.scalar.anchor)
        case YAML_SEQUENCE_START_EVENT: Self.string(event.pointee.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT: Self.string(event.pointee.data.mapping_start.anchor)
        case YAML_ALIAS_EVENT: Self.string(event.pointee.data.alias.anchor)
        default: nil
        }
    }

    /// The tag of a scalar, sequence or mapping start.
    var tag: String? {
        switch event.pointee.type {
        case YAML_SCALAR_EVENT: Self.string(event.pointee.data.scalar.tag)
        case YAML_SEQUENCE_START_EVENT: Self.string(event.pointee.data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT: Self.string(event.pointee.data.mapping_start.tag)
        default: nil
        }
    }

    /// Whether a node's properties hold an anchor or a tag: asked of every node, answered without
    /// making strings.
    var hasAnchorOrTag: Bool {
        switch event.pointee.type {
        case YAML_SCALAR_EVENT: event.pointee.data.scalar.anchor != nil || event.pointee.data.scalar.tag != nil
        case YAML_SEQUENCE_START_EVENT:
            event.pointee.data.sequence_start.anchor != nil || event.pointee.data.sequence_start.tag != nil
        case YAML_MAPPING_START_EVENT:
            event.pointee.data.mapping_start.anchor != nil || event.pointee.data.mapping_start.tag != nil
        default: false
        }
    }

    /// Whether a sequence or mapping start is written in flow style (`[…]`, `{…}`).
    var isFlow: Bool {
        switch event.pointee.type {
        case YAML_SEQUENCE_START_EVENT: event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
        case YAML_MAPPING_START_EVENT: event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
        default: false
        }
    }

    /// Whether a document start carries a `%YAML` or `%TAG` directive.
    var hasDirectives: Bool {
        let data = event.pointee.data.document_start
        return data.version_directive != nil || data.tag_directives.start != data.tag_directives.end
    }

    /// Whether a document end was implicit (no `...` line).
    var isImplicitDocumentEnd: Bool { event.pointee.data.document_end.implicit != 0 }

    // MARK: - Copying

    private var copiedKind: YAMLEvent.Kind {
        let event = event.pointee
        switch kind {
        case .streamStart:
            return .streamStart
        case .streamEnd:
            return .streamEnd
        case .documentStart:
            let data = event.data.document_start
            var version: String?
            if let directive = data.version_directive {
                version = "\(directive.pointee.major).\(directive.pointee.minor)"
            }
            var tags: [YAMLEvent.TagDirective] = []
            var cursor = data.tag_directives.start
            while let current = cursor, current != data.tag_directives.end {
                tags.append(
                    .init(
                        handle: Self.string(current.pointee.handle) ?? "",
                        prefix: Self.string(current.pointee.prefix) ?? ""))
                cursor = current + 1
            }
            return .documentStart(implicit: data.implicit != 0, versionDirective: version, tagDirectives: tags)
        case .documentEnd:
            return .documentEnd(implicit: isImplicitDocumentEnd)
        case .alias:
            return .alias(anchor: anchor ?? "")
        case .scalar:
            let data = event.data.scalar
            return .scalar(
                .init(
                    value: scalarValue,
                    style: scalarStyle,
                    anchor: anchor,
                    tag: tag,
                    plainImplicit: data.plain_implicit != 0,
                    quotedImplicit: data.quoted_implicit != 0,
                    byteCount: scalarByteCount
                ))
        case .sequenceStart:
            let data = event.data.sequence_start
            return .sequenceStart(.init(anchor: anchor, tag: tag, implicit: data.implicit != 0), flow: isFlow)
        case .sequenceEnd:
            return .sequenceEnd
        case .mappingStart:
            let data = event.data.mapping_start
            return .mappingStart(.init(anchor: anchor, tag: tag, implicit: data.implicit != 0), flow: isFlow)
        case .mappingEnd:
            return .mappingEnd
        }
    }

    static func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
