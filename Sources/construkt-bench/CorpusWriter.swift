import Foundation

/// The synthetic corpus: 1,000 screens (about 5 MB) in apps of 20 screens each, written
/// deterministically from one seed. Half the apps use only what the emitter writes today
/// (`emittable/`), half add lists, sections, models and live `forEach` (`lists/`).
struct Corpus {
    let root: String
    var emittableFolder: String { root + "/emittable" }
    var listsFolder: String { root + "/lists" }
    /// Every file written, config and types files included, in a stable order.
    var files: [String] = []
    var emittableFiles: [String] = []
    /// The app folders (each holding a construkt.yaml) of each half.
    var emittableApps: [String] = []
    var listApps: [String] = []

    static let appsPerKind = 25
    static let screensPerApp = 20
    static let seed: UInt64 = 0xC0_5E_ED

    /// Writes the corpus under `root`, replacing what was there. A file that already holds its
    /// bytes is left alone and no file is deleted: inodes freed just before the timed runs would
    /// slow `generate` down (see `FreedInodes`).
    static func write(under root: String) throws -> Corpus {
        var corpus = Corpus(root: root)
        var random = SeededRandom(seed: seed)
        for app in 0..<appsPerKind {
            corpus.emittableFiles += try writeApp(
                number: app, lists: false, under: corpus.emittableFolder, random: &random)
            corpus.files += try writeApp(number: app, lists: true, under: corpus.listsFolder, random: &random)
            corpus.emittableApps.append(appFolder(number: app, under: corpus.emittableFolder))
            corpus.listApps.append(appFolder(number: app, under: corpus.listsFolder))
        }
        corpus.files = (corpus.emittableFiles + corpus.files).sorted()
        return corpus
    }

    private static func appFolder(number: Int, under folder: String) -> String {
        folder + "/app\(String(format: "%02d", number))"
    }

    private static func writeApp(number: Int, lists: Bool, under folder: String, random: inout SeededRandom) throws
        -> [String]
    {
        let appFolder = appFolder(number: number, under: folder)
        try FileManager.default.createDirectory(atPath: appFolder, withIntermediateDirectories: true)
        var written: [(String, String)] = [("construkt.yaml", "imports: [ConstruktKit]\naccessLevel: internal\n")]
        if lists {
            // Named per app, as its screens are: generate writes every app's files into one folder.
            written.append(
                (
                    "Models\(number).types.yaml",
                    "types:\n  Item: { id: Int, title: String, detail: String?, score: Double }\n"
                ))
        }
        for screen in 0..<screensPerApp {
            let name =
                random.pick(["Home", "Orders", "Profile", "Search", "Detail", "Settings", "Feed", "Cart"])
                + "\(lists ? "List" : "Form")\(number)N\(screen)View"
            written.append((name + ".screen.yaml", screenText(name: name, lists: lists, random: &random)))
        }
        return try written.map { name, text in
            let path = appFolder + "/" + name
            let bytes = Data(text.utf8)
            if FileManager.default.contents(atPath: path) != bytes { try bytes.write(to: URL(fileURLWithPath: path)) }
            return path
        }
    }

    /// One screen of 3 to 7 KB, named uniquely in the corpus (generate writes all screens into one folder): blocks are added until the text reaches its drawn size.
    private static func screenText(name: String, lists: Bool, random: inout SeededRandom) -> String {
        var screen = ScreenText(
            name: name, description: "A synthetic \(lists ? "list" : "form") screen written by construkt-bench.")
        screen.signals.append("appeared: Void")
        screen.lifecycle.append("onAppear: [ { emit: appeared } ]")
        screen.navigationBar += ["- LabelView:", "    text: \(name)", "    font: title1"]
        let targetBytes = random.int(3_000...7_000)
        var block = 0
        while screen.text.utf8.count < targetBytes {
            block += 1
            if lists, block % 3 == 1 {
                random.pick(ListBlocks.all)(&screen, block, &random)
            } else {
                random.pick(EmittableBlocks.all)(&screen, block, &random)
            }
        }
        return screen.text
    }
}
