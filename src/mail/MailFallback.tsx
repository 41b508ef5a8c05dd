import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Button } from "../components/ui/Button";
import { Icon } from "../components/ui/Icon";
import { TextWithEmail } from "../components/ui/TextWithEmail";
import { theme } from "../theme/theme";
import { links, lookCss, ringOn } from "../theme/interactive";

/**
 * The panel left after a mail action (fallbackPanel.ts fills a copy of it): if no mail app
 * opened, a form can be sent from the page instead (Netlify Forms, MailForm.tsx), and the message
 * is right there to copy and send from anywhere. The Layout renders it once per page, inert in a
 * <template>, with every word and empty slots for the mail; what screen readers hear as it
 * appears rides on its data attributes.
 */
export function MailFallbackTemplate({ copy }: { copy: Queries.MailFallbackCopyFragment }) {
  return (
    <template data-mail-fallback="">
      <Panel role="region" aria-labelledby="mail-fallback-heading" data-announcement={copy.announcement} data-announcement-copy={copy.announcementCopy}>
        <Heading id="mail-fallback-heading">{copy.heading}</Heading>
        <Post data-mail-fallback-post="">
          <p>{copy.post}</p>
          <Button type="button" data-mail-fallback-post-button="">
            {copy.postButton}
          </Button>
        </Post>
        <p>
          <TextWithEmail text={copy.text} link={<a href="mailto:" data-mail-fallback-address="" />} />
        </p>
        <Note hidden data-mail-fallback-too-long="">
          {copy.tooLong}
        </Note>
        <Details data-mail-fallback-details="">
          <dt>{copy.address}</dt>
          <dd data-mail-fallback-to="" />
          <dt>{copy.subject}</dt>
          <dd data-mail-fallback-subject="" />
        </Details>
        <label htmlFor="mail-fallback-message">{copy.message}</label>
        <Message id="mail-fallback-message" readOnly rows={8} data-compact-rows="4" data-mail-fallback-message="" />
        <Alert role="alert" data-mail-fallback-alert="" data-copy-failed={copy.copyFailed} />
        <Actions>
          <Button type="button" $variant="secondary" data-mail-fallback-copy="" data-copied={copy.copied}>
            <Icon name="copy" />
            {copy.copyButton}
          </Button>
          <AgainLink href="mailto:" data-mail-fallback-again="">
            {copy.openAgain}
          </AgainLink>
          <Button type="button" $variant="ghost" data-mail-fallback-sent="">
            {copy.sent}
          </Button>
          <TextButton type="button" data-mail-fallback-close="">
            {copy.close}
          </TextButton>
        </Actions>
      </Panel>
    </template>
  );
}

export const query = graphql`
  fragment MailFallbackCopy on MailFallbackCopy {
    heading
    announcement
    announcementCopy
    post
    postButton
    text
    tooLong
    address
    subject
    message
    copyButton
    copied
    copyFailed
    openAgain
    sent
    close
  }
`;

/* The compact variant (footer, Schedule a Visit) carries data-compact. */
const Panel = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
  padding: ${theme.space.lg};
  border: ${theme.sizes.borderThick} solid ${theme.roles.border.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.roles.surface.attention};
  color: ${theme.roles.text.body};

  &[data-compact] {
    padding: ${theme.space.md};
  }

  p {
    margin: 0;
  }

  a {
    ${lookCss(links.inline)}
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }

  a:focus-visible,
  button:focus-visible,
  textarea:focus-visible {
    outline-color: ${ringOn("light")};
  }

  label {
    font-weight: ${theme.fontWeights.bold};
  }
`;

/* "Send it from this page instead": the sentence, its button under it. */
const Post = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.xs};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const Note = styled.p`
  font-weight: ${theme.fontWeights.bold};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space["2xs"]} ${theme.space.sm};
  margin: 0;

  dt {
    font-weight: ${theme.fontWeights.bold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Message = styled.textarea`
  width: 100%;
  padding: ${theme.space.sm};
  border: ${theme.sizes.border} solid ${theme.roles.border.control};
  border-radius: ${theme.radii.sm};
  background: ${theme.roles.surface.card};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  resize: vertical;
`;

/* "Copy failed": takes no room until the module writes it. */
const Alert = styled.p`
  font-weight: ${theme.fontWeights.bold};

  &:empty {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const AgainLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
`;

const TextButton = styled.button`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.xs};
  border: 0;
  ${lookCss(links.inline)}
  background: transparent;
  font-weight: ${theme.fontWeights.bold};
  text-decoration: underline;
  cursor: pointer;
`;
