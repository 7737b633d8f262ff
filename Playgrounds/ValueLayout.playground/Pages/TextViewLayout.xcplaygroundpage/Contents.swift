//: [Previous](@previous) | [Next](@next)
//:
//: # TextViewLayout
//:
//: The size of a `UITextView` that does not scroll: its text measured inside its container's
//: insets and line fragment padding.
//:
//: This page lays out with a `FixedAdvanceTextMeasurer`: each character is 7 points wide and each
//: line 17 points tall, whatever the font, so the frames printed below are the same on every
//: platform.
import Foundation
import ValueLayout

let measurer = FixedAdvanceTextMeasurer(advance: 7, lineHeight: 17)
let context = LayoutContext(textMeasurer: measurer)

//: ## Text, padding and insets
//:
//: The text wraps within the width less the insets and twice the padding; they are then added
//: back around it.
let note = TextViewLayout(
    text: "Tap the link to read the terms", lineFragmentPadding: 5,
    textContainerInset: EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0), viewReuseId: "note")

print("A note 120 points wide:")
print(note.arrangement(width: 120, context: context).snapshotText)

//: ## Empty text
//:
//: An empty text view keeps the height of one line, as `UITextView` does.
let empty = TextViewLayout(text: "", lineFragmentPadding: 5, viewReuseId: "empty")

print("An empty text view:")
print(empty.arrangement(width: 120, context: context).snapshotText)
