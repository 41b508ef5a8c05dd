import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { fillTemplate } from "../../lib/template";
import { theme } from "../../theme/theme";

interface TestimonialsProps {
  heading: string;
  intro?: string | null;
  ageLabel: string;
  testimonials: Queries.ImpactTestimonialsFragment["testimonials"];
}

/** Anonymous voices: the quote, "Anonymous", the age when known, and what they achieved. */
export function Testimonials({ heading, intro, ageLabel, testimonials }: TestimonialsProps) {
  return (
    <Section id="testimonials" heading={heading} intro={intro} tone="sand" centred>
      <CardGrid $columns={{ lg: 3 }}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.quote}>
            <Quote as="figure">
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <Name>
                  {testimonial.name}
                  {testimonial.age !== null && testimonial.age !== undefined && (
                    <>, {fillTemplate(ageLabel, { age: testimonial.age })}</>
                  )}
                </Name>
                <Role>{testimonial.role}</Role>
              </figcaption>
            </Quote>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export const query = graphql`
  fragment ImpactTestimonials on TestimonialsYaml {
    testimonials {
      quote
      name
      age
      role
    }
  }
`;

const Quote = styled(Card)`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin: 0;

  blockquote {
    position: relative;
    margin: 0;
    padding-top: ${theme.space.lg};
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.body};

    &::before {
      content: "“";
      position: absolute;
      top: calc(-1 * ${theme.space.sm});
      left: 0;
      color: ${theme.roles.decoration.accent};
      font-family: ${theme.fonts.heading};
      font-size: ${theme.fontSizes.display};
      line-height: 1;
    }
  }
`;

const Name = styled.p`
  margin: 0;
  color: ${theme.roles.text.heading};
  font-weight: ${theme.fontWeights.bold};
`;

const Role = styled.p`
  margin: 0;
  color: ${theme.roles.text.accent};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;
