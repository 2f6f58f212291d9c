// UIKit's IndexPath additions for tables and collections.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}
