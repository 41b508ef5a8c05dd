import React from "react";
import styled from "styled-components";
import { buttonStyles, type ButtonVariant } from "./buttonStyles";
import { useLocale } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";

/* A plain <a>: pages are whole documents rendered at build, with no client-side router. */
const StyledLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

interface ButtonLinkProps {
  /** A page of this site as data/ writes it (optionally with a #section): it leads to the page in the page's own language. */
  to: string;
  variant?: ButtonVariant;
  children: React.ReactNode;
  className?: string;
}

/** A link that looks like a button: for going somewhere on this site. */
export function ButtonLink({ to, variant = "primary", children, className }: ButtonLinkProps) {
  return (
    <StyledLink href={localePath(useLocale(), to)} $variant={variant} className={className}>
      {children}
    </StyledLink>
  );
}
