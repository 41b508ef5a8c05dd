import React from "react";
import { VisuallyHidden } from "./VisuallyHidden";

interface NewTabLinkProps {
  href: string;
  children: React.ReactNode;
  /** Said to screen readers after the link text, e.g. "(opens in a new tab)". */
  newTabNotice: string;
  className?: string;
  "aria-label"?: string;
}

/**
 * A link that opens in a new tab (to another website: the content's `ExternalLink`, a social
 * page, the donation page), tells screen reader users so, and gives the other site no handle on
 * this window (rel="noopener noreferrer").
 */
export function NewTabLink({ href, children, newTabNotice, className, "aria-label": ariaLabel }: NewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={ariaLabel ? `${ariaLabel} ${newTabNotice}` : undefined}
    >
      {children}
      {!ariaLabel && <VisuallyHidden> {newTabNotice}</VisuallyHidden>}
    </a>
  );
}
