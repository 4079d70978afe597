// swift-tools-version: 6.0

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
    .executable(name: "transitions", targets: ["transitions"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
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

    // The command-line tool: its commands live in a library so tests can call them in-process.
    .target(
      name: "TransitionsTool",
      dependencies: [
        "Motion", "Dynamics",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "transitions", dependencies: ["TransitionsTool"]),

    // Helpers shared by every test target: tolerance expectations, a runner for the tool.
    .target(name: "TransitionsTestSupport", dependencies: ["Motion"]),

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
      name: "TransitionsToolTests",
      dependencies: ["TransitionsTool", "TransitionsTestSupport", "Motion"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
