import ConstruktCatalog
import ConstruktChecker

/// Turns the model types of one `*.types.yaml` file into the text of its Swift file (Docs/language.md
/// §1, §2): a `struct` per model, `Hashable`, `Codable` unless it holds a UIKit value (and
/// `Identifiable` when it has an `id`, so lists can tell its values apart), and a String-backed
/// `enum` per enum. An `external` model is the app's own Swift, so nothing is written for it.
///
/// Fields are `let`s in declaration order, which is the memberwise initializer's order; with
/// `accessLevel: public` the initializer is written out, since Swift never makes a memberwise
/// initializer public.
public struct TypesFileEmitter: Sendable {
    /// The catalog the app was checked against; a model holding its enums is Hashable but not Codable.
    public let catalog: ComponentCatalog
    public let options: GeneratedCodeOptions
    /// Which field types a Codable model may hold, the app's other models included.
    private let codableTypes: CodableTypes
    /// The models that hold themselves, written as classes.
    let recursive: RecursiveModels

    init(catalog: ComponentCatalog, options: GeneratedCodeOptions, recursive: RecursiveModels) {
        self.catalog = catalog
        self.options = options
        self.recursive = recursive
        codableTypes = CodableTypes(catalog: catalog, models: recursive.all)
    }

    /// The Swift file of `types`, all declared in the file `sourcePath` names. With
    /// `sourceLocations`, each field and case carries a `#sourceLocation` directive.
    public func emit(_ types: [CheckedModelType], sourcePath: RelativeSourcePath) throws(EmitterError) -> String {
        let sourceLocations = options.sourceLocations ? SourceLocations(file: sourcePath.description) : nil
        var writer = SwiftCodeWriter(header: GeneratedFileHeader(sourcePath: sourcePath))
        let holdsUIKit = types.contains { type in
            switch type.kind {
            case .structure(let fields, external: false):
                return fields.contains { Self.isUIKit($0.type, catalog: catalog) }
            case .payloadEnumeration(let cases):
                return cases.flatMap(\.payload).contains { Self.isUIKit($0.type, catalog: catalog) }
            default: return false
            }
        }
        for module in options.modules(needed: holdsUIKit ? ["Foundation", "UIKit"] : ["Foundation"]) {
            writer.line("import " + (try Identifiers.source(module)))
        }
        try writeDeclarations(types, sourceLocations: sourceLocations, to: &writer)
        return writer.contents
    }

    /// The declarations of `types`, without a header or imports: a types file's body, or the end
    /// of the file of a screen that declares `types:` of its own.
    func writeDeclarations(
        _ types: [CheckedModelType], sourceLocations: SourceLocations?, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        for type in types {
            switch type.kind {
            case .structure(_, external: true):
                continue
            case .structure(let fields, external: false):
                try writeStructure(type, fields: fields, sourceLocations: sourceLocations, to: &writer)
            case .enumeration(let cases):
                try writeEnumeration(type, cases: cases, sourceLocations: sourceLocations, to: &writer)
            case .payloadEnumeration(let cases):
                try writePayloadEnumeration(type, cases: cases, sourceLocations: sourceLocations, to: &writer)
            }
        }
    }

