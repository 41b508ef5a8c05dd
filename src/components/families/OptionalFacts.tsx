import React from "react";
import { graphql } from "gatsby";
import { FamilyCard } from "./FamilyCard";

/**
 * Facts the organization has not published yet (ages, cost, languages spoken): each a sentence
 * shown only when data/pages/families.yaml has it; with none, no card at all (docs/launch.md).
 */
export function OptionalFacts({ facts }: { facts: Queries.FamiliesFactsFragment }) {
  const filled = [facts.ages, facts.cost, facts.languages].filter((fact): fact is string => Boolean(fact?.trim()));
  if (filled.length === 0) return null;
  return (
    <FamilyCard icon="compass" heading={facts.heading}>
      <ul>
        {filled.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </FamilyCard>
  );
}

export const query = graphql`
  fragment FamiliesFacts on FamiliesFacts {
    heading
    ages
    cost
    languages
  }
`;
