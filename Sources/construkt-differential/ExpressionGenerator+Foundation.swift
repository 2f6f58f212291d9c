/// Expressions over URLs, Dates and UUIDs (the foundationValues family; Docs/language.md, Values):
/// each compared with its own type (a Date ordered too), shown through `String(x)` and
/// `.absoluteString`, and lists of them sorted, searched and asked for their latest Date.
extension ExpressionGenerator {
    /// A `type` expression (an Int, a Bool or a String) reading a URL, Date or UUID in scope, or
    /// nil when none fits.
    func foundation(_ type: ValueType, scope: Scope, live: Bool, random: inout SeededRandom) -> String? {
        switch type {
        case .string:
            let shown = paths(to: .uuid, scope: scope, live: live) + paths(to: .url, scope: scope, live: live)
            guard !shown.isEmpty else { return nil }
            let path = random.pick(shown)
            let urls = paths(to: .url, scope: scope, live: live)
            return urls.contains(path) && random.chance(50) ? "\(path).absoluteString" : "String(\(path))"
        case .bool:
            let values = [ValueType.url, .date, .uuid].filter { !paths(to: $0, scope: scope, live: live).isEmpty }
            guard !values.isEmpty else { return nil }
            let value = random.pick(values)
            let candidates = paths(to: value, scope: scope, live: live)
            let dateLists = paths(to: .array(.date), scope: scope, live: live)
            if value == .date, !dateLists.isEmpty, random.chance(30) {
                // The latest or earliest instant, an optional nil for an empty list.
                let extreme = "\(random.pick(dateLists)).\(random.pick(["max", "min"]))()"
                return "(\(extreme) \(random.pick(["==", "!="])) \(random.pick(candidates)))"
            }
            let operators = value == .date ? ["==", "!=", "<", "<=", ">", ">="] : ["==", "!="]
            let right = value == .url && random.chance(40) ? literal(.url, random: &random) : random.pick(candidates)
            return "(\(random.pick(candidates)) \(random.pick(operators)) \(right))"
        case .int:
            let lists = [ValueType.date, .uuid].filter { !paths(to: .array($0), scope: scope, live: live).isEmpty }
            guard !lists.isEmpty else { return nil }
            let element = random.pick(lists)
            let list = random.pick(paths(to: .array(element), scope: scope, live: live))
            // Dates sort by the instant, whatever zone each was written in; a UUID has no order.
            let ordered = element == .date && random.chance(60) ? "\(list).sorted()" : list
            let items = paths(to: element, scope: scope, live: live)
            guard !items.isEmpty, random.chance(70) else { return "\(ordered).count" }
            return "(\(ordered).firstIndex(of: \(random.pick(items))) ?? -1)"
        default:
            return nil
        }
    }
}
