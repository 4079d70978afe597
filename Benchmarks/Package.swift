// swift-tools-version: 6.1

// Benchmarks for the `Motion` library, kept in their own package so that the root package's
// `swift build` and `swift test` never build ordo-one/benchmark or its dependencies.
//
// Run from this folder:
//
//   swift package --disable-sandbox benchmark
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
    )
  ],
  swiftLanguageModes: [.v6]
)
