import React, { useId, useRef, useState } from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import type { FormMail } from "../../lib/formMail";
import { splitOnToken } from "../../lib/template";
import { useNotify } from "./ToastProvider";
import { theme } from "../../theme/theme";

export interface MailFallbackCopy {
  readonly heading: string;
  readonly text: string;
  readonly tooLong: string;
  readonly address: string;
  readonly subject: string;
  readonly message: string;
  readonly copy: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly openAgain: string;
  readonly sent: string;
  readonly close: string;
}

interface MailFallbackProps {
  mail: FormMail;
  copy: MailFallbackCopy;
  /** "I've sent it": the visitor confirms, so the form and its draft can be cleared. */
  onSent?: () => void;
  onClose: () => void;
  /** Shorter panel for small places (the footer). */
  compact?: boolean;
}

/**
 * Shown after a mail action, and kept until the visitor closes it: if no mail app opened, the
 * message is right here to copy (Clipboard API, or select it by hand) and send from anywhere.
 */
export function MailFallback({ mail, copy, onSent, onClose, compact = false }: MailFallbackProps) {
  const headingId = useId();
  const messageId = useId();
  const notify = useNotify();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  const copyMessage = async () => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(mail.body);
      setCopyFailed(false);
      notify(copy.copied);
    } catch {
      setCopyFailed(true);
      textRef.current?.focus();
      textRef.current?.select();
    }
  };

  const [before, after] = splitOnToken(copy.text, "email");
  return (
    <Panel role="region" aria-labelledby={headingId} $compact={compact}>
      <Heading id={headingId}>{copy.heading}</Heading>
      <p>
        {before}
        <a href={`mailto:${mail.to}`}>{mail.to}</a>
        {after}
      </p>
      {!mail.fitsInLink && <Note>{copy.tooLong}</Note>}
      {!compact && (
        <Details>
          <dt>{copy.address}</dt>
          <dd>{mail.to}</dd>
          <dt>{copy.subject}</dt>
          <dd>{mail.subject}</dd>
        </Details>
      )}
      <label htmlFor={messageId}>{copy.message}</label>
      <Message id={messageId} ref={textRef} readOnly value={mail.body} rows={compact ? 4 : 8} />
      {copyFailed && <p role="alert">{copy.copyFailed}</p>}
      <Actions>
        <Button type="button" $variant="secondary" onClick={copyMessage}>
          <Icon name="copy" />
          {copy.copy}
        </Button>
        <AgainLink href={mail.url}>{copy.openAgain}</AgainLink>
        {onSent && (
          <Button type="button" $variant="ghost" onClick={onSent}>
            {copy.sent}
          </Button>
        )}
        <TextButton type="button" onClick={onClose}>
          {copy.close}
        </TextButton>
      </Actions>
    </Panel>
  );
}

export const query = graphql`
  fragment MailFallbackCopy on MailFallbackCopy {
    heading
    text
    tooLong
    address
    subject
    message
    copy
    copied
    copyFailed
    openAgain
    sent
    close
  }
`;

const Panel = styled.section<{ $compact: boolean }>`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
  padding: ${({ $compact }) => ($compact ? theme.space.md : theme.space.lg)};
  border: ${theme.sizes.borderThick} solid ${theme.colors.amber};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.amberSoft};
  color: ${theme.colors.ink};

  p {
    margin: 0;
  }

  a {
    color: ${theme.colors.navy};
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }

  a:focus-visible,
  button:focus-visible,
  textarea:focus-visible {
    outline-color: ${theme.colors.focus};
  }

  label {
    font-weight: ${theme.fontWeights.bold};
  }
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
  border: ${theme.sizes.border} solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  resize: vertical;
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
  background: transparent;
  color: ${theme.colors.navy};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: underline;
  cursor: pointer;
`;
