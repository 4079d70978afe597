// swift-tools-version: 6.0

// The libraries, and every test. An app that adds this package resolves no other package
// (docs/PACKAGES.md, checked by scripts/check-consumer.sh): the libraries depend on nothing but
// the toolchain, and every package dependency below is used only by test targets, which SwiftPM
// does not resolve for a package that depends on this one.
//
// The command-line tool and the live lab are their own package in Tools/ (it depends on this one
// by path), with their web server and argument parser. `swift run transitions` and
// `swift run transitions-lab` still work here: SwiftPM runs an executable product of a
// dependency, and this package depends on Tools/ for the tests of the tool and the lab.

import PackageDescription

/// Settings applied to every target, each with the reason it is on.
let sharedSwiftSettings: [SwiftSetting] = [
  // `any P` for existentials makes the cost of dynamic dispatch visible at the use site.
  .enableUpcomingFeature("ExistentialAny"),
  // Imports are internal unless marked `public`, so no module leaks its dependencies.
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "swift-transitions",
  products: [
    .library(name: "Motion", targets: ["Motion"]),
    .library(name: "Dynamics", targets: ["Dynamics"]),
    .library(name: "Stage", targets: ["Stage"]),
    .library(name: "Transitions", targets: ["Transitions"]),
    .library(name: "TransitionsPlayback", targets: ["TransitionsPlayback"]),
    .library(name: "TransitionsPreview", targets: ["TransitionsPreview"]),
    .library(name: "TransitionsTesting", targets: ["TransitionsTesting"]),
    .library(name: "TransitionsBackend", targets: ["TransitionsBackend"]),
  ],
  // Every one of these is used by test targets only (an app resolves none of them).
  dependencies: [
    // The tool and the lab (`swift run transitions`, `swift run transitions-lab`), for their
    // tests.
    .package(path: "Tools"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // What the lab's tests drive it with: its server, a WebSocket client, its shutdown, a logger.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // Layer 1: value-type motion math. Standard library and the platform's C math library only.
    .target(name: "Motion", dependencies: ["CMotionMath"]),
    // `sincos` for Motion: one C header over the platform's math library.
    .target(name: "CMotionMath"),
    // Layer 2: a deterministic 2D dynamics engine with UIKit Dynamics' behaviours.
    .target(name: "Dynamics", dependencies: ["Motion"]),
    // Layer 3: the headless UI runtime (views, view controllers, gestures, animators).
    .target(name: "Stage", dependencies: ["Motion", "Dynamics"]),
    // Layer 4: the transition machinery and the catalogue of ready-made transitions.
    .target(name: "Transitions", dependencies: ["Stage", "Motion", "Dynamics"]),
    // Layer 5: playback: play scripts and their JSON, the scenario player and its scenes, the
    // timeline behind `transitions play`.
    // With `renderServer` on, a play plans and draws committed runs with the backend's planner
    // and render-server model (one implementation, issue 30).
    .target(
      name: "TransitionsPlayback",
      dependencies: ["Transitions", "TransitionsBackend", "Stage", "Motion"]),
    // Layer 6: the preview backend: timelines drawn as SVG frames, charts and an HTML gallery.
    .target(
      name: "TransitionsPreview",
      dependencies: ["TransitionsPlayback", "TransitionsBackend", "Transitions", "Motion"]),

    // What every live backend (UIKit, the lab) decides without its toolkit: the media clock's
    // mapping onto the engine's, and what the toolkit's transition context hears when.
    .target(
      name: "TransitionsBackend", dependencies: ["Transitions", "Stage", "Motion", "Dynamics"]),

    // For users' tests: touch-script builders, timeline queries and the law checker that holds
    // any transition to what the catalogue is held to.
    .target(
      name: "TransitionsTesting",
      dependencies: [
        "Transitions", "TransitionsPlayback", "TransitionsPreview", "Stage", "Motion",
      ]
    ),

    // Helpers shared by every test target: tolerance expectations, seeded random numbers,
    // property-run counts, touch scripts, lifecycle, gesture-state and world-event logs, and a
    // runner for the tool.
    .target(name: "TransitionsTestSupport", dependencies: ["Motion", "Dynamics", "Stage"]),

    .testTarget(name: "MotionTests", dependencies: ["Motion", "TransitionsTestSupport"]),
    .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "TransitionsTestSupport"]),
    .testTarget(
      name: "StageTests",
      dependencies: [
        "Stage", "TransitionsTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "TransitionsTests",
      dependencies: [
        "Transitions", "TransitionsPlayback", "Stage", "Motion", "Dynamics",
        "TransitionsTestSupport", "TransitionsTesting", "TransitionsPreview",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "TransitionsPreviewTests",
      dependencies: [
        "TransitionsPreview", "TransitionsPlayback", "Transitions", "Motion",
        "TransitionsTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // Recorded text snapshots, and the Selenium script the browser test runs.
      exclude: ["__Snapshots__", "Browser"]
    ),
    // A user's view of the library: imports only public products (no @testable), writes its
    // own transition, plays, draws and law-checks it.
    .testTarget(
      name: "TransitionsTestingTests",
      dependencies: [
        "Transitions", "TransitionsPlayback", "TransitionsPreview", "TransitionsTesting", "Stage",
        "Motion",
      ]
    ),
    .testTarget(
      name: "TransitionsBackendTests",
      dependencies: [
        "TransitionsBackend", "Motion", "TransitionsTestSupport", "Stage", "Transitions",
        "TransitionsPlayback",
        "TransitionsPreview",
      ]
    ),
    .testTarget(
      name: "TransitionsLabTests",
      dependencies: [
        "Transitions", "TransitionsPlayback", "TransitionsPreview", "Stage", "Motion",
        "TransitionsTestSupport", .product(name: "TransitionsLab", package: "Tools"),
        .product(name: "TransitionsTool", package: "Tools"),
        // Built with the tests: its own tests run the executable.
        .product(name: "transitions-lab", package: "Tools"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ],
      // The Selenium script the browser test runs.
      exclude: ["Browser"]
    ),
    // The soak's generator and checks (issue 33 §4): deterministic sessions, and a short soak.
    .testTarget(
      name: "TransitionsSoakTests",
      dependencies: [
        "TransitionsTestSupport", "Transitions", "TransitionsPlayback",
        .product(name: "TransitionsSoak", package: "Tools"),
      ]
    ),
    .testTarget(
      name: "TransitionsToolTests",
      dependencies: [
        "TransitionsTestSupport", "Motion", "TransitionsPlayback",
        .product(name: "TransitionsTool", package: "Tools"),
        // Built with the tests: its own tests run the executable.
        .product(name: "transitions", package: "Tools"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The UIKit backend (issue 18): Apple platforms only, built by Xcode for an iOS destination.
// Its files say plain `import UIKit` with no `#if` around their bodies, so the target is not
// declared at all where UIKit cannot exist: on Linux (and Windows) the manifest is what it was,
// and `swift build` / `swift test` never see the target. On Linux its files are type-checked
// against stand-ins instead (`scripts/check-apple.sh`, AppleStandIns/README.md). On a Mac,
// `swift build` for macOS (no UIKit there) must name its targets (`--target Transitions`); Xcode
// builds the product for iOS. iOS 17.5: the view-attached feedback generators.
#if !os(Linux) && !os(Windows)
  package.platforms = [.iOS("17.5")]
  package.products.append(.library(name: "TransitionsUIKit", targets: ["TransitionsUIKit"]))
  package.targets.append(
    .target(
      name: "TransitionsUIKit",
      dependencies: ["TransitionsBackend", "Transitions", "Stage", "Motion"]))
  // The SwiftUI modifiers (issue 19), over the UIKit backend; checked on Linux the same way.
  package.products.append(.library(name: "TransitionsSwiftUI", targets: ["TransitionsSwiftUI"]))
  package.targets.append(
    .target(
      name: "TransitionsSwiftUI",
      dependencies: ["TransitionsUIKit", "TransitionsBackend", "Transitions"]))
#endif

for target in package.targets where target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
