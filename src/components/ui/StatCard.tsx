import React from "react";
import styled from "styled-components";
import type { IconKind } from "./Icon";
import { IconBadge } from "./IconBadge";

interface StatCardProps {
  icon: IconKind;
  value: string;
  label: string;
  description?: string | null;
}

/** One figure the organisation stands behind: icon, big number, label, optional explanation. */
export function StatCard({ icon, value, label, description }: StatCardProps) {
  return (
    <Card>
      <IconBadge name={icon} />
      <Value>{value}</Value>
      <Label>{label}</Label>
      {description && <Description>{description}</Description>}
    </Card>
  );
}

const Card = styled.div`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space["2xs"]};
  height: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space["2xs"]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  & > span:first-child {
    justify-self: center;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

const Value = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes["3xl"]};
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.black};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
