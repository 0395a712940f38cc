import { describe, expect, it } from "vitest";
import { findSharedSentences, sentencesOf } from "@/scripts/lib/shared-sentences";

describe("shared sentence finder", () => {
  it("ignores short sentences and normalises case and punctuation", () => {
    expect(sentencesOf("Short one. This sentence has exactly eight words in it.")).toEqual([
      "this sentence has exactly eight words in it",
    ]);
  });

  it("reports a sentence that two pages share", () => {
    const sentence = "We ship small releases every week and measure what changes.";
    const shared = findSharedSentences([
      { page: "a", value: { intro: [sentence] } },
      { page: "b", value: { cards: [{ description: `Different opening here. ${sentence.toUpperCase()}` }] } },
      { page: "c", value: "Nothing in common with the others at all, none whatsoever." },
    ]);
    expect(shared).toEqual([
      { sentence: "we ship small releases every week and measure what changes", pages: ["a", "b"] },
    ]);
  });
});
