/// The kinds of construkt file (Docs/language.md, Files and apps) a target can hold, told by the end of the file
/// name, and what each plugin does with them. Shared by both plugins (the lint plugin's copy is a
/// symbolic link to this file), since a plugin can link no library.
enum ConstruktFileKind: CaseIterable {
    case screen, types, routes, components, scenario, config

    /// The end of the file name that makes a file this kind.
    var suffix: String {
        switch self {
        case .screen: return ".screen.yaml"
        case .types: return ".types.yaml"
        case .routes: return ".routes.yaml"
        case .components: return ".components.yaml"
        case .scenario: return ".scenario.yaml"
        case .config: return "construkt.yaml"
        }
    }

    /// Whether the generated Swift depends on files of this kind, so that the build plugin lists
    /// them as inputs. Scenarios test screens and change no generated file.
    var isBuildInput: Bool { self != .scenario }

    /// Whether `generate` writes one Swift file for each file of this kind, named the same way
    /// (`GeneratedSwiftFileName`): screens and components (`*.screen.yaml`), models
    /// (`*.types.yaml`) and navigation (`*.routes.yaml`). Catalogs, scenarios and construkt.yaml
    /// only shape or test what those files become.
    var generatesSwift: Bool {
        switch self {
        case .screen, .types, .routes: return true
        case .components, .scenario, .config: return false
        }
    }

    /// The kind of the file named `fileName`, or nil when it is no construkt file.
    init?(fileName: String) {
        if fileName == ConstruktFileKind.config.suffix {
            self = .config
            return
        }
        let kinds = ConstruktFileKind.allCases.filter { $0 != .config }
        guard let kind = kinds.first(where: { fileName.hasSuffix($0.suffix) && fileName.count > $0.suffix.count })
        else {
            return nil
        }
        self = kind
    }
}
