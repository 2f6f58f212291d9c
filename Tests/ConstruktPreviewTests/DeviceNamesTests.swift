import ConstruktAST
import Testing

@testable import ConstruktPreview

/// The devices a scenario's `device:` may name (checked by lint) are the ones the preview draws.
@Suite struct DeviceNamesTests {
    @Test func lintsDevicesAreThePreviewsByTheSameNames() {
        #expect(Device.all.map(\.name) == DeviceNames.all)
        #expect(Device.standard.name == DeviceNames.all.first)
        for name in DeviceNames.all {
            #expect(Device.named(name)?.name == name)
        }
        #expect(Device.named("iphone-se")?.name == "iPhone SE")
        #expect(DeviceNames.named("IPAD air") == "iPad Air")
        #expect(DeviceNames.named("Pixel 8") == nil)
    }
}
