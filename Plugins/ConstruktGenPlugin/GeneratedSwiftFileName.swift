/// The name `construkt-gen generate` gives the Swift file of one input, for the build plugin, which
/// must list its outputs before the tool runs and cannot link the emitter library that owns the
/// rule (`GeneratedFileName` in ConstruktEmitter). `ConstruktGenPluginTests` compiles this file and
/// checks that both give the same name for every path it tries.
///
/// The rule: the input's path relative to its app's folder, each folder followed by `_`, `+` written
/// `++` and `_` written `+_` inside a name, and the final `.yaml` replaced by `.swift`:
/// `Screens/My_Home.screen.yaml` → `Screens_My+_Home.screen.swift`.
enum GeneratedSwiftFileName {
    /// The file name for the input at `relativePath` (components relative to its app's folder),
    /// whose last component ends in `.yaml`, as every construkt file kind does.
    static func forInput(relativePath: [String]) -> String {
        var flattened = relativePath.map(escaped).joined(separator: "_")
        flattened.removeLast(".yaml".count)
        return flattened + ".swift"
    }

    private static func escaped(_ component: String) -> String {
        var result = ""
        for scalar in component.unicodeScalars {
            switch scalar {
            case "+": result += "++"
            case "_": result += "+_"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
