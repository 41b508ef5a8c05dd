import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { ButtonLink } from "../ui/ButtonLink";
import { Photo, photoSlotSizes } from "../ui/Photo";
import { theme } from "../../theme/theme";

/** The workshop photo, a word about how sessions feel, and the way on to the Impact page. */
export function Workshop({ workshop }: { workshop: Queries.ProgramsWorkshopFragment["workshop"] }) {
  return (
    <Outer aria-labelledby="workshop-heading">
      <Container>
        <Wide photo={workshop.photo} sizes={photoSlotSizes.wide} />
        <Text>
          <h2 id="workshop-heading">{workshop.heading}</h2>
          <p>{workshop.text}</p>
          <ButtonLink to={workshop.button.to}>{workshop.button.label}</ButtonLink>
        </Text>
      </Container>
    </Outer>
  );
}

export const query = graphql`
  fragment ProgramsWorkshop on ProgramsPageYaml {
    workshop {
      heading
      text
      button {
        label
        to
      }
      photo {
        ...WidePhoto
      }
    }
  }
`;

const Outer = styled.section`
  padding-block: ${theme.space["2xl"]};

  ${theme.media.md} {
    padding-block: ${theme.space["3xl"]};
  }
`;

const Wide = styled(Photo)`
  border-radius: ${theme.radii.lg};
  isolation: isolate;
`;

const Text = styled.div`
  max-width: ${theme.sizes.prose};
  margin: ${theme.space.xl} auto 0;
  text-align: center;

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }

  p {
    font-size: ${theme.fontSizes.lg};
  }
`;
