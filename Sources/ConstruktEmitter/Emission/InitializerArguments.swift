import ConstruktCatalog

/// Which properties of a node end up as initializer arguments, beyond "every written `at: init`
/// property" (CATALOG-FORMAT.md §7, §8):
///
/// - an absent `emitDefault` property is written with its default only when no property sharing
///   an `exclusive` list with it is an argument already: `ImageView(systemName: "star")`, but
///   `ImageView(nil)` when the only source is live and applied by `onReceive` (1.2.6 has no
///   `ImageView()`);
/// - a property that `requires` others is an argument only when they are arguments too: with a
///   live `url`, ImageView's `placeholder` is no initializer argument (there is no
///   `ImageView(nil, placeholder:)`); the `onReceive` that loads the URL reads it as
///   `{{props.placeholder}}`.
enum InitializerArguments {
    /// Whether the absent `emitDefault` property `property` of `component` is written with its default,
    /// given the properties that are initializer arguments.
    static func needsDefault(_ property: Property, of component: Component, arguments: [Property]) -> Bool {
        let excluded = Set(component.exclusive.filter { $0.contains(property.name) }.flatMap { $0 }).subtracting([
            property.name
        ])
        return !arguments.contains { excluded.contains($0.name) }
    }

    /// Whether the written `property` stays an initializer argument beside the other `arguments`.
    static func keeps(_ property: Property, among arguments: [Property]) -> Bool {
        property.requires.allSatisfy { required in arguments.contains { $0.name == required } }
    }
}
