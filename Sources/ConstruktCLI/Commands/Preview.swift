import ArgumentParser
import ConstruktPreview
import Foundation

/// `construkt-gen preview FILE [--params JSON] [--state JSON] [--device NAME] [--appearance
/// light|dark] --output OUT.svg|OUT.png`: runs a screen headlessly, as `run` does, lays its tree
/// out on a device as UIKit would, and draws it (a `component:` as wide as the device and as tall
/// as it fits). The SVG is written by the tool; a PNG is the SVG
/// rendered by librsvg's `rsvg-convert`.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw a screen as it would look on a device (SVG or PNG).",
        discussion: """
        --params and --state take a JSON object, as for `run`. Devices: \(Device.all.map { $0.name }.joined(separator: ", ")) \
        (default \(Device.standard.name)). A .png output needs rsvg-convert (librsvg) on the PATH. \
        Docs/preview.md says how the layout follows UIKit and what it approximates.
        """
    )

    @ArgumentParser.Argument(help: "A *.screen.yaml file holding a screen or a component.")
    var file: String

    @Option(help: "The screen's params as a JSON object.")
    var params: String?

    @Option(help: "Initial state values as a JSON object.")
    var state: String?

    @Option(help: "The device whose size and safe area the screen is laid out in.")
    var device: String = Device.standard.name

    @Option(help: "light or dark: which value of each system colour is drawn.")
    var appearance: String = Appearance.light.rawValue

    @Option(help: "The picture to write: a .svg or .png file.")
    var output: String

    func run() throws {
        let console = Console.current
        guard let chosenDevice = Device.named(device) else {
            throw CommandFailure(message: "--device: no device '\(device)'; the devices are \(Device.all.map(\.name).joined(separator: ", "))")
        }
        guard let chosenAppearance = Appearance(rawValue: appearance) else {
            throw CommandFailure(message: "--appearance must be light or dark, not '\(appearance)'")
        }
        let format = try PictureFormat(output: output)
        let launch = try ScreenLaunch(file: file, params: params, state: state, console: console)
        let picture = ScreenPicture(tree: launch.session.tree, device: chosenDevice, appearance: chosenAppearance, fitting: launch.screen.kind == .component)
        let url = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: console.workingDirectory, isDirectory: true))
        let bytes = format == .svg ? Data(picture.svg.utf8) : try PNGRenderer.png(fromSVG: picture.svg, searchPath: console.environment["PATH"])
        do {
            try bytes.write(to: url)
        } catch {
            throw CommandFailure(message: "cannot write '\(output)': \(error.localizedDescription)")
        }
        console.print("wrote \(output) (\(chosenDevice.name), \(chosenAppearance.rawValue))")
    }
}
