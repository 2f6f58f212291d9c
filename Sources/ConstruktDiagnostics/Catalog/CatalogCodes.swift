extension DiagnosticCode {
    public static let unknownCatalogKey = DiagnosticCode(
        "CK0701", .error,
        summary: "a catalog uses a key the catalog format does not have",
        explanation: """
            Every mapping of a component catalog (`*.components.yaml`) has a fixed set of keys, listed in
            Schemas/CATALOG-FORMAT.md. A key outside that set is an error rather than being ignored, so
            that a misspelled `requried: true` cannot silently make a property optional.

            Some keys exist only in some places: `members` only on enum and option types, `fields` only
            on mapping forms and record types, `aliasOf` only with `doc`. The diagnostic suggests the
            closest key that is allowed where the unknown one was written.
            """
    )
    public static let catalogValueShape = DiagnosticCode(
        "CK0702", .error,
        summary: "a catalog value has the wrong shape",
        explanation: """
            A catalog key expects one shape of value: a mapping (`properties`, `fields`), a list
            (`conforms`, `primary`, `params`), a string (`doc`, templates), a boolean (`required`,
            `many`) or an integer (`formatVersion`). A value of another shape cannot be read.

            Write the value in the shape Schemas/CATALOG-FORMAT.md gives the key. A one-element list
            still needs brackets: `conforms: [ViewBuilderPaddable]`.
            """
    )
    public static let missingCatalogKey = DiagnosticCode(
        "CK0703", .error,
        summary: "a catalog entry lacks a key it must have",
        explanation: """
            Some keys are required: `catalog` and `formatVersion` at the top, `kind` on a type, `type` on
            a property, `appliesTo` on a group, `class` on a view component, `method` on an event, `at`
            on a slot, `super` on every class but UIView.

            Add the key; the help names what it usually holds.
            """
    )
    public static let unsupportedFormatVersion = DiagnosticCode(
        "CK0704", .error,
        summary: "the catalog's formatVersion is not one this construkt-gen reads",
        explanation: """
            `formatVersion` says which edition of the catalog format a file follows. This construkt-gen
            reads version 1 only; a file written for another version is rejected rather than misread.
            """
    )
    public static let invalidCatalogName = DiagnosticCode(
        "CK0705", .error,
        summary: "a catalog name does not follow the naming rules",
        explanation: """
            Component, type, class and protocol names are Swift type names (`[A-Za-z_][A-Za-z0-9_]*`),
            catalog names are UpperCamelCase, and property, slot, event and argument names are
            lowerCamelCase identifiers. Names are written into generated Swift and looked up by screens,
            so a name outside these rules could never be used.
            """
    )
    public static let catalogRedefinition = DiagnosticCode(
        "CK0706", .error,
        summary: "a catalog defines a name that another loaded catalog already defines",
        explanation: """
            All loaded catalogs share one namespace per section (`types`, `protocols`, `classes`,
            `groups`, `components`), and catalog names are unique too. ConstruktKit loads first, then the
            catalogs of `catalogs:` in order; a later catalog may use what an earlier one defines but
            never redefine it, since every screen would then depend on which file loaded last.

            Rename the new entry (for a component, `swift:` keeps the Swift name if that is the point).
            """
    )
    public static let unknownCatalogReference = DiagnosticCode(
        "CK0707", .error,
        summary: "a catalog refers to a name that is not defined",
        explanation: """
            A catalog names other entries: a property's `type`, a class's `super` and `conforms`, a
            group's `appliesTo`, a component's `class`, `aliasOf`, `primary`, `defaultSlot`,
            `exclusive`, `requires`, runtime triggers, and per-form emission keys. Each must name
            something defined in this catalog or in one loaded before it.

            The diagnostic suggests the closest defined name; check the spelling or define the entry.
            """
    )
    public static let invalidTypeExpression = DiagnosticCode(
        "CK0708", .error,
        summary: "a type expression cannot be read",
        explanation: """
            Type expressions are a type name, `T?`, `[T]` or `[K: V]`, nested freely: `"[Color]"`,
            `"URL?"`, `"[String: [Int]]"`. Quote any type holding `?`, `[` or `:` in YAML.
            """
    )
    public static let unknownCatalogValue = DiagnosticCode(
        "CK0709", .error,
        summary: "a catalog key holds a value outside its fixed set",
        explanation: """
            Several keys take one of a few words: a type's `kind`, a component's `kind`, an emission's or
            slot's `at`, a primitive's `literal`, a slot's `accepts` and `builder`, an event's `scope`,
            runtime attributes and stimuli, decoy kinds, `normalize`. Any other word is an error; the
            diagnostic lists the allowed ones and suggests the closest.
            """
    )
    public static let misplacedEmission = DiagnosticCode(
        "CK0710", .error,
        summary: "an `at` placement is not allowed where it is used",
        explanation: """
            `trailing` and `inline` exist only on slots. `init` and `method` exist only on a component's
            own properties, slots and events: a group holds generic modifiers (ModifiableView extension
            methods), never initializer arguments or struct methods. An event is registered with
            `method` or `modifier` only.
            """
    )
    public static let invalidTemplate = DiagnosticCode(
        "CK0711", .error,
        summary: "a Swift template has an unknown hole or unbalanced braces",
        explanation: """
            Templates are Swift text with `{{…}}` holes, and each template kind allows only some holes
            (CATALOG-FORMAT.md §12): `{{binding}}` only in `oneWay`/`twoWay`, `{{view}}` only in
            `onReceive`, `{{views}}` only in slots, `{{props.name}}` only in component templates and only
            for a property of that component, `{{Item}}` only for a declared type parameter. A hole that
            is not allowed would reach the generated Swift unfilled.
            """
    )
    public static let invalidClassHierarchy = DiagnosticCode(
        "CK0712", .error,
        summary: "a class's superclass chain does not end at UIView",
        explanation: """
            Classes form one tree rooted at UIView: every class but UIView names a `super`, and following
            `super` must reach UIView without visiting a class twice. The tree decides which modifier
            groups a component gets, so a cycle or a second root would leave that undefined.
            """
    )
    public static let conflictingGroupMembers = DiagnosticCode(
        "CK0713", .error,
        summary: "two modifier groups define the same name at the same inheritance step",
        explanation: """
            A component's generic modifiers are found by walking its class chain; at each class the
            groups applying to that class and to the protocols it adopts are searched together. When two
            of them define the same name, neither hides the other and the member would be ambiguous.

            Move one definition to a group of a subclass (which then hides the superclass's), or rename it.
            """
    )
    public static let invalidComponentAlias = DiagnosticCode(
        "CK0714", .error,
        summary: "a component alias is not a plain alias of a real component",
        explanation: """
            `aliasOf` makes a component the same as another under a different Swift name
            (`ZStackView: { aliasOf: ContainerView }`). Its target must be a component that is not itself
            an alias, and the alias may carry only `doc` besides `aliasOf`; everything else comes from
            the target.
            """
    )
    public static let duplicateCatalogName = DiagnosticCode(
        "CK0715", .error,
        summary: "a name is used twice where it must be unique",
        explanation: """
            Within one component, property names and their `aliases`, slot names and event names (with
            their aliases) share one namespace, and each initializer label appears once. Enum and option
            members have unique Swift spellings; lists such as `primary`, `typeParams` and `oneOf` name
            each entry once.
            """
    )
    public static let ambiguousTrailingSlots = DiagnosticCode(
        "CK0716", .error,
        summary: "a component has two trailing-closure slots that can be filled together",
        explanation: """
            Swift allows one trailing closure per initializer call as construkt-gen writes it. Two slots
            with `at: trailing` are fine only when `exclusive` or `requires` guarantees that at most one
            of them is filled (AnySection's `cell` and `cells`).
            """
    )
    public static let propertyWithoutEmission = DiagnosticCode(
        "CK0717", .error,
        summary: "a property has no way to be emitted",
        explanation: """
            Every property says how it reaches Swift: `const` for constants, `oneWay`/`twoWay` for
            bindings, `onReceive` for live values without a binding variant. A property with none of them
            is accepted by the checker and then cannot be written, unless its type is `Name` or a
            component template reads it as `{{props.name}}` (a loop variable, an item identity).
            """
    )
    public static let invalidPattern = DiagnosticCode(
        "CK0718", .error,
        summary: "a pattern is not a valid regular expression",
        explanation: """
            `pattern` holds a regular expression in Swift Regex syntax, anchored with `^…$`, that a
            scalar must match. An expression that does not compile would reject every value.
            """
    )
    public static let invalidValueForm = DiagnosticCode(
        "CK0719", .error,
        summary: "a value form is neither a scalar form nor a mapping form",
        explanation: """
            A value type's form is a scalar form (with `scalar`, optionally `pattern`, `members`,
            `normalize`) or a mapping form (with `fields`, optionally `oneOf`, `chain`). A form with both,
            or with neither, cannot be matched against a written value.
            """
    )
    public static let unwritableCatalogUse = DiagnosticCode(
        "CK0720", .error,
        summary: "a use of the app's own catalog cannot be written as Swift",
        explanation: """
            The catalog format can describe more than generated Swift can say: a template whose hole has
            nothing to fill it where it is used, a `{{props.name}}` read of a property written live, a
            default no form of its type can spell. When an app loads catalogs of its own, `lint` writes the
            app's Swift in memory, as `generate` would, and reports each place that cannot be written
            here, so that a clean lint still means `generate` succeeds. Correct the catalog entry the
            message names, or write the use another way. ConstruktKit's own catalog never needs this:
            construkt-gen's tests write every one of its entries.
            """
    )
}

extension DiagnosticCatalog {
    static let catalogCodes: [DiagnosticCode] = [
        .unknownCatalogKey, .catalogValueShape, .missingCatalogKey, .unsupportedFormatVersion,
        .invalidCatalogName, .catalogRedefinition, .unknownCatalogReference, .invalidTypeExpression,
        .unknownCatalogValue, .misplacedEmission, .invalidTemplate, .invalidClassHierarchy,
        .conflictingGroupMembers, .invalidComponentAlias, .duplicateCatalogName,
        .ambiguousTrailingSlots, .propertyWithoutEmission, .invalidPattern, .invalidValueForm,
        .unwritableCatalogUse,
    ]
}
