import React from "react";
import { splitOnToken } from "../../lib/template";

/** Editor copy in which {email} stands for the organisation's address, shown as a mailto link. */
export function TextWithEmail({ text, email }: { text: string; email: string }) {
  const parts = splitOnToken(text, "email");
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one string never reorder, so their position is a stable key.
        // eslint-disable-next-line react/no-array-index-key
        <React.Fragment key={index}>
          {part}
          {index < parts.length - 1 && <a href={`mailto:${email}`}>{email}</a>}
        </React.Fragment>
      ))}
    </>
  );
}
