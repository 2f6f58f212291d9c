extension DiagnosticCode {
    public static let unknownType = DiagnosticCode(
        "CK0401", .error,
        summary: "a type name is not known",
        explanation: """
            A type must be a built-in type (String Int Double Float CGFloat Bool URL Date UUID Void Color
            Font Image Insets), an enum of a component catalog, or a type declared under `types:` in a
            screen file or a `*.types.yaml` file of the same app.
            """
    )
    public static let voidOutsideSignal = DiagnosticCode(
        "CK0402", .error,
        summary: "`Void` is used where a value is needed",
        explanation: """
            `Void` means "no value". Only a signal can carry it (`resetRequested: Void`); params, state, fields
            and action params hold values.
            """
    )
    public static let duplicateDeclaration = DiagnosticCode(
        "CK0403", .error,
        summary: "two files of one app declare the same name",
        explanation: """
            Screens, components and types of one app become Swift types of one module, so their names must be
            unique across the app's files, and so must the types derived from them: a screen `Home` also
            declares `HomeViewModel` and `HomeSection`, a routes file `AppRoute` also declares
            `AppNavigation`, `AppNavigator` and `AppCoordinator`. The diagnostic shows both declarations.
            """
    )
}

extension DiagnosticCatalog {
    static let nameCodes: [DiagnosticCode] = [.unknownType, .voidOutsideSignal, .duplicateDeclaration]
}
