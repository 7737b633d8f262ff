// A stand-in while scripts/update-doc-examples.sh regenerates this file.
let generatedDocExamples: [DocExample] = []
let generatedSkippedDocBlocks: [String] = []
