import ConstruktYAML
import Testing

/// Dumps `yaml` and expects the dump to reach STREAM-END with exactly `lines`.
private func expectEvents(
    _ yaml: String,
    _ lines: [String],
    maxDepth: Int = 64,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let result = YAMLEventDump.dump(Array(yaml.utf8), maxDepth: maxDepth)
    #expect(result.failure == nil, sourceLocation: sourceLocation)
    #expect(result.text == joined(lines), sourceLocation: sourceLocation)
}

private func joined(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
}

private func parseError(_ result: YAMLEventDumpResult) -> YAMLParseError? {
    if case .parseError(let error) = result.failure { return error }
    return nil
}

private func nestingMark(_ result: YAMLEventDumpResult) -> YAMLMark? {
    if case .nestingTooDeep(let mark) = result.failure { return mark }
    return nil
}

@Suite("YAMLEventDump")
struct YAMLEventDumpTests {
    // MARK: Collections

    @Test func blockMapping() {
        expectEvents(
            "title: Home\ncount: 3\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :title", "=VAL :Home", "=VAL :count", "=VAL :3",
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test func blockSequencesNestedInEachOther() {
        expectEvents(
            "- a\n- - b\n  - c\n- k: v\n",
            [
                "+STR", "+DOC", "+SEQ",
                "=VAL :a",
                "+SEQ", "=VAL :b", "=VAL :c", "-SEQ",
                "+MAP", "=VAL :k", "=VAL :v", "-MAP",
                "-SEQ", "-DOC", "-STR",
            ])
    }

    @Test func flowCollectionsCarryTheirMarker() {
        expectEvents(
            "{a: 1, b: [x, {c: d}], e: {}, f: []}\n",
            [
                "+STR", "+DOC", "+MAP {}",
                "=VAL :a", "=VAL :1",
                "=VAL :b", "+SEQ []", "=VAL :x", "+MAP {}", "=VAL :c", "=VAL :d", "-MAP", "-SEQ",
                "=VAL :e", "+MAP {}", "-MAP",
                "=VAL :f", "+SEQ []", "-SEQ",
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test func singlePairInFlowSequenceIsAFlowMapping() {
        expectEvents(
            "[a: b]\n",
            [
                "+STR", "+DOC", "+SEQ []", "+MAP {}", "=VAL :a", "=VAL :b", "-MAP", "-SEQ", "-DOC", "-STR",
            ])
    }

    @Test func explicitKeys() {
        expectEvents(
            "? a\n: b\n? [x, y]\n: c\n? |\n  block key\n: d\n? e\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :a", "=VAL :b",
                "+SEQ []", "=VAL :x", "=VAL :y", "-SEQ", "=VAL :c",
                #"=VAL |block key\n"#, "=VAL :d",
                "=VAL :e", "=VAL :",
                "-MAP", "-DOC", "-STR",
            ])
    }

    // MARK: Scalars

    @Test func allFiveScalarStyles() {
        let yaml = """
            plain: text here
            single: 'it''s'
            double: "say \\"hi\\""
            literal: |
              line 1
              line 2
            folded: >
              one
              two

              three
            """
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :plain", "=VAL :text here",
                "=VAL :single", "=VAL 'it's",
                "=VAL :double", #"=VAL "say "hi""#,
                "=VAL :literal", #"=VAL |line 1\nline 2\n"#,
                "=VAL :folded", #"=VAL >one two\nthree\n"#,
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test func blockScalarChompingAndIndentationIndicators() {
        let yaml = """
            strip: |-
              a

            clip: |
              a

            keep: |+
              a

            folded-strip: >-
              a
              b
            folded-keep: >+
              a

            indented: |2
                four
            end: x
            """
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :strip", "=VAL |a",
                "=VAL :clip", #"=VAL |a\n"#,
                "=VAL :keep", #"=VAL |a\n\n"#,
                "=VAL :folded-strip", "=VAL >a b",
                "=VAL :folded-keep", #"=VAL >a\n\n"#,
                "=VAL :indented", #"=VAL |  four\n"#,
                "=VAL :end", "=VAL :x",
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test func multiLineFlowScalarsAreFolded() {
        expectEvents(
            "plain: first\n  second\n\n  third\ndouble: \"a\n  b\\\n  c\"\nsingle: 'x\n\n  y'\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :plain", #"=VAL :first second\nthird"#,
                "=VAL :double", #"=VAL "a bc"#,
                "=VAL :single", #"=VAL 'x\ny"#,
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test func emptyValuesInEveryStyle() {
        expectEvents(
            "a:\nb: ''\nc: \"\"\n? d\ne: |\nf: >-\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :a", "=VAL :",
                "=VAL :b", "=VAL '",
                "=VAL :c", "=VAL \"",
                "=VAL :d", "=VAL :",
                "=VAL :e", "=VAL |",
                "=VAL :f", "=VAL >",
                "-MAP", "-DOC", "-STR",
            ])
        expectEvents(
            "{a, b: }\n",
            [
                "+STR", "+DOC", "+MAP {}", "=VAL :a", "=VAL :", "=VAL :b", "=VAL :", "-MAP", "-DOC", "-STR",
            ])
    }

    /// libyaml's tool escapes exactly backslash, NUL, BS, LF, CR and TAB; everything else is written raw.
    @Test func valueEscapesMatchLibyamlsTool() {
        let yaml = #"""
            - "back\\slash nul\0 bs\b nl\n cr\r tab\t"
            - "bel\a esc\e nel\N ls\L x\x41 u\u00e9 U\U0001F600 sl\/ q\" sp\_"
            - 'single \n stays'
            """#
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC", "+SEQ",
                #"=VAL "back\\slash nul\0 bs\b nl\n cr\r tab\t"#,
                "=VAL \"bel\u{07} esc\u{1B} nel\u{85} ls\u{2028} xA u\u{E9} U\u{1F600} sl/ q\" sp\u{A0}",
                #"=VAL 'single \\n stays"#,
                "-SEQ", "-DOC", "-STR",
            ])
    }

    @Test func crlfLineBreaksArriveAsNewlines() {
        expectEvents(
            "k: |\r\n  a\r\n  b\r\n",
            [
                "+STR", "+DOC", "+MAP", "=VAL :k", #"=VAL |a\nb\n"#, "-MAP", "-DOC", "-STR",
            ])
    }

    // MARK: Anchors, aliases, tags

    @Test func anchorsAndAliasesPassThrough() {
        let yaml = """
            base: &base {x: 1}
            copy: *base
            list: &list
              - &item one
              - *item
            undefined: *nope
            """
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :base", "+MAP {} &base", "=VAL :x", "=VAL :1", "-MAP",
                "=VAL :copy", "=ALI *base",
                "=VAL :list", "+SEQ &list", "=VAL &item :one", "=ALI *item", "-SEQ",
                "=VAL :undefined", "=ALI *nope",
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test func tagsAreResolvedAndWrittenAfterTheAnchor() {
        let yaml = """
            %TAG !e! tag:example.com,2000:
            ---
            screen: !e!screen {a: ! b, !x [1]: &a !x v}
            list: !!seq &m []
            verbatim: !<tag:example.com,2000:x> "q"
            str: !!str 42
            local: !local value
            block: !!map &b
              k: v
            ...
            """
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC ---", "+MAP",
                "=VAL :screen", "+MAP {} <tag:example.com,2000:screen>",
                "=VAL :a", "=VAL <!> :b",
                "+SEQ [] <!x>", "=VAL :1", "-SEQ", "=VAL &a <!x> :v",
                "-MAP",
                "=VAL :list", "+SEQ [] &m <tag:yaml.org,2002:seq>", "-SEQ",
                "=VAL :verbatim", #"=VAL <tag:example.com,2000:x> "q"#,
                "=VAL :str", "=VAL <tag:yaml.org,2002:str> :42",
                "=VAL :local", "=VAL <!local> :value",
                "=VAL :block", "+MAP &b <tag:yaml.org,2002:map>", "=VAL :k", "=VAL :v", "-MAP",
                "-MAP", "-DOC ...", "-STR",
            ])
    }

    @Test func lineForOneEventHasNoNewline() throws {
        let parser = YAMLEventParser(bytes: Array("&a !x v".utf8))
        var lines: [String] = []
        while let event = try parser.next() {
            lines.append(YAMLEventDump.line(for: event))
        }
        #expect(lines == ["+STR", "+DOC", "=VAL &a <!x> :v", "-DOC", "-STR"])
    }

    // MARK: Streams and documents

    @Test func severalDocumentsWithMarkers() {
        expectEvents(
            "first\n---\nsecond\n...\n---\nthird\n...\n",
            [
                "+STR",
                "+DOC", "=VAL :first", "-DOC",
                "+DOC ---", "=VAL :second", "-DOC ...",
                "+DOC ---", "=VAL :third", "-DOC ...",
                "-STR",
            ])
    }

    @Test func yamlDirectivesMakeTheDocumentExplicit() {
        expectEvents("%YAML 1.1\n---\nx\n", ["+STR", "+DOC ---", "=VAL :x", "-DOC", "-STR"])
        expectEvents(
            "%YAML 1.2\n--- a\n...\n%YAML 1.1\n--- b\n",
            [
                "+STR", "+DOC ---", "=VAL :a", "-DOC ...", "+DOC ---", "=VAL :b", "-DOC", "-STR",
            ])
    }

    @Test func emptyStreamsHaveNoDocument() {
        expectEvents("", ["+STR", "-STR"])
        expectEvents("# one\n\n   # two\n", ["+STR", "-STR"])
    }

    @Test func bareDocumentStartIsAnEmptyScalar() {
        expectEvents("---\n", ["+STR", "+DOC ---", "=VAL :", "-DOC", "-STR"])
    }

    // MARK: Failures

    @Test func parseErrorKeepsTheEventsSoFar() {
        let result = YAMLEventDump.dump(Array("a: [1, 2\n".utf8), maxDepth: 64)
        #expect(result.text == joined(["+STR", "+DOC", "+MAP", "=VAL :a", "+SEQ []", "=VAL :1", "=VAL :2"]))
        let error = parseError(result)
        #expect(error?.stage == .parser)
        #expect(error?.problem == "did not find expected ',' or ']'")
    }

    @Test func scannerErrorKeepsTheEventsSoFar() {
        let result = YAMLEventDump.dump(Array("a: b\n c: d\n".utf8), maxDepth: 64)
        #expect(result.text == joined(["+STR", "+DOC", "+MAP", "=VAL :a", "=VAL :b c"]))
        let error = parseError(result)
        #expect(error?.stage == .scanner)
        #expect(error?.problem == "mapping values are not allowed in this context")
    }

    @Test func readerErrorComesBeforeAnyEvent() {
        let result = YAMLEventDump.dump([0x61, 0x3A, 0x20, 0xC3, 0x28, 0x0A], maxDepth: 64)
        #expect(result.text == "")
        let error = parseError(result)
        #expect(error?.stage == .reader)
        #expect(error?.problem == "invalid trailing UTF-8 octet")
        #expect(error?.problemOffset == 4)
    }

    /// The suite (HWV9) expects an empty stream here; libyaml 0.2.5 fails after `+DOC`, and so do we.
    @Test func loneDocumentEndMarkerFailsLikeLibyaml() {
        let result = YAMLEventDump.dump(Array("...\n".utf8), maxDepth: 64)
        #expect(result.text == joined(["+STR", "+DOC"]))
        #expect(parseError(result)?.problem == "did not find expected node content")
    }

    @Test func hundredThousandOpenBracketsStopAtTheLimitQuickly() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let start = ContinuousClock.now
        let result = YAMLEventDump.dump(bytes, maxDepth: 64)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(result.text == joined(["+STR", "+DOC"] + Array(repeating: "+SEQ []", count: 64)))
        #expect(nestingMark(result) == YAMLMark(index: 64, line: 0, column: 64))
    }

    @Test func unclosedFlowMappingsAreTooDeepNotAnEndOfFileError() {
        let bytes = [UInt8](repeating: UInt8(ascii: "{"), count: 50_000)
        let result = YAMLEventDump.dump(bytes, maxDepth: 64)
        #expect(nestingMark(result) == YAMLMark(index: 64, line: 0, column: 64))
    }

    @Test func blockNestingCountsAgainstTheLimitToo() {
        let yaml = "a:\n  b:\n    c: d\n"
        let result = YAMLEventDump.dump(Array(yaml.utf8), maxDepth: 2)
        #expect(result.text == joined(["+STR", "+DOC", "+MAP", "=VAL :a", "+MAP", "=VAL :b"]))
        #expect(nestingMark(result) == YAMLMark(index: 12, line: 2, column: 4))
        expectEvents(
            yaml,
            [
                "+STR", "+DOC", "+MAP", "=VAL :a", "+MAP", "=VAL :b", "+MAP", "=VAL :c", "=VAL :d",
                "-MAP", "-MAP", "-MAP", "-DOC", "-STR",
            ], maxDepth: 3)
    }

    // MARK: yaml-test-suite cases (in.yaml → test.event), all passed by libyaml 0.2.5

    @Test("suite 27NA: Spec Example 5.9, directive indicator") func suite27NA() {
        expectEvents("%YAML 1.2\n--- text\n", ["+STR", "+DOC ---", "=VAL :text", "-DOC", "-STR"])
    }

    @Test("suite 2AUY: tags in block sequence") func suite2AUY() {
        expectEvents(
            " - !!str a\n - b\n - !!int 42\n - d\n",
            [
                "+STR", "+DOC", "+SEQ",
                "=VAL <tag:yaml.org,2002:str> :a", "=VAL :b", "=VAL <tag:yaml.org,2002:int> :42", "=VAL :d",
                "-SEQ", "-DOC", "-STR",
            ])
    }

    @Test("suite 2XXW: Spec Example 2.25, unordered sets") func suite2XXW() {
        let yaml = """
            # Sets are represented as a
            # Mapping where each key is
            # associated with a null value
            --- !!set
            ? Mark McGwire
            ? Sammy Sosa
            ? Ken Griff
            """
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC ---", "+MAP <tag:yaml.org,2002:set>",
                "=VAL :Mark McGwire", "=VAL :", "=VAL :Sammy Sosa", "=VAL :", "=VAL :Ken Griff", "=VAL :",
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test("suite 35KP: tags for root objects") func suite35KP() {
        expectEvents(
            "--- !!map\n? a\n: b\n--- !!seq\n- !!str c\n--- !!str\nd\ne\n",
            [
                "+STR",
                "+DOC ---", "+MAP <tag:yaml.org,2002:map>", "=VAL :a", "=VAL :b", "-MAP", "-DOC",
                "+DOC ---", "+SEQ <tag:yaml.org,2002:seq>", "=VAL <tag:yaml.org,2002:str> :c", "-SEQ", "-DOC",
                "+DOC ---", "=VAL <tag:yaml.org,2002:str> :d e", "-DOC",
                "-STR",
            ])
    }

    @Test("suite 5KJE: Spec Example 7.13, flow sequence") func suite5KJE() {
        expectEvents(
            "- [ one, two, ]\n- [three ,four]\n",
            [
                "+STR", "+DOC", "+SEQ",
                "+SEQ []", "=VAL :one", "=VAL :two", "-SEQ",
                "+SEQ []", "=VAL :three", "=VAL :four", "-SEQ",
                "-SEQ", "-DOC", "-STR",
            ])
    }

    @Test("suite 6JWB: tags for block objects") func suite6JWB() {
        expectEvents(
            "foo: !!seq\n  - !!str a\n  - !!map\n    key: !!str value\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :foo", "+SEQ <tag:yaml.org,2002:seq>",
                "=VAL <tag:yaml.org,2002:str> :a",
                "+MAP <tag:yaml.org,2002:map>", "=VAL :key", "=VAL <tag:yaml.org,2002:str> :value", "-MAP",
                "-SEQ", "-MAP", "-DOC", "-STR",
            ])
    }

    @Test("suite 6VJK: Spec Example 2.15, folded newlines") func suite6VJK() {
        let yaml = """
            >
             Sammy Sosa completed another
             fine season with great stats.

               63 Home Runs
               0.288 Batting Average

             What a year!
            """
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC",
                #"=VAL >Sammy Sosa completed another fine season with great stats.\n\n  63 Home Runs\n  0.288 Batting Average\n\nWhat a year!\n"#,
                "-DOC", "-STR",
            ])
    }

    @Test("suite 7A4E: Spec Example 7.6, double quoted lines") func suite7A4E() {
        expectEvents(
            "\" 1st non-empty\n\n 2nd non-empty \n\t3rd non-empty \"\n",
            [
                "+STR", "+DOC", #"=VAL " 1st non-empty\n2nd non-empty 3rd non-empty "#, "-DOC", "-STR",
            ])
    }

    @Test("suite 7BMT: node and mapping key anchors") func suite7BMT() {
        let yaml = """
            ---
            top1: &node1
              &k1 key1: one
            top2: &node2 # comment
              key2: two
            top3:
              &k3 key3: three
            top4: &node4
              &k4 key4: four
            top5: &node5
              key5: five
            top6: &val6
              six
            top7:
              &val7 seven
            """
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC ---", "+MAP",
                "=VAL :top1", "+MAP &node1", "=VAL &k1 :key1", "=VAL :one", "-MAP",
                "=VAL :top2", "+MAP &node2", "=VAL :key2", "=VAL :two", "-MAP",
                "=VAL :top3", "+MAP", "=VAL &k3 :key3", "=VAL :three", "-MAP",
                "=VAL :top4", "+MAP &node4", "=VAL &k4 :key4", "=VAL :four", "-MAP",
                "=VAL :top5", "+MAP &node5", "=VAL :key5", "=VAL :five", "-MAP",
                "=VAL :top6", "=VAL &val6 :six",
                "=VAL :top7", "=VAL &val7 :seven",
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test("suite 7FWL: Spec Example 6.24, verbatim tags") func suite7FWL() {
        expectEvents(
            "!<tag:yaml.org,2002:str> foo :\n  !<!bar> baz\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL <tag:yaml.org,2002:str> :foo", "=VAL <!bar> :baz",
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test("suite 98YD: Spec Example 5.5, comment indicator") func suite98YD() {
        expectEvents("# Comment only.\n", ["+STR", "-STR"])
    }

    @Test("suite E76Z: aliases in implicit block mapping") func suiteE76Z() {
        expectEvents(
            "&a a: &b b\n*b : *a\n",
            [
                "+STR", "+DOC", "+MAP", "=VAL &a :a", "=VAL &b :b", "=ALI *b", "=ALI *a", "-MAP", "-DOC", "-STR",
            ])
    }

    @Test("suite F8F9: Spec Example 8.5, chomping trailing lines") func suiteF8F9() {
        let yaml =
            " # Strip\n  # Comments:\nstrip: |-\n  # text\n  \n # Clip\n  # comments:\n\nclip: |\n  # text\n \n"
            + " # Keep\n  # comments:\n\nkeep: |+\n  # text\n\n # Trail\n  # comments.\n"
        expectEvents(
            yaml,
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :strip", "=VAL |# text",
                "=VAL :clip", #"=VAL |# text\n"#,
                "=VAL :keep", #"=VAL |# text\n\n"#,
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test("suite G4RS: Spec Example 2.17, quoted scalars") func suiteG4RS() {
        let yaml = #"""
            unicode: "Sosa did fine.\u263A"
            control: "\b1998\t1999\t2000\n"
            hex esc: "\x0d\x0a is \r\n"

            single: '"Howdy!" he cried.'
            quoted: ' # Not a ''comment''.'
            tie-fighter: '|\-*-/|'
            """#
        expectEvents(
            yaml + "\n",
            [
                "+STR", "+DOC", "+MAP",
                "=VAL :unicode", "=VAL \"Sosa did fine.☺",
                "=VAL :control", #"=VAL "\b1998\t1999\t2000\n"#,
                "=VAL :hex esc", #"=VAL "\r\n is \r\n"#,
                "=VAL :single", #"=VAL '"Howdy!" he cried."#,
                "=VAL :quoted", "=VAL ' # Not a 'comment'.",
                "=VAL :tie-fighter", #"=VAL '|\\-*-/|"#,
                "-MAP", "-DOC", "-STR",
            ])
    }

    @Test("suite P76L: Spec Example 6.19, secondary tag handle") func suiteP76L() {
        expectEvents(
            "%TAG !! tag:example.com,2000:app/\n---\n!!int 1 - 3 # Interval, not integer\n",
            [
                "+STR", "+DOC ---", "=VAL <tag:example.com,2000:app/int> :1 - 3", "-DOC", "-STR",
            ])
    }

    @Test("suite X38W: aliases in flow objects") func suiteX38W() {
        expectEvents(
            "{ &a [a, &b b]: *b, *a : [c, *b, d]}\n",
            [
                "+STR", "+DOC", "+MAP {}",
                "+SEQ [] &a", "=VAL :a", "=VAL &b :b", "-SEQ", "=ALI *b",
                "=ALI *a", "+SEQ []", "=VAL :c", "=ALI *b", "=VAL :d", "-SEQ",
                "-MAP", "-DOC", "-STR",
            ])
    }
}
