import React from "react";
import { splitOnToken } from "../../lib/template";

type TextWithEmailProps = { text: string } & (
  | {
      /** The address each {email} shows, as a mailto link to it. */
      email: string;
    }
  | {
      /** What each {email} becomes instead (an empty link a script fills in). */
      link: React.ReactElement;
    }
);

/** Editor copy in which {email} stands for the organisation's address, shown as a mailto link. */
export function TextWithEmail({ text, ...address }: TextWithEmailProps) {
  const link = "link" in address ? address.link : <a href={`mailto:${address.email}`}>{address.email}</a>;
  const parts = splitOnToken(text, "email");
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one string never reorder, so their position is a stable key.
        // eslint-disable-next-line react/no-array-index-key
        <React.Fragment key={index}>
          {part}
          {index < parts.length - 1 && link}
        </React.Fragment>
      ))}
    </>
  );
}
