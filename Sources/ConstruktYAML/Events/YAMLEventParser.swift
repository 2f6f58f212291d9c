import CLibYAML

/// Pulls libyaml events (`yaml_parser_parse`) from a byte buffer, one at a time, each copied into a
/// Swift `YAMLEvent` or lent in place (`LibYAMLEvent`) to the tree builder. It never uses libyaml's document loader. Callers stop pulling whenever they
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
        try withNextEvent { event in event.copied }
    }

    /// `body`'s result for the next event, read where libyaml keeps it; `nil` after STREAM-END.
    func withNextEvent<Result>(_ body: (borrowing LibYAMLEvent) -> Result) throws(YAMLParseError) -> Result? {
        if finished { return nil }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            finished = true
            throw currentError()
        }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { finished = true }
        return withUnsafePointer(to: &event) { body(LibYAMLEvent($0)) }
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
            problemMark: LibYAMLEvent.mark(parser.problem_mark),
            problemOffset: Int(parser.problem_offset),
            problemValue: Int(parser.problem_value),
            context: context,
            contextMark: context == nil ? nil : LibYAMLEvent.mark(parser.context_mark)
        )
    }
}
