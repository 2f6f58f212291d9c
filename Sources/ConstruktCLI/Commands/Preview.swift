import ArgumentParser
import ConstruktPreview
import Foundation

/// `construkt-gen preview FILE [--params JSON] [--state JSON] [--device NAME] [--appearance
/// light|dark] --output OUT.svg|OUT.png`: runs a screen headlessly, as `run` does, lays its tree
/// out on a device as UIKit would, and draws it (a `component:` as wide as the device and as tall
/// as it fits). The SVG is written by the tool; a PNG is the SVG
/// rendered by librsvg's `rsvg-convert`. `preview --serve DIR` serves a live page of every screen
/// and scenario of a folder instead, which reloads when a file changes.
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
    var file: String?

    @Option(help: "The screen's params as a JSON object.")
    var params: String?

    @Option(help: "Initial state values as a JSON object.")
    var state: String?

    @Option(help: "The device whose size and safe area the screen is laid out in.")
    var device: String = Device.standard.name

    @Option(help: "light or dark: which value of each system colour is drawn.")
    var appearance: String = Appearance.light.rawValue

    @Option(help: "The picture to write: a .svg or .png file.")
    var output: String?

    @Option(help: "Serve a live preview of every screen and scenario of this folder on the loopback address.")
    var serve: String?

    @Option(help: "The live preview's port (0: any free port).")
    var port: UInt16 = 8000

    func validate() throws {
        if serve == nil, file == nil || output == nil {
            throw ValidationError("give a screen file and --output OUT.svg|OUT.png, or --serve DIR")
        }
        if serve != nil, file != nil || output != nil {
            throw ValidationError("--serve shows a whole folder: give no file and no --output with it")
        }
    }

    func run() throws {
        let console = Console.current
        guard let chosenDevice = Device.named(device) else {
            throw CommandFailure(
                message:
                    "--device: no device '\(device)'; the devices are \(Device.all.map(\.name).joined(separator: ", "))"
            )
        }
        guard let chosenAppearance = Appearance(rawValue: appearance) else {
            throw CommandFailure(message: "--appearance must be light or dark, not '\(appearance)'")
        }
        if let serve {
            let folder = URL(
                fileURLWithPath: serve, isDirectory: true,
                relativeTo: URL(fileURLWithPath: console.workingDirectory, isDirectory: true))
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandFailure(message: "--serve: '\(serve)' is not a folder")
            }
            let page = LivePreviewPage(
                folder: folder.standardizedFileURL, device: chosenDevice, appearance: chosenAppearance)
            try LivePreviewServer(page: page, port: port).run { address in
                console.print("serving the live preview of \(serve) at \(address) (stop with Ctrl-C)")
            }
            return
        }
        guard let file, let output else { return }
        let format = try PictureFormat(output: output)
        let launch = try ScreenLaunch(file: file, params: params, state: state, console: console)
        let picture = ScreenPicture(
            tree: launch.session.tree, device: chosenDevice, appearance: chosenAppearance,
            fitting: launch.screen.kind == .component)
        let url = URL(
            fileURLWithPath: output, relativeTo: URL(fileURLWithPath: console.workingDirectory, isDirectory: true))
        let bytes =
            format == .svg
            ? Data(picture.svg.utf8)
            : try PNGRenderer.png(fromSVG: picture.svg, searchPath: console.environment["PATH"])
        do {
            try bytes.write(to: url)
        } catch {
            throw CommandFailure(message: "cannot write '\(output)': \(error.localizedDescription)")
        }
        console.print("wrote \(output) (\(chosenDevice.name), \(chosenAppearance.rawValue))")
    }
}
