import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { LineLink } from "../ui/LineLink";
import { Container } from "../ui/Container";
import { ButtonLink } from "../ui/ButtonLink";
import { Photo } from "../ui/Photo";
import { photoSizes } from "../../theme/photoSizes";
import { StoryVideo } from "./StoryVideo";
import { MissionCard } from "./MissionCard";
import { SiteName } from "../ui/SiteName";
import { PageTitle } from "../ui/PageTitle";
import { theme } from "../../theme/theme";
import { links, lookCss, ringOn } from "../../theme/interactive";
import { useLocale } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";
import { pageTitleId } from "../../lib/pageTitle";

interface HeroProps {
  hero: Queries.HomeHeroFragment["hero"];
  site: Queries.HomeSiteFragment;
  missionHeading: string;
  foundedLabel: string;
}

/** The first view of the site: who we are, what we stand for, and the two ways in. */
export function Hero({ hero, site, missionHeading, foundedLabel }: HeroProps) {
  return (
    <Band aria-labelledby={pageTitleId}>
      <Grid>
        <Text>
          <Badge>{hero.badge}</Badge>
          <Title>
            <SiteName name={site.name} shortName={site.shortName} />
          </Title>
          <Tagline>{hero.tagline}</Tagline>
          <Line>{hero.line}</Line>
          <FamiliesLink href={localePath(useLocale(), hero.familiesLink.to)}>{hero.familiesLink.label}</FamiliesLink>
          <Intro>{hero.intro}</Intro>
          <Actions>
            <ButtonLink to={hero.primaryButton.to}>{hero.primaryButton.label}</ButtonLink>
            <StoryVideo
              videoUrl={site.storyVideoUrl}
              label={hero.storyButton}
              readLabel={hero.storyReadButton}
              dialogTitle={hero.videoDialogTitle}
              closeLabel={hero.videoDialogClose}
            />
          </Actions>
        </Text>
        <Figure>
          {/* Beside the text on wide screens (where the preload in the <head> fetches it first), below it on phones. */}
          <HeroPhoto photo={hero.photo} sizes={heroPhotoSizes} loading="eager" fetchPriority="low" />
          <MissionCard heading={missionHeading} mission={site.mission} foundedLabel={foundedLabel} foundedYear={site.foundedYear} />
        </Figure>
      </Grid>
    </Band>
  );
}

/** The width the hero photo is shown at (the preload in the <head> names the same). */
export const heroPhotoSizes = photoSizes([["lg", "36rem"]], "calc(100vw - 2rem)");

export const query = graphql`
  fragment HomeHero on HomePageYaml {
    hero {
      badge
      tagline
      line
      intro
      familiesLink {
        label
        to
      }
      primaryButton {
        label
        to
      }
      storyButton
      storyReadButton
      videoDialogTitle
      videoDialogClose
      photo {
        alt
        file {
          childImageSharp {
            gatsbyImageData(
              width: 576
              aspectRatio: 1.25
              outputPixelDensities: [0.6, 1, 1.2, 1.5, 2]
              placeholder: BLURRED
            )
          }
        }
      }
    }
  }

  fragment HomeSite on SiteYaml {
    name
    shortName
    mission
    foundedYear
    storyVideoUrl
  }
`;

const Band = styled.section`
  position: relative;
  overflow: hidden;
  background: radial-gradient(ellipse at 85% 10%, ${theme.roles.surface.inverseGlow} 0%, transparent 60%),
    ${theme.roles.surface.inverse};
  color: ${theme.roles.text.onInverse};
  padding-block: ${theme.space.xl} ${theme.space["4xl"]};

  /* Focus rings on the navy hero (the title after Skip to content, its buttons) in the light ring:
     the global blue is 2.4:1 on navy, under WCAG's 3:1. */
  & :focus-visible {
    outline-color: ${ringOn("inverse")};
  }

  ${theme.media.lg} {
    padding-block: ${theme.space["2xl"]} ${theme.space["4xl"]};
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
    gap: ${theme.space["2xl"]};
  }
`;

const Text = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
`;

const Badge = styled.p`
  margin: 0;
  padding: ${theme.space["2xs"]} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.roles.badge.background};
  color: ${theme.roles.badge.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;

const Title = styled(PageTitle)`
  margin: 0;
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.black};
`;

const Tagline = styled.p`
  margin: 0;
  color: ${theme.roles.text.accentOnInverse};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.wide};
`;

const Line = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes["2xl"]};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};
`;

/** The way in for parents and young people: a plain link, in the first view on phones too. */
const FamiliesLink = styled(LineLink)`
  justify-self: start;
  ${lookCss(links.onInverse)}
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

const Intro = styled.p`
  margin: 0;
  max-width: ${theme.sizes.prose};
  color: ${theme.roles.text.mutedOnInverse};
  font-size: ${theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xs};
`;

const Figure = styled.div`
  position: relative;
`;

const HeroPhoto = styled(Photo)`
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
`;
