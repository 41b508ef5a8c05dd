import React from "react";
import { render, screen } from "@testing-library/react";
import { ProgramCard } from "./ProgramCard";
import { yamlData } from "../../../tests/support/content";

const programs: Queries.ProgramCardFragment[] = yamlData("programs").programs;

describe("ProgramCard", () => {
  it.each(programs.map((program) => [program.title, program]))(
    "names its Learn More link after the program, with no stray space before the colon (%s)",
    (title, program) => {
      render(<ProgramCard program={program} featuresLabel="What it includes" learnMore="Learn More" />);
      const link = screen.getByRole("link", { name: `Learn More: ${title}` });
      // jsdom does not blockify the positioned hidden span as browsers do, so check the markup
      // too: the name is one run of text, not visible words joined to a positioned part.
      expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Learn More$/);
      expect(screen.getByText(`Learn More: ${title}`)).toBe(link.lastElementChild);
      expect(link).toHaveAttribute("href", expect.stringContaining("/contact"));
    },
  );
});
