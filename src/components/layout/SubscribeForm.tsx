import React, { useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../ui/Button";
import { composeSimpleMail } from "../../lib/formMail";
import { fillTemplate } from "../../lib/template";
import { MailFallback, type MailFallbackCopy } from "../mail/MailFallback";
import { useMailAction } from "../mail/useMailAction";
import { theme } from "../../theme/theme";

interface SubscribeFormProps {
  to: string;
  fallback: MailFallbackCopy;
  openingMessage: string;
  copy: {
    readonly label: string;
    readonly button: string;
    readonly mailSubject: string;
    readonly mailBody: string;
  };
}

/**
 * "Stay Connected": one e-mail field. Subscribe opens the visitor's mail app with a subscription
 * request carrying the typed address. An empty or malformed address gets the browser's own
 * message and opens nothing.
 */
export function SubscribeForm({ to, copy, fallback, openingMessage }: SubscribeFormProps) {
  const inputId = useId();
  const [email, setEmail] = useState("");
  const { sent, send, dismiss } = useMailAction(openingMessage);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const address = email.trim();
    send(composeSimpleMail(to, copy.mailSubject, fillTemplate(copy.mailBody, { email: address })));
  };

  return (
    <>
      <Form onSubmit={onSubmit}>
        <Label htmlFor={inputId}>{copy.label}</Label>
        <Row>
          <Input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" data-needs-js="">
            {copy.button}
          </Button>
        </Row>
      </Form>
      {sent && <MailFallback mail={sent} copy={fallback} onSent={() => setEmail("")} onClose={dismiss} compact />}
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Input = styled.input`
  flex: 1 1 ${theme.sizes.inputMin};
  min-width: 0;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: ${theme.sizes.borderThick} solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};

  &:focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;
