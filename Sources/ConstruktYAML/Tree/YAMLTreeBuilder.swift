import ConstruktDiagnostics

/// Builds the node tree straight from libyaml events with an explicit stack (no recursion, no
/// intermediate event list), enforcing the limits and the event-level file rules while it pulls:
/// it stops pulling the moment a limit is crossed, so hostile input stays cheap.
struct YAMLTreeBuilder {
    /// A mapping or sequence whose end event has not arrived yet.
    private struct CollectionFrame {
        let isMapping: Bool
        let flow: Bool
        let start: SourcePosition
        /// Where this collection's children begin in `itemScratch` or `entryScratch`.
        let firstChild: Int
        var pendingKey: YAMLNode?
        var keys = DuplicateKeyIndex()
    }

    private enum Step {
        case proceed
        case stop(atLine: Int)
    }

    private let file: SourceFile
    private let limits: YAMLLimits
    private var positions: MarkConverter
    private var diagnostics = DiagnosticCollector()
    private var stack: [CollectionFrame] = []
    /// The children of every open collection, innermost last. A collection's children are copied
    /// out once, into an array of exactly their size, when it ends: one allocation per collection
    /// instead of one per doubling of a growing array.
    private var itemScratch: [YAMLNode] = []
    private var entryScratch: [YAMLMappingEntry] = []
    private var root: YAMLNode?
    private var documentCount = 0
    private var documentStart: SourceRange?
    private var nodeCount = 0
    private var errorContext = LibYAMLErrorTranslation.Context()
    /// Byte ranges of multi-line quoted and block scalars, where a leading tab is text.
    private var tabExemptRanges: [Range<Int>] = []

    init(file: SourceFile, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
        self.positions = MarkConverter(file: file)
    }

