import ConstruktAST
import ConstruktChecker
import Foundation

/// A deep link (Docs/language.md, A routes file): a path such as `/movies/42` or a URL such as
/// `construkt://movie/42` matched against the destinations' patterns (their scheme and host, when
/// they have one, then their path), with each `:param` read as its param's type.
struct DeepLink {
    let path: String

    /// The destination whose pattern matches the path, with its params; fails when none does or a
    /// segment cannot be read as its param's type (an enum's segment must be one of its `types`' cases).
    func request(in destinations: [CheckedRoutes.Destination], types: TypeEnvironment) throws -> RouteRequest {
        let address = DeepLinkAddress(path)
        let segments = address.segments
        let patterns = destinations.flatMap { destination in destination.paths.map { (destination, $0) } }
        for (destination, pattern) in patterns where pattern.admits(address) && pattern.segments.count == segments.count
        {
            var arguments: [String: RuntimeValue] = [:]
            var matches = true
            for (segment, text) in zip(pattern.segments, segments) {
                switch segment {
                case .literal(let literal):
                    if literal != text { matches = false }
                case .parameter(let name):
                    guard let type = destination.params.first(where: { $0.name == name.text })?.type else {
                        matches = false
                        break
                    }
                    guard let value = Self.value(text, as: type, types: types) else {
                        throw RuntimeFailure(
                            "'\(path)' matches \(pattern.text), but '\(text)' is not a \(type) for ':\(name.text)'")
                    }
                    arguments[name.text] = value
                }
                if !matches { break }
            }
            if matches { return RouteRequest(destination: destination.name, arguments: arguments) }
        }
        let known = patterns.map(\.1.text)
        throw RuntimeFailure(
            "no destination's path matches '\(path)'"
                + (known.isEmpty ? "" : " (paths: \(known.joined(separator: ", ")))"))
    }

    /// A path segment read as a value of a type a URL can carry, as the generated `init?(url:)` reads
    /// it: an enum by one of its cases, a UUID by its text.
    private static func value(_ text: String, as type: ValueType, types: TypeEnvironment) -> RuntimeValue? {
        switch type {
        case .int: return Int(text).map(RuntimeValue.int)
        case .double, .float, .cgFloat: return Double(text).map(RuntimeValue.double)
        case .bool: return Bool(text).map(RuntimeValue.bool)
        case .enumeration(let name): return types.enumerationCases(name).contains(text) ? .enumCase(text) : nil
        case .uuid: return UUID(uuidString: text) == nil ? nil : Evaluator.literal(text, as: .uuid)
        case .optional(let wrapped): return value(text, as: wrapped, types: types)
        default: return .string(text)
        }
    }
}
