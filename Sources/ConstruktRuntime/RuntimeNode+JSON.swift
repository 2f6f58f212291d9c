extension RuntimeNode {
    /// The tree as a JSON object for `run --format json`: `type`, `kind`, the written `attributes`
    /// (catalog defaults and `items` left out, as in the text) and `children`.
    public var jsonObject: [String: Any] {
        var attributes: [String: Any] = [:]
        for (name, value) in self.attributes where !defaulted.contains(name) && name != "items" {
            attributes[name] = value.jsonObject
        }
        return ["type": type, "kind": kind, "attributes": attributes, "children": children.map(\.jsonObject)]
    }
}
