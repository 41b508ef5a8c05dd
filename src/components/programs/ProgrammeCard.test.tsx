import React from "react";
import { render, screen } from "@testing-library/react";
import { ProgrammeCard } from "./ProgrammeCard";
import { yamlData } from "../../../tests/support/content";

const programmes: Queries.ProgrammeCardFragment[] = yamlData("programmes").programmes;

describe("ProgrammeCard", () => {
  it.each(programmes.map((programme) => [programme.title, programme]))(
    "names its Learn More link after the programme, with no stray space before the colon (%s)",
    (title, programme) => {
      render(<ProgrammeCard programme={programme} featuresLabel="What it includes" learnMore="Learn More" />);
      const link = screen.getByRole("link", { name: `Learn More: ${title}` });
      // jsdom does not blockify the positioned hidden span as browsers do, so check the markup
      // too: the name is one run of text, not visible words joined to a positioned part.
      expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Learn More$/);
      expect(screen.getByText(`Learn More: ${title}`)).toBe(link.lastElementChild);
      expect(link).toHaveAttribute("href", expect.stringContaining("/contact"));
    },
  );
});
