import React from "react";
import styled from "styled-components";

const NoWrap = styled.span`
  white-space: nowrap;
`;

/**
 * The organisation's name, with its short name kept on one line wherever the name wraps
 * ("ME vs. ME / Youth Outreach", never "ME vs. / ME Youth …").
 */
export function SiteName({ name, shortName }: { name: string; shortName: string }) {
  if (!name.startsWith(shortName)) return <>{name}</>;
  return (
    <>
      <NoWrap>{shortName}</NoWrap>
      {name.slice(shortName.length)}
    </>
  );
}
