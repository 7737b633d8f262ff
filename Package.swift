// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ValueLayout",
    products: [
        .library(name: "ValueLayout", targets: ["ValueLayout"]),
        .library(name: "ValueLayoutTesting", targets: ["ValueLayoutTesting"]),
        .executable(name: "valuelayout-demo", targets: ["valuelayout-demo"]),
        .executable(name: "valuelayout-bench", targets: ["valuelayout-bench"]),
    ],
    targets: [
        .target(name: "ValueLayout", dependencies: ["ValueLayoutCHelpers"]),
        // What the engine needs and Swift lacks: cache prefetch hints, the current stack address
        // and a thread-local counter (inline C functions).
        .target(name: "ValueLayoutCHelpers"),
        .target(name: "ValueLayoutTesting", dependencies: ["ValueLayout"]),
        // The project's own test machinery, not a product: layout trees as data (`LayoutSpec`),
        // the fuzz decoder and the registry of known library bugs, used by the tests and the fuzzer.
        .target(name: "ValueLayoutHarness", dependencies: ["ValueLayout", "ValueLayoutTesting"]),
        // The benchmark workloads of ../shared/workloads.md and their hand-written baselines,
        // shared by the demo, the benchmark, the playground and the tests.
        .target(name: "ValueLayoutWorkloads", dependencies: ["ValueLayout"]),
        .executableTarget(name: "valuelayout-demo", dependencies: ["ValueLayout", "ValueLayoutWorkloads"]),
        // The benchmark of ../shared/workloads.md: `swift run -c release valuelayout-bench`.
        .executableTarget(
            name: "valuelayout-bench",
            dependencies: ["ValueLayout", "ValueLayoutWorkloads", "ValueLayoutTesting", "AllocationCounter"]
        ),
        // Counts heap allocations by interposing malloc; linked into the benchmark only.
        .target(name: "AllocationCounter"),
        // The playground's page (Playgrounds/FeedItem.playground/Contents.swift, linked as this
        // target's main.swift), compiled as an executable so that CI keeps it building.
        .executableTarget(
            name: "FeedItemPlayground",
            dependencies: ["ValueLayout", "ValueLayoutWorkloads"],
            path: "Playgrounds/FeedItemExample"
        ),
        .testTarget(
            name: "ValueLayoutTests",
            dependencies: ["ValueLayout", "ValueLayoutTesting", "ValueLayoutHarness", "ValueLayoutWorkloads"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
