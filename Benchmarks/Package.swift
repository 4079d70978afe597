// swift-tools-version: 6.1

// Benchmarks for the `Motion` and `Dynamics` libraries, kept in their own package so that the
// root package's `swift build` and `swift test` never build ordo-one/benchmark or its
// dependencies.
//
// Run from this folder:
//
//   swift package --disable-sandbox benchmark
//
// The benchmark plugin runs every executable target whose folder sits in `Benchmarks/`
// (`MotionBenchmarks`, `DynamicsBenchmarks`, `StageBenchmarks`, `HostBenchmarks`,
// `TransitionsBenchmarks`, `BackendBenchmarks`). `DynamicsComparison` lives in `Sources/` so the
// plugin leaves it alone: it is the Swift side of `compare_physics.py`, which times the same
// scenes in pymunk and Box2D. `DynamicsScenes` builds those scenes for both executables.
//
// ordo-one/benchmark's default traits are "MallocInterposer" and "RuntimeInterposer". On Linux
// with Swift 6.3 the second one pulls in ordo-one/swift-runtime-interposer (ARC counters), which
// this machine's package mirror does not have. Enabling only "MallocInterposer" keeps the malloc
// counters (mallocCountTotal) and lets the package graph resolve without it.

import PackageDescription

let package = Package(
  name: "MotionBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(name: "swift-transitions", path: ".."),
  ],
  targets: [
    .executableTarget(
      name: "MotionBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Motion", package: "swift-transitions"),
      ],
      path: "Benchmarks/MotionBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "DynamicsBenchmarks",
      dependencies: [
        "DynamicsScenes",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Dynamics", package: "swift-transitions"),
        .product(name: "Motion", package: "swift-transitions"),
      ],
      path: "Benchmarks/DynamicsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "StageBenchmarks",
      dependencies: [
        "FrameBenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Motion", package: "swift-transitions"),
        .product(name: "Stage", package: "swift-transitions"),
      ],
      path: "Benchmarks/StageBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "HostBenchmarks",
      dependencies: [
        "FrameBenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Motion", package: "swift-transitions"),
        .product(name: "Stage", package: "swift-transitions"),
      ],
      path: "Benchmarks/HostBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TransitionsBenchmarks",
      dependencies: [
        "FrameBenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Motion", package: "swift-transitions"),
        .product(name: "Stage", package: "swift-transitions"),
        .product(name: "Transitions", package: "swift-transitions"),
        .product(name: "TransitionsPlayback", package: "swift-transitions"),
      ],
      path: "Benchmarks/TransitionsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "BackendBenchmarks",
      dependencies: [
        "FrameBenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Motion", package: "swift-transitions"),
        .product(name: "Stage", package: "swift-transitions"),
        .product(name: "Transitions", package: "swift-transitions"),
        .product(name: "TransitionsBackend", package: "swift-transitions"),
      ],
      path: "Benchmarks/BackendBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .target(
      name: "FrameBenchmarkSupport",
      dependencies: [.product(name: "Benchmark", package: "benchmark")],
      path: "Sources/FrameBenchmarkSupport"
    ),
    .target(
      name: "DynamicsScenes",
      dependencies: [
        .product(name: "Dynamics", package: "swift-transitions"),
        .product(name: "Motion", package: "swift-transitions"),
      ],
      path: "Sources/DynamicsScenes"
    ),
    .executableTarget(
      name: "DynamicsComparison",
      dependencies: [
        "DynamicsScenes",
        .product(name: "Dynamics", package: "swift-transitions"),
        .product(name: "Motion", package: "swift-transitions"),
      ],
      path: "Sources/DynamicsComparison"
    ),
  ],
  swiftLanguageModes: [.v6]
)
