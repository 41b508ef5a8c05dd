import React from "react";
import styled from "styled-components";
import { Button } from "../components/ui/Button";
import { theme } from "../theme/theme";
import { controlStyles } from "../components/ui/controlStyles";

interface SubscribeFormProps {
  to: string;
  openingMessage: string;
  copy: Pick<Queries.SubscribeCopy, "label" | "button" | "mailSubject" | "mailBody">;
}

/** The one e-mail field of the footer on every page, so its id is fixed. */
export const SUBSCRIBE_INPUT_ID = "subscribe-email";

/**
 * "Stay Connected": one e-mail field whose submit opens a subscription request in the visitor's
 * mail app (subscribeForm.enhance.ts, from the data attributes here).
 */
export function SubscribeForm({ to, copy, openingMessage }: SubscribeFormProps) {
  return (
    <Form
      data-module="subscribe"
      data-to={to}
      data-subject={copy.mailSubject}
      data-body={copy.mailBody}
      data-opening-message={openingMessage}
    >
      <Label htmlFor={SUBSCRIBE_INPUT_ID}>{copy.label}</Label>
      <Row>
        <Input id={SUBSCRIBE_INPUT_ID} name="email" type="email" autoComplete="email" required />
        <Button type="submit" data-needs-js="">
          {copy.button}
        </Button>
      </Row>
    </Form>
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
  ${controlStyles}
  flex: 1 1 ${theme.sizes.inputMin};
  min-width: 0;

  &:focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;
