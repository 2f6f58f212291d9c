/// An image known by its source. Unlike UIKit, `init?(named:)` never fails (there is no asset
/// catalog), so a screen's images always show up in a recorded tree.
open class UIImage: NSObject, @unchecked Sendable {
    /// Not UIKit: where the image came from, `systemName:star` or `named:logo`, for recorded trees.
    @_spi(StandIn) public let standInSource: String

    public init?(systemName name: String) {
        standInSource = "systemName:" + name
        super.init()
    }

    public init?(named name: String) {
        standInSource = "named:" + name
        super.init()
    }

    /// Not UIKit: an image with a given description (drawn images, such as a solid color).
    @_spi(StandIn) public init(standInSource: String) {
        self.standInSource = standInSource
        super.init()
    }
}
