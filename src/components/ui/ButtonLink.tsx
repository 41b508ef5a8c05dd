import React from "react";
import styled from "styled-components";
import { buttonStyles, type ButtonVariant } from "./buttonStyles";

/* A plain <a>: pages are whole documents rendered at build, with no client-side router. */
const StyledLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

interface ButtonLinkProps {
  /** A page of this site, optionally with a #section. */
  to: string;
  variant?: ButtonVariant;
  children: React.ReactNode;
  className?: string;
}

/** A link that looks like a button: for going somewhere on this site. */
export function ButtonLink({ to, variant = "primary", children, className }: ButtonLinkProps) {
  return (
    <StyledLink href={to} $variant={variant} className={className}>
      {children}
    </StyledLink>
  );
}
