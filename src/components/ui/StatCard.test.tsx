import React from "react";
import { render, screen } from "@testing-library/react";
import { StatCard } from "./StatCard";
import { LocaleProvider } from "../../lib/LocaleContext";

describe("StatCard", () => {
  it("shows a percentage as typed on an English page", () => {
    render(<StatCard icon="trophy" value="99%" label="Completion Rate" />);
    expect(screen.getByText("99%")).toBeInTheDocument();
  });

  it("shows it with a non-breaking space before % on a Spanish page, so the sign never starts a line", () => {
    render(
      <LocaleProvider locale="es">
        <StatCard icon="trophy" value="99%" label="Tasa de finalización" />
      </LocaleProvider>,
    );
    expect(screen.getByText("99\u00a0%", { normalizer: (text) => text })).toBeInTheDocument();
  });

  it("shows a goal's label alone, without a figure", () => {
    const { container } = render(<StatCard icon="graduation" label="Scholarship Fund" />);
    expect(container.textContent).toBe("Scholarship Fund");
  });
});