    private func writeStructure(
        _ type: CheckedModelType, fields: [CheckedModelType.Field], sourceLocations: SourceLocations?,
        to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        var declarations: [(name: String, type: String)] = []
        for field in fields {
            do throws(EmitterError) {
                declarations.append((try Identifiers.field(field.name), try SwiftTypeName.of(field.type)))
            } catch {
                throw EmitterError(error.message, at: type.range)
            }
        }
        // A model holding a colour, a font or an image is Hashable, as they are, but not Codable.
        let codable = fields.allSatisfy { codableTypes.contains($0.type) }
        let conformances =
            ["Hashable"] + (codable ? ["Codable"] : []) + (fields.contains { $0.name == "id" } ? ["Identifiable"] : [])
        let access = options.access
        let name = try Identifiers.source(type.name)
        writer.blankLine()
        guard !recursive.contains(type.name) else {
            writer.docComment(
                "A model of the app, declared under `types:`; a class, since it holds a value of its own type.")
            writer.block("nonisolated \(access)final class \(name): \(conformances.joined(separator: ", "))") {
                writer in
                Self.writeFields(
                    declarations, fields: fields, access: access, sourceLocations: sourceLocations, to: &writer)
                writer.blankLine()
                Self.writeInitializer(declarations, access: access, to: &writer)
                writer.blankLine()
                let equal = declarations.map { "lhs.\($0.name) == rhs.\($0.name)" }.joined(separator: " && ")
                writer.block("\(access)static func == (lhs: \(name), rhs: \(name)) -> Bool") { writer in
                    writer.line(equal.isEmpty ? "true" : equal)
                }
                writer.blankLine()
                Self.writeHashing(declarations, access: access, to: &writer)
                if codable { Self.writeCodingKeys(declarations, fields: fields, to: &writer) }
            }
            return
        }
        writer.docComment("A model of the app, declared under `types:`.")
        writer.block("nonisolated \(access)struct \(name): \(conformances.joined(separator: ", "))") { writer in
            Self.writeFields(
                declarations, fields: fields, access: access, sourceLocations: sourceLocations, to: &writer)
            if options.accessLevel == .public, !declarations.isEmpty {
                writer.blankLine()
                Self.writeInitializer(declarations, access: access, to: &writer)
            }
            if codable { Self.writeCodingKeys(declarations, fields: fields, to: &writer) }
        }
    }

    /// The keys of a Codable model whose Swift names a field otherwise than the app does
    /// (`_hashValue`), so that its JSON keeps the app's name; nothing when every name is kept.
    private static func writeCodingKeys(
        _ declarations: [(name: String, type: String)], fields: [CheckedModelType.Field],
        to writer: inout SwiftCodeWriter
    ) {
        guard declarations.contains(where: { $0.name.hasPrefix("_") }) else { return }
        writer.blankLine()
        writer.block("enum CodingKeys: String, CodingKey") { writer in
            for (declaration, field) in zip(declarations, fields) {
                writer.line(
                    "case " + declaration.name
                        + (declaration.name.hasPrefix("_") ? " = \(SwiftStringLiteral(field.name).source)" : ""))
            }
        }
    }

    /// Whether a field of this type holds a UIKit value: a colour, a font, an image or a catalog's enum.
    private static func isUIKit(_ type: ValueType, catalog: ComponentCatalog) -> Bool {
        switch type {
        case .color, .font, .image, .insets, .size, .catalogValue: true
        case .enumeration(let name): catalog.type(named: name) != nil
        case .optional(let wrapped), .array(let wrapped): isUIKit(wrapped, catalog: catalog)
        case .dictionary(let key, let value): isUIKit(key, catalog: catalog) || isUIKit(value, catalog: catalog)
        default: false
        }
    }

    /// `hash(into:)` over every field.
    private static func writeHashing(
        _ declarations: [(name: String, type: String)], access: String, to writer: inout SwiftCodeWriter
    ) {
        writer.block("\(access)func hash(into hasher: inout Hasher)") { writer in
            for declaration in declarations { writer.line("hasher.combine(self.\(declaration.name))") }
        }
    }

    /// The fields as `let`s, each with its `#sourceLocation` directive when asked for.
    private static func writeFields(
        _ declarations: [(name: String, type: String)], fields: [CheckedModelType.Field], access: String,
        sourceLocations: SourceLocations?,
        to writer: inout SwiftCodeWriter
    ) {
        for (declaration, field) in zip(declarations, fields) {
            if let sourceLocations { writer.line(sourceLocations.directive(at: field.range)) }
            writer.line("\(access)let \(declaration.name): \(declaration.type)")
        }
        if sourceLocations != nil, !fields.isEmpty { writer.line(SourceLocations.closing) }
    }

    /// The memberwise initializer, written out: a class gets none, and a struct's is never public.
    /// A field `self` takes its value as `_self`: a parameter `self` would hide the instance.
    private static func writeInitializer(
        _ declarations: [(name: String, type: String)], access: String, to writer: inout SwiftCodeWriter
    ) {
        let parameters = declarations.map {
            $0.name == "`self`" ? "`self` _self: \($0.type)" : "\($0.name): \($0.type)"
        }.joined(separator: ", ")
        writer.block("\(access)init(\(parameters))") { writer in
            for declaration in declarations {
                writer.line("self.\(declaration.name) = \(declaration.name == "`self`" ? "_self" : declaration.name)")
            }
        }
    }

