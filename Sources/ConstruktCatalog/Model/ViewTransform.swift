/// UIView's properties of ConstruktKit's catalog that each set the view's whole `transform`
/// (`scale`, `offsetY`, `stretchTop`), so that one set after another would undo it: a view takes
/// one of them (CK0809).
public enum ViewTransform {
    public static let properties: Set<String> = ["scale", "offsetY", "stretchTop"]
}
