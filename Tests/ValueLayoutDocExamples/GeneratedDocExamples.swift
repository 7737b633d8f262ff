// GENERATED from README.md, docs/*.md and the DocC catalogs' articles by DocExampleExtractor. Do not edit.
// Regenerate after editing a Swift block of the docs:
//     scripts/update-doc-examples.sh
// (which runs VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 swift test --filter DocExampleSyncTests).
//
// The registry of the documents' examples; each document's blocks are in a file of their own
// in Generated/, named after the document.
// swift-format-ignore-file

/// Every Markdown file that the generator read, in path order.
let generatedDocExamples: [DocExample] = [
    DocExample(path: "README.md", swiftBlocks: 1, checkedPrints: 0, outputBlocks: 1, run: DocExamples_README_md.run),
    DocExample(path: "Sources/ValueLayout/ValueLayout.docc/Choosing-a-layout.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_Sources_ValueLayout_ValueLayout_docc_Choosing_a_layout_md.run),
    DocExample(path: "Sources/ValueLayout/ValueLayout.docc/The-layout-pass.md", swiftBlocks: 1, checkedPrints: 1, outputBlocks: 0, run: DocExamples_Sources_ValueLayout_ValueLayout_docc_The_layout_pass_md.run),
    DocExample(path: "Sources/ValueLayout/ValueLayout.docc/ValueLayout.md", swiftBlocks: 1, checkedPrints: 0, outputBlocks: 0, run: DocExamples_Sources_ValueLayout_ValueLayout_docc_ValueLayout_md.run),
    DocExample(path: "Sources/ValueLayoutTesting/ValueLayoutTesting.docc/ValueLayoutTesting.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_Sources_ValueLayoutTesting_ValueLayoutTesting_docc_ValueLayoutTesting_md.run),
    DocExample(path: "docs/AbsoluteLayout.md", swiftBlocks: 5, checkedPrints: 7, outputBlocks: 0, run: DocExamples_docs_AbsoluteLayout_md.run),
    DocExample(path: "docs/Alignment-and-Flexibility.md", swiftBlocks: 4, checkedPrints: 6, outputBlocks: 0, run: DocExamples_docs_Alignment_and_Flexibility_md.run),
    DocExample(path: "docs/ButtonLayout.md", swiftBlocks: 6, checkedPrints: 10, outputBlocks: 0, run: DocExamples_docs_ButtonLayout_md.run),
    DocExample(path: "docs/CenterLayout.md", swiftBlocks: 6, checkedPrints: 8, outputBlocks: 1, run: DocExamples_docs_CenterLayout_md.run),
    DocExample(path: "docs/CornerLayout.md", swiftBlocks: 5, checkedPrints: 6, outputBlocks: 0, run: DocExamples_docs_CornerLayout_md.run),
    DocExample(path: "docs/FirstFitLayout.md", swiftBlocks: 4, checkedPrints: 6, outputBlocks: 0, run: DocExamples_docs_FirstFitLayout_md.run),
    DocExample(path: "docs/FlexLayout.md", swiftBlocks: 17, checkedPrints: 1, outputBlocks: 16, run: DocExamples_docs_FlexLayout_md.run),
    DocExample(path: "docs/InsetLayout.md", swiftBlocks: 2, checkedPrints: 5, outputBlocks: 0, run: DocExamples_docs_InsetLayout_md.run),
    DocExample(path: "docs/LabelLayout.md", swiftBlocks: 11, checkedPrints: 6, outputBlocks: 4, run: DocExamples_docs_LabelLayout_md.run),
    DocExample(path: "docs/OverlayLayout.md", swiftBlocks: 2, checkedPrints: 3, outputBlocks: 0, run: DocExamples_docs_OverlayLayout_md.run),
    DocExample(path: "docs/RatioLayout.md", swiftBlocks: 5, checkedPrints: 8, outputBlocks: 1, run: DocExamples_docs_RatioLayout_md.run),
    DocExample(path: "docs/RelativeLayout.md", swiftBlocks: 6, checkedPrints: 8, outputBlocks: 0, run: DocExamples_docs_RelativeLayout_md.run),
    DocExample(path: "docs/ScrollLayout.md", swiftBlocks: 5, checkedPrints: 6, outputBlocks: 0, run: DocExamples_docs_ScrollLayout_md.run),
    DocExample(path: "docs/SizeLayout.md", swiftBlocks: 6, checkedPrints: 9, outputBlocks: 0, run: DocExamples_docs_SizeLayout_md.run),
    DocExample(path: "docs/StackLayout.md", swiftBlocks: 10, checkedPrints: 8, outputBlocks: 2, run: DocExamples_docs_StackLayout_md.run),
    DocExample(path: "docs/TextViewLayout.md", swiftBlocks: 4, checkedPrints: 5, outputBlocks: 0, run: DocExamples_docs_TextViewLayout_md.run),
    DocExample(path: "docs/background-and-lists.md", swiftBlocks: 9, checkedPrints: 8, outputBlocks: 0, run: DocExamples_docs_background_and_lists_md.run),
    DocExample(path: "docs/custom-layouts.md", swiftBlocks: 5, checkedPrints: 3, outputBlocks: 1, run: DocExamples_docs_custom_layouts_md.run),
    DocExample(path: "docs/getting-started.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_docs_getting_started_md.run),
    DocExample(path: "docs/layouts-as-data.md", swiftBlocks: 3, checkedPrints: 1, outputBlocks: 2, run: DocExamples_docs_layouts_as_data_md.run),
    DocExample(path: "docs/migrating-from-layoutkit.md", swiftBlocks: 3, checkedPrints: 1, outputBlocks: 1, run: DocExamples_docs_migrating_from_layoutkit_md.run),
    DocExample(path: "docs/performance.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_docs_performance_md.run),
    DocExample(path: "docs/result-builder.md", swiftBlocks: 8, checkedPrints: 8, outputBlocks: 0, run: DocExamples_docs_result_builder_md.run),
    DocExample(path: "docs/sizing-contract.md", swiftBlocks: 6, checkedPrints: 4, outputBlocks: 2, run: DocExamples_docs_sizing_contract_md.run),
    DocExample(path: "docs/testing-layouts.md", swiftBlocks: 4, checkedPrints: 4, outputBlocks: 0, run: DocExamples_docs_testing_layouts_md.run),
    DocExample(path: "docs/tracing.md", swiftBlocks: 7, checkedPrints: 7, outputBlocks: 0, run: DocExamples_docs_tracing_md.run),
    DocExample(path: "docs/views-and-animation.md", swiftBlocks: 4, checkedPrints: 4, outputBlocks: 0, run: DocExamples_docs_views_and_animation_md.run),
    DocExample(path: "docs/workloads.md", swiftBlocks: 0, checkedPrints: 0, outputBlocks: 0, run: DocExamples_docs_workloads_md.run),
]

/// The Swift blocks marked `<!-- not compiled: reason -->`: path:line: reason.
let generatedSkippedDocBlocks: [String] = [
    "docs/getting-started.md:53: built and tested by scripts/check-getting-started.sh",
    "docs/getting-started.md:82: built and tested by scripts/check-getting-started.sh",
    "docs/getting-started.md:130: built and tested by scripts/check-getting-started.sh",
    "docs/getting-started.md:234: built and tested by scripts/check-getting-started.sh",
    "docs/migrating-from-layoutkit.md:11: LayoutKit code",
    "docs/migrating-from-layoutkit.md:107: LayoutKit code",
    "docs/migrating-from-layoutkit.md:273: Yoga code",
    "docs/migrating-from-layoutkit.md:303: Texture code",
]
