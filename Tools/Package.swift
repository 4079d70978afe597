// swift-tools-version: 6.0

// The command-line tool (`transitions`) and the live lab (`transitions-lab`): a package of their
// own, beside the libraries, so that their dependencies (argument parser, web server) never enter
// the package graph of an app that adds the libraries (docs/PACKAGES.md). It depends on the
// libraries by path.
//
// Run them from the repository's root as always (`swift run transitions`,
// `swift run transitions-lab`): the root package depends on this one (for the tests of the tool
// and the lab, which live with every other test in the root's Tests/), and SwiftPM runs an
// executable product of a dependency.

import PackageDescription

/// Settings applied to every target, as in the root package.
let sharedSwiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "swift-transitions-tools",
  products: [
    .executable(name: "transitions", targets: ["transitions"]),
    // The live lab: its own product, so `swift run transitions` never builds the web stack.
    .executable(name: "transitions-lab", targets: ["transitions-lab"]),
    // The tool's commands and the lab as libraries: the root package's tests call them
    // in-process.
    .library(name: "TransitionsTool", targets: ["TransitionsTool"]),
    .library(name: "TransitionsLab", targets: ["TransitionsLab"]),
    // The soak (issue 33 §4): a million random sessions across the catalogue and users' own
    // transitions, in a release build, in parallel, resumable (RELIABILITY.md). Its generator and
    // checks are a library so the root package's tests play a short soak in-process.
    .executable(name: "transitions-soak", targets: ["transitions-soak"]),
    .library(name: "TransitionsSoak", targets: ["TransitionsSoak"]),
  ],
  dependencies: [
    // The libraries: this repository's root. Named, so that the name holds whatever the
    // checkout's folder is called.
    .package(name: "swift-transitions", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The lab's web server and WebSocket, its graceful shutdown and its logger.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // The command-line tool: its commands live in a library so tests can call them in-process.
    .target(
      name: "TransitionsTool",
      dependencies: [
        .product(name: "Motion", package: "swift-transitions"),
        .product(name: "Dynamics", package: "swift-transitions"),
        .product(name: "Stage", package: "swift-transitions"),
        .product(name: "Transitions", package: "swift-transitions"),
        .product(name: "TransitionsPlayback", package: "swift-transitions"),
        .product(name: "TransitionsPreview", package: "swift-transitions"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "transitions", dependencies: ["TransitionsTool"]),

    // The soak: random sessions (scripts played by the scenario player, and users' own
    // transitions through the public law checker), checked after every play; the executable
    // runs them in worker processes and keeps a resumable state file.
    .target(
      name: "TransitionsSoak",
      dependencies: [
        .product(name: "Motion", package: "swift-transitions"),
        .product(name: "Stage", package: "swift-transitions"),
        .product(name: "Transitions", package: "swift-transitions"),
        .product(name: "TransitionsPlayback", package: "swift-transitions"),
        .product(name: "TransitionsPreview", package: "swift-transitions"),
        .product(name: "TransitionsTesting", package: "swift-transitions"),
      ]
    ),
    .executableTarget(
      name: "transitions-soak",
      dependencies: [
        "TransitionsSoak", .product(name: "Transitions", package: "swift-transitions"),
        .product(name: "TransitionsPlayback", package: "swift-transitions"),
      ]
    ),

    // The live lab: a local page that streams a live scene to a browser and pointer input back.
    // Its protocol, sessions, frames and script recording are plain Swift; the server is
    // Hummingbird with its WebSocket upgrade.
    .target(
      name: "TransitionsLab",
      dependencies: [
        .product(name: "Motion", package: "swift-transitions"),
        .product(name: "Stage", package: "swift-transitions"),
        .product(name: "Transitions", package: "swift-transitions"),
        .product(name: "TransitionsPlayback", package: "swift-transitions"),
        .product(name: "TransitionsBackend", package: "swift-transitions"),
        .product(name: "TransitionsPreview", package: "swift-transitions"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(
      name: "transitions-lab",
      dependencies: [
        "TransitionsLab", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
