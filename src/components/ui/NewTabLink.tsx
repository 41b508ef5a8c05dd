import React from "react";
import { VisuallyHidden } from "./VisuallyHidden";

interface ExternalLinkProps {
  href: string;
  children: React.ReactNode;
  /** Said to screen readers after the link text, e.g. "(opens in a new tab)". */
  newTabNotice: string;
  className?: string;
  "aria-label"?: string;
}

/**
 * A link to another website. It opens in a new tab, tells screen reader users so, and gives the
 * other site no handle on this window (rel="noopener noreferrer").
 */
export function ExternalLink({ href, children, newTabNotice, className, "aria-label": ariaLabel }: ExternalLinkProps) {
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
