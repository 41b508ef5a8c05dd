import React from "react";
import styled from "styled-components";
import { Button } from "../components/ui/Button";
import { theme } from "../theme/theme";
import { ringOn } from "../theme/interactive";
import { controlStyles } from "../components/ui/controlStyles";
import { useLocale } from "../lib/LocaleContext";
import { netlifyFormAttributes } from "./netlifyForm";
import { NetlifyFormFields } from "./NetlifyFormFields";

interface SubscribeFormProps {
  to: string;
  openingMessage: string;
  copy: Pick<Queries.SubscribeCopy, "label" | "button" | "mailSubject" | "mailBody">;
  /** The forms' error messages (data/forms.yaml errors), as the contact page's forms say them. */
  errors: Queries.FormErrors;
  /** The honeypot field's label (data/forms.yaml honeypot), which no person sees. */
  honeypot: string;
}

/** The one e-mail field of the footer on every page, so its id is fixed. */
export const SUBSCRIBE_INPUT_ID = "subscribe-email";

/** The form's id: its Netlify Forms name is "subscribe" ("subscribe-es" in Spanish, ./netlifyForm.ts). */
const SUBSCRIBE_FORM_ID = "subscribe-form";

/**
 * "Stay Connected": one e-mail field whose submit opens a subscription request in the visitor's
 * mail app (subscribeForm.enhance.ts, from the data attributes here). Its errors are the site's,
 * in the page's language, under the field (fieldControl.ts), as on the contact page's forms.
 * It is also a Netlify Forms form, as the contact page's forms are (MailForm.tsx): without
 * JavaScript its button posts the address to the thank-you page (the browser checks it first),
 * and with JavaScript the panel left after the mail app opens can post it the same way.
 */
export function SubscribeForm({ to, copy, openingMessage, errors, honeypot }: SubscribeFormProps) {
  const netlify = netlifyFormAttributes(SUBSCRIBE_FORM_ID, useLocale());
  return (
    <Form
      {...netlify}
      data-module="subscribe"
      data-to={to}
      data-subject={copy.mailSubject}
      data-body={copy.mailBody}
      data-opening-message={openingMessage}
      data-error-value-missing={errors.valueMissing}
      data-error-type-mismatch={errors.typeMismatch}
      data-error-too-long={errors.tooLong}
    >
      <NetlifyFormFields name={netlify.name} honeypot={honeypot} />
      <Field data-field="email">
        <Label htmlFor={SUBSCRIBE_INPUT_ID}>
          <span data-field-label="">{copy.label}</span>
        </Label>
        <Row>
          <Input id={SUBSCRIBE_INPUT_ID} name="email" type="email" autoComplete="email" required aria-invalid={false} />
          <Button type="submit">{copy.button}</Button>
        </Row>
        <ErrorMessage id={`${SUBSCRIBE_INPUT_ID}-error`} hidden data-field-error="">
          <span data-field-error-text="" />
        </ErrorMessage>
      </Field>
    </Form>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

/* On the footer's navy: the light warning colour, not the red made for paper. */
const ErrorMessage = styled.p`
  margin: 0;
  color: ${theme.roles.text.errorOnInverse};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};

  &[hidden] {
    display: none;
  }
`;

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
    outline-color: ${ringOn("inverse")};
  }
`;
