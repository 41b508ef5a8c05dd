import React from "react";
import styled from "styled-components";
import { Button } from "../ui/Button";
import { theme } from "../../theme/theme";

interface ErrorAlertProps {
  copy: Queries.SiteContentQuery["allLayoutYaml"]["nodes"][number]["error"];
}

/**
 * "Unexpected Application Error!": the alert a failing script shows (src/enhance/errors.ts). The
 * Layout renders it once, inert, inside a <template>; the script copies it into the page's alert
 * region with the error's message, marked as a technical detail in English. The page around it
 * stays as it was, readable and usable.
 */
export function ErrorAlertTemplate({ copy }: ErrorAlertProps) {
  return (
    <template data-error-alert="">
      <Alert>
        <h2>{copy.heading}</h2>
        <p>{copy.text}</p>
        {/* The script's own message is English and technical: said so, after the words for everyone. */}
        <Detail>
          {copy.detailLabel} <code lang="en" data-error-detail="" />
        </Detail>
        <Button type="button" $variant="ghost" data-error-dismiss="">
          {copy.dismiss}
        </Button>
      </Alert>
    </template>
  );
}

/**
 * Where the alert appears: at the top of the content, staying in view (below the header where it
 * is fixed). An assertive live region on the page from the start, empty: a screen reader hears
 * nothing of it until a script fails, and then the alert as it is put in (live regions are
 * announced most reliably when they are there before their content). It takes no role="alert": an
 * empty alert is still an alert to some readers, and an alert added inside a live region is
 * announced twice by others.
 */
export const ErrorRegion = styled.div.attrs({ "aria-live": "assertive" as const, "data-error-region": "" })`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.raised};

  ${theme.tall} {
    top: ${theme.sizes.headerHeight};
  }
`;

const Alert = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.xs};
  max-width: ${theme.sizes.content};
  margin: ${theme.space.sm} auto;
  padding: ${theme.space.md};
  border-left: ${theme.sizes.focusRing} solid ${theme.roles.border.error};
  border-radius: ${theme.radii.sm};
  background: ${theme.roles.surface.card};
  box-shadow: ${theme.shadows.md};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const Detail = styled.p`
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.sm};

  code {
    font-family: ${theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;
