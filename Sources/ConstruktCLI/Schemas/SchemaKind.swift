import ArgumentParser
import ConstruktSchema

/// A kind of construkt file, as `construkt-gen schema KIND` names it.
enum SchemaKind: String, CaseIterable, ExpressibleByArgument {
    case screen, routes, types, scenario, components, config

    /// The files of this kind, as a glob.
    var files: String {
        self == .config ? "construkt.yaml" : "*.\(rawValue).yaml"
    }

    /// The kind the schema writer knows it as.
    var fileKind: SchemaFileKind {
        switch self {
        case .screen: .screen
        case .routes: .routes
        case .types: .types
        case .scenario: .scenario
        case .components: .components
        case .config: .config
        }
    }

    /// Where the schema, written with ConstruktKit's catalog alone, lives in the repository.
    var path: String {
        "Schemas/json/\(fileKind.fileName)"
    }
}