    /// Pulls every event (or up to the first error or crossed limit) and returns the root node
    /// and the diagnostics found. When reading stopped early, the root holds what was read before
    /// the stop: the collections still open are closed after their last complete child.
    mutating func build() -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        let parser = YAMLEventParser(bytes: file.bytes)
        var lastCheckedLine = file.lineCount
        var syntaxError: Diagnostic?
        pulling: while true {
            let step: Step?
            do {
                step = try parser.withNextEvent { event in handle(event) }
            } catch {
                syntaxError = LibYAMLErrorTranslation(error: error, file: file, context: errorContext).diagnostic()
                lastCheckedLine = file.position(zeroBasedLine: error.problemMark.line, column: 0).line
                break pulling
            }
            guard let step else { break }
            if case .stop(let line) = step {
                lastCheckedLine = line
                break
            }
        }
        let tabs = TabIndentationCheck.diagnostics(in: file, throughLine: lastCheckedLine, exempt: tabExemptRanges)
        diagnostics.add(contentsOf: tabs)
        if let syntaxError, tabs.isEmpty || (syntaxError.code != .yamlSyntax && syntaxError.code != .tabIndentation) {
            diagnostics.add(syntaxError)
        }
        if syntaxError == nil, documentCount == 0, diagnostics.isEmpty {
            diagnostics.add(emptyFile(at: SourceRange(at: file.position(atOffset: 0))))
        }
        closeOpenCollections()
        return (root, withoutRunawayConsequences(diagnostics.finished()))
    }

    /// The errors from the line of a runaway quote on (see `RunawayQuote`) follow from it: it is
    /// reported in their place.
    private func withoutRunawayConsequences(_ found: [Diagnostic]) -> [Diagnostic] {
        guard let firstError = found.first(where: { $0.severity == .error }),
            let runaway = RunawayQuote.diagnostic(in: file, through: firstError.location.range.start.line)
        else { return found }
        let line = runaway.location.range.start.line
        guard line < firstError.location.range.start.line else { return found }
        return (found.filter { $0.severity != .error || $0.location.range.start.line < line } + [runaway])
            .sortedForReport()
    }

    /// Ends every collection still open, innermost first, as if its end event had come after its
    /// last complete child; a key still waiting for its value is left out. Nothing is checked.
    private mutating func closeOpenCollections() {
        while let frame = stack.popLast() {
            let node = finishedNode(frame, end: nil)
            guard let top = stack.indices.last else {
                root = node
                return
            }
            if !stack[top].isMapping {
                itemScratch.append(node)
            } else if let key = stack[top].pendingKey {
                entryScratch.append(YAMLMappingEntry(key: key, value: node))
                stack[top].pendingKey = nil
            }
        }
    }

    // MARK: - Events

    private mutating func handle(_ event: borrowing LibYAMLEvent) -> Step {
        switch event.kind {
        case .streamStart, .streamEnd:
            return .proceed
        case .documentStart:
            documentCount += 1
            let range = positions.range(from: event.start, to: event.end)
            if documentCount > 1 {
                diagnostics.add(
                    Diagnostic(
                        .multipleDocuments,
                        "a second YAML document starts here",
                        at: file.location(range),
                        help:
                            "each file holds exactly one document: remove the '---' line or move this document into its own file"
                    ))
                return .stop(atLine: range.start.line)
            }
            documentStart = range
            if event.hasDirectives { reportDirectives(in: range) }
            return .proceed
        case .documentEnd:
            if !event.isImplicitDocumentEnd { errorContext.sawExplicitDocumentEnd = true }
            if let root { checkRoot(root) }
            return .proceed
        case .alias:
            let range = positions.range(from: event.start, to: event.end)
            diagnostics.add(
                Diagnostic(
                    .alias,
                    "YAML aliases are not allowed: '*\(TextDisplay.quoted(event.anchor ?? ""))'",
                    at: file.location(range),
                    help:
                        "write the value out where it is needed; share UI through a 'component:' file and models through 'types:'"
                ))
            if let stop = countNode(at: range.start) { return stop }
            return attach(YAMLNode(.scalar("", .plain), range: range))
        case .scalar:
            return handleScalar(event)
        case .sequenceStart, .mappingStart:
            let start = positions.position(event.start)
            if stack.count >= limits.depth {
                diagnostics.add(YAMLDiagnostics.nestingTooDeep(at: event.start, in: file, limit: limits.depth))
                return .stop(atLine: start.line)
            }
            if let stop = countNode(at: start) { return stop }
            if event.hasAnchorOrTag { checkProperties(anchor: event.anchor, tag: event.tag, nodeStart: start) }
            let isMapping = event.kind == .mappingStart
            let firstChild = isMapping ? entryScratch.count : itemScratch.count
            stack.append(
                CollectionFrame(isMapping: isMapping, flow: event.isFlow, start: start, firstChild: firstChild))
            return .proceed
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return .proceed }
            return attach(finishedNode(frame, end: event.end))
        }
    }

    private mutating func handleScalar(_ event: borrowing LibYAMLEvent) -> Step {
        let start = event.start
        let end = event.end
        let range = positions.range(from: start, to: end)
        if let stop = countNode(at: range.start) { return stop }
        if event.hasAnchorOrTag {
            checkProperties(anchor: event.anchor, tag: event.tag, nodeStart: range.start)
        }
        let byteCount = event.scalarByteCount
        if byteCount > limits.scalarBytes {
            diagnostics.add(
                Diagnostic(
                    .scalarTooLong,
                    "this value is \(byteCount) bytes long; the limit is \(limits.scalarBytes) bytes",
                    at: file.location(range),
                    help: "move long texts into resources, or raise 'limits.scalarBytes' in construkt.yaml"
                ))
        }
        let value = event.scalarValue
        let style = event.scalarStyle
        switch style {
        case .doubleQuoted:
            checkEscapedControlCharacters(value, at: range)
            checkGluedComment(after: range.end)
        case .singleQuoted:
            checkGluedComment(after: range.end)
        case .plain, .literal, .folded:
            break
        }
        if style != .plain, range.start.line != range.end.line {
            tabExemptRanges.append(range.start.offset..<range.end.offset)
        }
        if start.line == end.line, end.column - start.column > LibYAMLErrorTranslation.implicitKeyLimit {
            errorContext.lastOverlongScalar = (start, end)
        }
        return attach(YAMLNode(.scalar(value, style), range: range))
    }

    // MARK: - Tree

    /// The collection `frame` opened, now that its end event (ending at `endMark`) has come, or
    /// cut short after its last child when `endMark` is `nil`.
    private mutating func finishedNode(_ frame: CollectionFrame, end endMark: YAMLMark?) -> YAMLNode {
        let value: YAMLNode.Value
        let lastChildEnd: SourcePosition?
        if frame.isMapping {
            let entries = Array(entryScratch[frame.firstChild...])
            entryScratch.removeSubrange(frame.firstChild...)
            lastChildEnd = entries.last?.value.range.end
            value = .mapping(entries, flow: frame.flow)
        } else {
            let items = Array(itemScratch[frame.firstChild...])
            itemScratch.removeSubrange(frame.firstChild...)
            lastChildEnd = items.last?.range.end
            value = .sequence(items, flow: frame.flow)
        }
        let end: SourcePosition
        if frame.flow, let endMark {
            end = positions.position(endMark)
            checkGluedComment(after: end)
        } else {
            end = lastChildEnd ?? frame.start
        }
        return YAMLNode(value, range: SourceRange(start: frame.start, end: end))
    }

    private mutating func attach(_ node: consuming YAMLNode) -> Step {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return .proceed
        }
        if !stack[top].isMapping {
            itemScratch.append(node)
        } else if let key = stack[top].pendingKey {
            entryScratch.append(YAMLMappingEntry(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            checkKey(node, inFrame: top)
            stack[top].pendingKey = node
        }
        return .proceed
    }

    /// Checked when the document ends, so that a syntax error cut short is not also a wrong root.
    private mutating func checkRoot(_ node: YAMLNode) {
        switch node.value {
        case .mapping:
            break
        case .scalar(let text, let style) where text.isEmpty && style == .plain:
            diagnostics.add(emptyFile(at: documentStart ?? node.range))
        case .scalar, .sequence:
            let kind = node.sequenceItems == nil ? "a text value" : "a list"
            diagnostics.add(
                Diagnostic(
                    .rootNotMapping,
                    "the top level of the file must be a mapping, but it is \(kind)",
                    at: file.location(node.range),
                    help:
                        "start the file with the key that says what it is: 'screen:', 'component:', 'routes:', 'types:' or 'scenario:'"
                ))
        }
    }

    private mutating func countNode(at position: SourcePosition) -> Step? {
        nodeCount += 1
        guard nodeCount > limits.nodes else { return nil }
        diagnostics.add(
            Diagnostic(
                .tooManyNodes,
                "the file holds more than \(limits.nodes) YAML nodes",
                at: file.location(file.characterRange(at: position)),
                help:
                    "split the file: put components and types in files of their own, or raise 'limits.nodes' in construkt.yaml"
            ))
        return .stop(atLine: position.line)
    }

    // MARK: - Rules

    private mutating func checkKey(_ key: YAMLNode, inFrame frameIndex: Int) {
        guard case .scalar(let text, let style) = key.value else {
            diagnostics.add(
                Diagnostic(
                    .complexKey,
                    "a mapping key must be plain text, not \(key.sequenceItems == nil ? "a mapping" : "a list")",
                    at: file.location(key.range),
                    help: "use a name as the key"
                ))
            return
        }
        if text == "<<", style == .plain {
            diagnostics.add(
                Diagnostic(
                    .mergeKey,
                    "merge keys ('<<') are not allowed",
                    at: file.location(key.range),
                    help: "write the keys out in this mapping"
                ))
            return
        }
        let entries = entryScratch[stack[frameIndex].firstChild...]
        guard let earlierIndex = stack[frameIndex].keys.earlierEntry(withKey: text, in: entries) else { return }
        let earlier = entries[entries.startIndex + earlierIndex].key
        let earlierText = earlier.scalarText ?? ""
        let firstLabel = Diagnostic.Label(file.location(earlier.range), "first defined here")
        if earlierText == text {
            diagnostics.add(
                Diagnostic(
                    .duplicateKey,
                    "duplicate key '\(TextDisplay.quoted(text))'",
                    at: file.location(key.range),
                    labels: [firstLabel],
                    help: "remove one of the two entries, or rename one"
                ))
            return
        }
        var notes: [String] = []
        for (which, holder) in [("this key", text), ("the first key", earlierText)] {
            let invisible = DuplicateKeyIndex.invisibleCharacters(in: holder)
            if !invisible.isEmpty {
                notes.append("\(which) holds the invisible character \(invisible.joined(separator: ", "))")
            }
        }
        diagnostics.add(
            Diagnostic(
                .duplicateKey,
                "duplicate key '\(TextDisplay.quoted(text))': it differs from '\(TextDisplay.quoted(earlierText))' only by invisible characters",
                at: file.location(key.range),
                labels: [firstLabel],
                notes: notes,
                help: "delete the invisible character"
            ))
    }

    private mutating func checkProperties(anchor: String?, tag: String?, nodeStart: SourcePosition) {
        guard anchor != nil || tag != nil else { return }
        let found = NodePropertyLocator.locate(in: file.bytes, from: nodeStart.offset, anchorName: anchor)
        if let anchor {
            let range =
                found.anchor.map { file.range(fromOffset: $0.lowerBound, toOffset: $0.upperBound) }
                ?? file.characterRange(at: nodeStart)
            diagnostics.add(
                Diagnostic(
                    .anchor,
                    "YAML anchors are not allowed: '&\(TextDisplay.quoted(anchor))'",
                    at: file.location(range),
                    help: "remove the anchor and write values out where they are needed"
                ))
        }
        if let tag {
            let range =
                found.tag.map { file.range(fromOffset: $0.lowerBound, toOffset: $0.upperBound) }
                ?? file.characterRange(at: nodeStart)
            diagnostics.add(
                Diagnostic(
                    .tag,
                    "YAML tags are not allowed: '\(TextDisplay.quoted(file.text(in: range)))'",
                    at: file.location(range),
                    notes: ["libyaml reads the tag as '\(TextDisplay.quoted(tag))'"],
                    help: "remove the tag; to keep a value as text, quote it"
                ))
        }
    }

    private mutating func checkEscapedControlCharacters(_ value: String, at range: SourceRange) {
        guard CharacterRules.mayHoldForbiddenControl(value),
            let control = value.unicodeScalars.first(where: CharacterRules.isForbiddenControl)
        else { return }
        diagnostics.add(
            Diagnostic(
                .controlCharacter,
                "this string holds the control character \(CharacterRules.describe(control.value)), written as an escape",
                at: file.location(range),
                help:
                    "remove the escape; a text may hold line breaks ('\\n') and tabs ('\\t') but no other control characters"
            ))
    }

    /// `"a"# c`: libyaml accepts a `#` right after a closing quote or bracket, YAML does not.
    private mutating func checkGluedComment(after end: SourcePosition) {
        guard end.offset < file.bytes.count, file.bytes[end.offset] == UInt8(ascii: "#") else { return }
        diagnostics.add(
            Diagnostic(
                .commentWithoutSpace,
                "a comment must be separated from the value before it by a space",
                at: file.location(file.characterRange(at: end)),
                help: "put a space before '#'",
                fixIts: [Diagnostic.FixIt(file.location(SourceRange(at: end)), replacement: " ")]
            ))
    }

    private mutating func reportDirectives(in documentStart: SourceRange) {
        let found = DirectiveLocator.directives(
            in: file, fromLine: documentStart.start.line, throughLine: documentStart.end.line)
        guard !found.isEmpty else {
            diagnostics.add(
                Diagnostic(
                    .directive, "YAML directives are not allowed", at: file.location(documentStart),
                    help: "delete the directive lines"))
            return
        }
        for directive in found {
            diagnostics.add(
                Diagnostic(
                    .directive,
                    "the \(TextDisplay.quoted(directive.name)) directive is not allowed",
                    at: file.location(
                        file.range(fromOffset: directive.range.lowerBound, toOffset: directive.range.upperBound)),
                    help: "delete the directive line; construkt files are always read the same way"
                ))
        }
    }

    private func emptyFile(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .emptyFile,
            "the file holds no YAML document",
            at: file.location(range),
            help:
                "start the file with the key that says what it is: 'screen:', 'component:', 'routes:', 'types:' or 'scenario:'"
        )
    }
}