    /// `enum SearchResults: Hashable, Codable { case idle; case loaded(movies: [Movie]) }`: Codable
    /// when every payload field is, `indirect` when a payload holds the enum again other than
    /// through a list or a dictionary (a value cannot hold itself).
    private func writePayloadEnumeration(
        _ type: CheckedModelType, cases: [CheckedModelType.Case], sourceLocations: SourceLocations?,
        to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        var written: [String] = []
        for declared in cases {
            var payload: [String] = []
            for field in declared.payload {
                do throws(EmitterError) {
                    payload.append("\(try Identifiers.parameterLabel(field.name)): \(try SwiftTypeName.of(field.type))")
                } catch {
                    throw EmitterError(error.message, at: field.range)
                }
            }
            written.append(
                try Identifiers.source(declared.name)
                    + (payload.isEmpty ? "" : "(" + payload.joined(separator: ", ") + ")"))
        }
        let fields = cases.flatMap(\.payload)
        let conformances = ["Hashable"] + (fields.allSatisfy { codableTypes.contains($0.type) } ? ["Codable"] : [])
        let indirect = recursive.holdsItself(enumeration: type.name) ? "indirect " : ""
        writer.blankLine()
        writer.docComment("An enum of the app, declared under `types:` with `cases:`; a case may carry values.")
        try writer.block(
            "nonisolated \(options.access)\(indirect)enum \(try Identifiers.source(type.name)): \(conformances.joined(separator: ", "))"
        ) { (writer: inout SwiftCodeWriter) throws(EmitterError) in
            if let sourceLocations { writer.line(sourceLocations.directive(at: type.range)) }
            for line in written { writer.line("case \(line)") }
            for declared in cases where !declared.payload.isEmpty {
                try writePayloadProperty(of: declared, to: &writer)
            }
            if sourceLocations != nil { writer.line(SourceLocations.closing) }
        }
    }

    /// The property an expression reads a case's payload through (`load.loaded?.movies`): named
    /// as the case, nil when the value is another case; the field itself when the case carries one,
    /// else a tuple labelled with the fields (Swift has no tuple of one).
    private func writePayloadProperty(of declared: CheckedModelType.Case, to writer: inout SwiftCodeWriter)
        throws(EmitterError)
    {
        var labelled: [String] = []
        var bindings: [String] = []
        var values: [String] = []
        for field in declared.payload {
            let type = try SwiftTypeName.of(field.type)
            labelled.append("\(try Identifiers.label(field.name)): \(type)")
            bindings.append("let \(try Identifiers.local(field.name))")
            values.append(try Identifiers.local(field.name))
        }
        let payload: String
        if declared.payload.count == 1, let only = declared.payload.first {
            // An optional field's property is that optional, not an optional of it.
            let type = try SwiftTypeName.of(only.type)
            payload = type.hasSuffix("?") ? type : type + "?"
        } else {
            payload = "(" + labelled.joined(separator: ", ") + ")?"
        }
        let name = try Identifiers.field(declared.name)
        let result = values.count == 1 ? values[0] : "(" + values.joined(separator: ", ") + ")"
        let match = "if case .\(try Identifiers.source(declared.name))(\(bindings.joined(separator: ", "))) = self"
        writer.blankLine()
        writer.docComment("The payload of the case of this name when the value is that case, nil otherwise.")
        writer.block("\(options.access)var \(name): \(payload)") { writer in
            writer.line(match + " { return \(result) }")
            writer.line("return nil")
        }
    }

    private func writeEnumeration(
        _ type: CheckedModelType, cases: [String], sourceLocations: SourceLocations?, to writer: inout SwiftCodeWriter
    ) throws(EmitterError) {
        var written: [String] = []
        for name in cases { written.append(try Identifiers.source(name)) }
        writer.blankLine()
        writer.docComment(
            "A String-backed enum of the app, declared under `types:`; each case's raw value is its name.")
        writer.block(
            "nonisolated \(options.access)enum \(try Identifiers.source(type.name)): String, Hashable, Codable"
        ) { writer in
            if let sourceLocations { writer.line(sourceLocations.directive(at: type.range)) }
            for name in written { writer.line("case \(name)") }
            if sourceLocations != nil { writer.line(SourceLocations.closing) }
        }
    }
}
