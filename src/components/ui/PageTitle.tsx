import React from "react";
import { pageTitleId } from "../../lib/pageTitle";

/**
 * A page's one h1, the target of "Skip to content" (src/lib/pageTitle.ts). It takes focus from
 * that link (tabindex -1: never a Tab stop of its own) and shows the site's focus ring while it
 * has it, in the colour made for its ground: a navy band sets the light ring (ringOn("inverse")).
 */
export function PageTitle({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <h1 id={pageTitleId} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
