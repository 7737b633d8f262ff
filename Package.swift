// swift-tools-version: 6.0
import PackageDescription

// The pages of Playgrounds/ValueLayout.playground, in its order. Each page is also an executable
// target, `<Page>Playground`, whose main.swift is a link to the page's Contents.swift, so that
// CI compiles and runs every page (scripts/run-playgrounds.sh).
let playgroundPages = [
    "SizeLayout", "InsetLayout", "StackLayout", "OverlayLayout", "LabelLayout", "ScrollLayout", "FirstFitLayout",
    "RelativeLayout", "AbsoluteLayout", "CornerLayout", "ButtonLayout", "TextViewLayout", "CustomLayout", "FeedItem",
]
let playgroundPageTargets: [Target] = playgroundPages.map { page in
    .executableTarget(
        name: "\(page)Playground",
        dependencies: page == "FeedItem" ? ["ValueLayout", "ValueLayoutWorkloads"] : ["ValueLayout"],
        path: "Playgrounds/Executables/\(page)"
    )
}

let package = Package(
    name: "ValueLayout",
    // The lowest versions the code needs (scripts/check-apple-platforms.py keeps this honest): the
    // precomputation job times its slices with `ContinuousClock` and `Duration` (Swift 5.7's
    // clocks: macOS 13, iOS 16, tvOS 16, watchOS 9). A newer API is used behind `#available`.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ValueLayout", targets: ["ValueLayout"]),
        .library(name: "ValueLayoutFonts", targets: ["ValueLayoutFonts"]),
        .library(name: "ValueLayoutTesting", targets: ["ValueLayoutTesting"]),
        .executable(name: "valuelayout-demo", targets: ["valuelayout-demo"]),
        .executable(name: "valuelayout-bench", targets: ["valuelayout-bench"]),
        .executable(name: "valuelayout", targets: ["valuelayout"]),
    ],
    targets: [
        .target(name: "ValueLayout", dependencies: ["ValueLayoutCHelpers"]),
        // Text measured with real fonts: the TrueType reader, the shaping caches, the Unicode line
        // breaker and `FontTextMeasurer`. The core module does not import it. Its resources are
        // DejaVu Sans regular and bold with their licence (`FontCatalog.bundled`), also the fonts
        // of the text tests and of their HarfBuzz and Chromium fixtures.
        .target(
            name: "ValueLayoutFonts", dependencies: ["ValueLayout"],
            resources: [
                .copy("Resources/DejaVuSans.ttf"), .copy("Resources/DejaVuSans-Bold.ttf"), .copy("Resources/LICENSE"),
            ]
        ),
        // What the engine needs and Swift lacks: cache prefetch hints, the current stack address
        // and a thread-local counter (inline C functions).
        .target(name: "ValueLayoutCHelpers"),
        .target(name: "ValueLayoutTesting", dependencies: ["ValueLayout"]),
        // The project's own test machinery, not a product: one registration per layout kind
        // (`Registrations/`), layout trees as data (`LayoutSpec`), the random tree generator and the registry
        // of known library bugs, used by the tests and the fuzzer.
        .target(name: "ValueLayoutHarness", dependencies: ["ValueLayout", "ValueLayoutTesting"]),
        // The benchmark workloads of docs/workloads.md and their hand-written baselines,
        // shared by the demo, the benchmark, the feed-item playground page and the tests.
        .target(name: "ValueLayoutWorkloads", dependencies: ["ValueLayout", "ValueLayoutFonts"]),
        .executableTarget(
            name: "valuelayout-demo", dependencies: ["ValueLayout", "ValueLayoutFonts", "ValueLayoutWorkloads"]
        ),
        // The `valuelayout` command (render, diff, bench, check layout documents): a library, so that
        // the tests run it in process, and a one-line executable.
        .target(name: "ValueLayoutCommand", dependencies: ["ValueLayout", "ValueLayoutFonts"]),
        .executableTarget(name: "valuelayout", dependencies: ["ValueLayoutCommand"]),
        // The benchmark of docs/workloads.md: `swift run -c release valuelayout-bench`. Its
        // instruction-count loops also take any registered kind's speed trees (the harness's
        // `KindSpeedTrees`, for `scripts/count-instructions.sh --kinds`).
        .executableTarget(
            name: "valuelayout-bench",
            dependencies: [
                "ValueLayout", "ValueLayoutFonts", "ValueLayoutWorkloads", "ValueLayoutTesting", "ValueLayoutHarness",
                "AllocationCounter",
            ]
        ),
        // Counts heap allocations by interposing malloc; linked into the benchmark only.
        .target(name: "AllocationCounter"),
        .testTarget(
            name: "ValueLayoutTests",
            dependencies: [
                "ValueLayout", "ValueLayoutFonts", "ValueLayoutTesting", "ValueLayoutHarness", "ValueLayoutWorkloads",
                "ValueLayoutCommand",
            ],
            // Snapshot files of the snapshot tests (read and written by the tests), the HarfBuzz
            // and Chromium fixtures of the bundled fonts (read by the text tests) and the layouts
            // Chromium computed for the flexbox and grid tests (Fixtures/README.md): not built.
            exclude: ["Snapshots/__Snapshots__", "Fonts", "Fixtures"]
        ),
        // The Swift blocks of the README and the guides, compiled and run (generated by
        // scripts/update-doc-examples.sh). Only the products a user has, so that an example cannot
        // use a test helper.
        .testTarget(
            name: "ValueLayoutDocExamples",
            dependencies: ["ValueLayout", "ValueLayoutFonts", "ValueLayoutTesting"],
            exclude: ["Generated/__Snapshots__"]
        ),
    ] + playgroundPageTargets,
    swiftLanguageModes: [.v6]
)
