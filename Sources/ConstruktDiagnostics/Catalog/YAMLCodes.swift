extension DiagnosticCode {
    public static let fileTooLarge = DiagnosticCode(
        "CK0101", .error,
        summary: "the file is larger than the size limit",
        explanation: """
            Screen, route, type, scenario and catalog files are read whole, and a file over the size limit
            (1 MiB unless `limits.fileBytes` in construkt.yaml says otherwise) is rejected before it is
            parsed, so that an enormous file can never stall a build.

            A screen that large is better split: move reusable parts into `component:` files and shared
            models into a `*.types.yaml` file.
            """
    )
    public static let notUTF8 = DiagnosticCode(
        "CK0102", .error,
        summary: "the file is not UTF-8",
        explanation: """
            Every construkt file is UTF-8. libyaml would also read UTF-16, but construkt-gen does not:
            positions in diagnostics, the build plugin and editors all assume UTF-8.

            Re-save the file as UTF-8 (without a byte order mark, or with one at the very start).
            """
    )
    public static let invalidUTF8 = DiagnosticCode(
        "CK0103", .error,
        summary: "the file holds bytes that are not valid UTF-8",
        explanation: """
            A byte sequence in the file is not valid UTF-8: a stray continuation byte, an overlong
            encoding, an encoded surrogate, or a sequence cut short. The diagnostic points at the first
            bad byte.

            This usually comes from text pasted from another encoding (Latin-1, Windows-1252). Retype the
            character or re-save the file as UTF-8.
            """
    )
    public static let misplacedByteOrderMark = DiagnosticCode(
        "CK0104", .error,
        summary: "a byte order mark appears after the start of the file",
        explanation: """
            A UTF-8 byte order mark (U+FEFF) is allowed only as the very first character of a file. Inside
            the file it is invisible, so a key or value holding it looks like one thing and is another.

            Delete the invisible character; most editors show it when "show invisibles" is on.
            """
    )
    public static let controlCharacter = DiagnosticCode(
        "CK0105", .error,
        summary: "a control character appears in the file",
        explanation: """
            Control characters (U+0000 to U+001F other than tab and line feed, U+007F, U+0080 to U+009F,
            and the line and paragraph separators U+2028 and U+2029) are not allowed in construkt files,
            neither raw nor written as escapes such as "\\0" or "\\e" in a double-quoted string. They are
            invisible in review and mean different things to different tools; NEL (U+0085) even splits
            lines for YAML 1.1 readers.

            Remove the character. For a line break inside a text, use a literal block scalar (`|`).
            """
    )
    public static let tabIndentation = DiagnosticCode(
        "CK0106", .error,
        summary: "a tab is used for indentation",
        explanation: """
            YAML forbids tabs in indentation, and editors disagree about how wide a tab is, so the
            structure a reader sees would not be the structure the file has.

            Indent with spaces. A tab inside a quoted string is fine.
            """
    )
    public static let yamlSyntax = DiagnosticCode(
        "CK0107", .error,
        summary: "the file is not valid YAML",
        explanation: """
            The YAML parser could not read the file. The diagnostic points where the parser stopped and
            says, in plain words, what it expected. Common causes: a value holding `: ` or ` #` that is not
            quoted, a missing closing quote or bracket, or indentation that does not line up.
            """
    )
    public static let multipleDocuments = DiagnosticCode(
        "CK0108", .error,
        summary: "the file holds more than one YAML document",
        explanation: """
            Each construkt file holds exactly one YAML document. A `---` line after content starts a
            second document, which would silently be a second screen or be ignored.

            Put each screen in its own file, or remove the `---` separator.
            """
    )
    public static let directive = DiagnosticCode(
        "CK0109", .error,
        summary: "YAML directives are not allowed",
        explanation: """
            `%YAML` and `%TAG` directives change how a YAML file is read (`%YAML 1.1` turns `no` into a
            boolean in many tools). construkt files are always read the same way, so directives are
            rejected. Delete the directive line and the `---` after it.
            """
    )
    public static let anchor = DiagnosticCode(
        "CK0110", .error,
        summary: "YAML anchors are not allowed",
        explanation: """
            Anchors (`&name`) and aliases (`*name`) let one part of a file stand for another. They hide
            structure from review and allow "billion laughs" files that expand to gigabytes, so construkt
            files cannot use them.

            Write the value out where it is needed. To share a piece of UI, make it a `component:` file;
            to share a model, put it in `types:`.
            """
    )
    public static let alias = DiagnosticCode(
        "CK0111", .error,
        summary: "YAML aliases are not allowed",
        explanation: """
            An alias (`*name`) repeats the node an anchor named. construkt files cannot use anchors or
            aliases (see CK0110): write the value out, or share it through a component or a type.
            """
    )
    public static let tag = DiagnosticCode(
        "CK0112", .error,
        summary: "YAML tags are not allowed",
        explanation: """
            A tag (`!!str`, `!custom`, `!<tag:…>`) tells some YAML loaders to build a particular object,
            which has led to remote code execution in several libraries. construkt-gen decides every
            value's type from the schema, so tags are never needed and are rejected.

            Remove the tag. To keep a value as text, quote it.
            """
    )
    public static let mergeKey = DiagnosticCode(
        "CK0113", .error,
        summary: "YAML merge keys are not allowed",
        explanation: """
            `<<` merge keys are a YAML 1.1 feature that copies another mapping's keys in, hiding which keys
            a mapping really has. construkt files cannot use them: write the keys out.
            """
    )
    public static let duplicateKey = DiagnosticCode(
        "CK0114", .error,
        summary: "a key appears twice in one mapping",
        explanation: """
            YAML requires the keys of a mapping to be unique. Many loaders silently keep the last value,
            so the file would mean something other than it shows. Keys are compared by their text after
            quotes are removed (`title` and `"title"` are the same key) and after Unicode normalisation;
            keys that differ only by an invisible character are reported too.

            Remove one of the two entries, or rename one.
            """
    )
    public static let nestingTooDeep = DiagnosticCode(
        "CK0115", .error,
        summary: "collections are nested deeper than the limit",
        explanation: """
            Mappings and sequences may nest at most 64 levels deep (`limits.depth` in construkt.yaml).
            Real screens need fewer than 20; deeper files are almost always generated by mistake or made
            to attack the parser, which slows down badly on deep nesting.

            Flatten the structure, or extract a part into a `component:` file.
            """
    )
    public static let scalarTooLong = DiagnosticCode(
        "CK0116", .error,
        summary: "a single value is longer than the limit",
        explanation: """
            One scalar value may hold at most 64 KiB (`limits.scalarBytes` in construkt.yaml). Longer texts
            belong in resources (a strings file, a bundled asset), not in a screen description.
            """
    )
    public static let tooManyNodes = DiagnosticCode(
        "CK0117", .error,
        summary: "the file holds more nodes than the limit",
        explanation: """
            A file may hold at most 100,000 YAML nodes (`limits.nodes` in construkt.yaml). Split the file:
            put components and types in files of their own.
            """
    )
    public static let emptyFile = DiagnosticCode(
        "CK0118", .error,
        summary: "the file holds no YAML document",
        explanation: """
            The file is empty, or holds only comments or a bare `---`. Every construkt file is a mapping
            whose first key says what it is: `screen:`, `component:`, `routes:`, `types:` or `scenario:`.
            """
    )
    public static let complexKey = DiagnosticCode(
        "CK0119", .error,
        summary: "a mapping key is not plain text",
        explanation: """
            Keys in construkt files are names, so a key must be a scalar. YAML also allows sequences and
            mappings as keys (`? [a, b]: c`), which no construkt file uses.
            """
    )
    public static let rootNotMapping = DiagnosticCode(
        "CK0120", .error,
        summary: "the top level of the file is not a mapping",
        explanation: """
            Every construkt file is a mapping at its top level, starting with the key that says what it is:
            `screen:`, `component:`, `routes:`, `types:` or `scenario:` (or the keys of construkt.yaml).
            """
    )
    public static let unquotedExpression = DiagnosticCode(
        "CK0121", .error,
        summary: "an unquoted `${…}` expression breaks the YAML structure",
        explanation: """
            YAML reads `: ` and ` #` as structure everywhere, and `{ } [ ] ,` inside flow collections, even
            inside `${…}`. An expression holding them must be quoted:

                visible: "${a ? b : c}"
                { enabled: "${n > 1}" }

            The `$name.path` shorthand needs no quotes.
            """
    )
    public static let keyTooLong = DiagnosticCode(
        "CK0122", .error,
        summary: "a key is longer than YAML allows",
        explanation: """
            YAML limits a key written without `?` to 1024 characters. Keys in construkt files are names;
            shorten the key.
            """
    )
    public static let commentWithoutSpace = DiagnosticCode(
        "CK0123", .error,
        summary: "a comment is glued to the value before it",
        explanation: """
            In YAML a `#` starts a comment only after white space. `title: "a"# note` is invalid YAML that
            some parsers accept and others reject, so construkt-gen rejects it. Put a space before `#`.
            """
    )
}

extension DiagnosticCatalog {
    static let yamlCodes: [DiagnosticCode] = [
        .fileTooLarge, .notUTF8, .invalidUTF8, .misplacedByteOrderMark, .controlCharacter,
        .tabIndentation, .yamlSyntax, .multipleDocuments, .directive, .anchor, .alias, .tag,
        .mergeKey, .duplicateKey, .nestingTooDeep, .scalarTooLong, .tooManyNodes, .emptyFile,
        .complexKey, .rootNotMapping, .unquotedExpression, .keyTooLong, .commentWithoutSpace,
    ]
}
