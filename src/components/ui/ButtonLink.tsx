import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { buttonStyles, type ButtonVariant } from "./buttonStyles";

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
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
    <StyledLink to={to} $variant={variant} className={className}>
      {children}
    </StyledLink>
  );
}
