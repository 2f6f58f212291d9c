// A test-support stand-in for the part of UIKit that ConstruktKit 1.2.6 and construkt-gen's
// generated code use, so that generated Swift can be compiled and run on Linux.
//
// Rules of this module:
// - Every declaration has UIKit's real name, labels and types. It declares only what the
//   ConstruktKit stand-in or the catalog's templates (Schemas/ConstruktKit.components.yaml) need.
// - Behaviour is minimal but real where a recorded view tree needs it: views keep their subviews
//   and the state a tree shows (text, title per state, isHidden, isEnabled, isOn, value, …).
//   Layout, drawing, windows and animation are not modelled.
// - Names starting with `standIn` are not UIKit. They replace what Linux lacks (Objective-C
//   associated objects, firing a gesture recognizer) and are SPI: only code that writes
//   `@_spi(StandIn) import UIKit` (the ConstruktKit stand-in, the recorder, tests) sees them, so
//   generated code that used one would fail to compile here as it would on iOS.
// - Isolation is UIKit's: UIResponder (so every view and view controller), UIGestureRecognizer,
//   UIAction, UITabBarItem, the compositional layout classes, UIVisualEffect and the delegate
//   protocols are @MainActor; UIColor, UIFont and UIImage are Sendable, and so are the value types.
//   Swift imports UIKit's isolation as @preconcurrency (a C declaration predates concurrency), so
//   the stand-in writes `@preconcurrency @MainActor`: a Swift 6 client that touches a view off the
//   main actor gets the warning it gets on iOS. Code that uses the stand-in runs on the main actor.
// - Compiled in the Swift 6 language mode.

// `import UIKit` brings Foundation (CGFloat, CGSize, CGPoint, CGRect, URL, NSNumber) with it.
@_exported import Foundation
