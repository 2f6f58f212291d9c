import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// No emitter function is over 60 lines (Docs/development.md, The emitter): a construct's Swift is
/// written by small functions over typed values, each readable on one screen, so a function that
/// grows past that is split before it lands.
@Suite struct EmitterFunctionLengthTests {
    private static let emitter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ConstruktEmitter")

    private static let longest = 60

    @Test func everyEmitterFunctionFitsOnAScreen() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.emitter, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 20)
        var over: [String] = []
        for file in files {
            let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
            let finder = LongFunctionFinder(
                converter: SourceLocationConverter(fileName: file.lastPathComponent, tree: tree), longest: Self.longest)
            finder.walk(tree)
            over += finder.found.map { "\(file.lastPathComponent): \($0)" }
        }
        #expect(over == [])
    }

    @Test func aLongFunctionIsFound() {
        let body = Array(repeating: "    print(1)", count: 60).joined(separator: "\n")
        let tree = Parser.parse(source: "struct S {\n  func long() {\n\(body)\n  }\n  func short() {}\n}\n")
        let finder = LongFunctionFinder(
            converter: SourceLocationConverter(fileName: "S.swift", tree: tree), longest: Self.longest)
        finder.walk(tree)
        #expect(finder.found == ["long (62 lines)"])
    }
}

/// The functions, initializers and computed properties of a file whose declaration runs over
/// `longest` lines, from its first line to its closing brace.
private final class LongFunctionFinder: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private let longest: Int
    private(set) var found: [String] = []

    init(converter: SourceLocationConverter, longest: Int) {
        self.converter = converter
        self.longest = longest
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        measure(node, named: node.name.text)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        measure(node, named: "init")
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        let name = node.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription ?? "accessor"
        return measure(node, named: name)
    }

    private func measure(_ node: some SyntaxProtocol, named name: String) -> SyntaxVisitorContinueKind {
        let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        if last - first + 1 > longest { found.append("\(name) (\(last - first + 1) lines)") }
        return .visitChildren
    }
}
