import Foundation
import Testing

/// `construkt-gen preview`: a screen drawn as SVG or PNG, with located errors for what it cannot do.
@Suite struct PreviewCommandTests {
    static let counter = """
        screen: Counter
        params:
          title: String
        state:
          count: Int
        body:
          Screen:
            content:
              - VStackView:
                  children:
                    - LabelView: "${title}: ${count}"
                    - ButtonView: { title: "+", id: more }
        """

    @Test func previewWritesTheScreenAsSVG() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let outcome = cli.run(
            "preview", "App/Counter.screen.yaml", "--params", #"{"title": "Taps"}"#, "--state", #"{"count": 4}"#,
            "--device", "iPhone SE", "--appearance", "dark", "--output", "counter.svg")
        #expect(outcome.status == 0)
        #expect(outcome.output == "wrote counter.svg (iPhone SE, dark)\n")
        let svg = try String(contentsOf: cli.directory.appendingPathComponent("counter.svg"), encoding: .utf8)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="375" height="667""#))
        #expect(svg.contains(">Taps: 4</text>"))
        #expect(svg.contains(##"<rect width="375" height="667" fill="#000000"/>"##))
    }

    @Test func previewWritesAPNGThroughRsvgConvert() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let outcome = cli.run(
            "preview", "App/Counter.screen.yaml", "--params", #"{"title": "Taps"}"#, "--output", "counter.png")
        #expect(outcome.status == 0, "\(outcome.error)")
        let png = try Data(contentsOf: cli.directory.appendingPathComponent("counter.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func previewSaysHowToGetRsvgConvertWhenItIsMissing() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let outcome = cli.run(
            "preview", "App/Counter.screen.yaml", "--params", #"{"title": "Taps"}"#, "--output", "counter.png",
            environment: ["PATH": cli.directory.path])
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("needs rsvg-convert (librsvg): install it with `apt-get install librsvg2-bin`"))
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("counter.png").path))
    }

    @Test func previewRefusesAnUnknownDeviceAppearanceOrFormat() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let device = cli.run("preview", "App/Counter.screen.yaml", "--device", "Pixel 8", "--output", "x.svg")
        #expect(device.status == 2)
        #expect(
            device.error
                == "error: --device: no device 'Pixel 8'; the devices are iPhone 15, iPhone 15 Pro Max, iPhone SE, iPad Air\n"
        )
        let appearance = cli.run("preview", "App/Counter.screen.yaml", "--appearance", "dim", "--output", "x.svg")
        #expect(appearance.error == "error: --appearance must be light or dark, not 'dim'\n")
        let format = cli.run("preview", "App/Counter.screen.yaml", "--output", "x.jpg")
        #expect(format.error == "error: --output 'x.jpg' must end in .svg or .png\n")
    }

    @Test func previewOfABrokenScreenPrintsItsDiagnostics() throws {
        let cli = try CLIHarness(files: [
            "App/Counter.screen.yaml": Self.counter.replacingOccurrences(of: "${count}", with: "${cout}")
        ])
        let outcome = cli.run(
            "preview", "App/Counter.screen.yaml", "--params", #"{"title": "Taps"}"#, "--output", "x.svg")
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("error[CK0404]: unknown name 'cout'"))
        #expect(outcome.error.contains("--> App/Counter.screen.yaml:11:39"))
    }

    @Test func previewNeedsAFileAndAnOutputOrAFolderToServe() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let neither = cli.run("preview", "App/Counter.screen.yaml")
        #expect(neither.status == 2)
        #expect(neither.error.contains("give a screen file and --output OUT.svg|OUT.png, or --serve DIR"))
        let both = cli.run("preview", "App/Counter.screen.yaml", "--serve", "App")
        #expect(both.status == 2)
        #expect(both.error.contains("--serve shows a whole folder: give no file and no --output with it"))
        let file = cli.run("preview", "--serve", "App/Counter.screen.yaml")
        #expect(file.status == 2)
        #expect(file.error == "error: --serve: 'App/Counter.screen.yaml' is not a folder\n")
    }

    @Test func previewNamesTheParamsAScreenNeeds() throws {
        let cli = try CLIHarness(files: ["App/Counter.screen.yaml": Self.counter])
        let outcome = cli.run("preview", "App/Counter.screen.yaml", "--output", "x.svg")
        #expect(outcome.status == 1)
        #expect(outcome.error == "error: Counter needs 'title'\nhelp: pass params as JSON: --params '{\"title\": …}'\n")
    }
}
