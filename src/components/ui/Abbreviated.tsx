import React from "react";
import { splitAbbreviations, type Abbreviation } from "../../lib/abbreviations";

interface AbbreviatedProps {
  text: string;
  abbreviations: readonly Abbreviation[];
}

/** A text with each short form it holds in an <abbr> whose title says it in full (WCAG 3.1.4). */
export function Abbreviated({ text, abbreviations }: AbbreviatedProps) {
  return (
    <>
      {splitAbbreviations(text, abbreviations).map((part, index) =>
        typeof part === "string" ? (
          // The parts of one text never reorder, so their position is a stable key.
          // eslint-disable-next-line react/no-array-index-key
          <React.Fragment key={index}>{part}</React.Fragment>
        ) : (
          // eslint-disable-next-line react/no-array-index-key
          <abbr key={index} title={part.long}>
            {part.text}
          </abbr>
        ),
      )}
    </>
  );
}
