import styled, { css } from "styled-components";
import { theme } from "../../theme/theme";

type Columns = Partial<Record<"sm" | "md" | "lg", number>>;

/**
 * A list laid out as a grid of cards: one column on phones, then as many as `$columns` says from
 * each breakpoint. Use `as="ol"` when the order means something.
 */
export const CardGrid = styled.ul<{ $columns: Columns; $gap?: "sm" | "md" }>`
  display: grid;
  gap: ${({ $gap = "md" }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $columns }) =>
    (["sm", "md", "lg"] as const)
      .filter((breakpoint) => $columns[breakpoint])
      .map(
        (breakpoint) => css`
          ${theme.media[breakpoint]} {
            grid-template-columns: repeat(${$columns[breakpoint]}, minmax(0, 1fr));
          }
        `,
      )}
`;
