/// The top-level facts of one loaded catalog file (CATALOG-FORMAT.md §2).
public struct CatalogInfo: Hashable, Sendable {
    public let name: String
    public let formatVersion: Int
    public let module: String?
    public let libraryVersion: String?
    public let doc: String?
    /// The file's path as given to the loader.
    public let path: String
}
