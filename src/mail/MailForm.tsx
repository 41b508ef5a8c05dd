import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Button } from "../components/ui/Button";
import { FormField } from "./FormField";
import { TextWithEmail } from "../components/ui/TextWithEmail";
import { theme } from "../theme/theme";
import { useLocale } from "../lib/LocaleContext";
import { netlifyFormAttributes } from "./netlifyForm";
import { NetlifyFormFields } from "./NetlifyFormFields";

interface MailFormProps {
  /** Unique on the page; also names the kept draft. */
  id: string;
  form: Queries.MailFormFieldsFragment;
  copy: Queries.FormsCopyFragment;
  to: string;
  /**
   * The contact form's links (?interest=other&program=<id>, contactLinks.ts): what each program
   * id reads as in the form's programMessage. Without them, a link only preselects the interest.
   */
  programs?: readonly Pick<Queries.Program, "id" | "title">[];
}

/**
 * A form whose submit opens the visitor's mail app with everything they typed (mailForm.enhance.ts
 * reads every word it needs from this markup and its data attributes). The server renders it
 * empty and complete; the module restores the draft, validates on submit and sends.
 * It is also a Netlify Forms form (./netlifyForm.ts): its name, the hidden form-name, every field
 * named, a honeypot. Without JavaScript its button posts it to the thank-you page's address, where
 * Netlify records it (the browser checks the required fields first: the module turns that off and
 * says the site's own messages); with JavaScript, the panel left after the mail app opens can post
 * it the same way ("Send it from this page instead"). Nothing goes into the address.
 */
export function MailForm({ id, form, copy, to, programs }: MailFormProps) {
  const netlify = netlifyFormAttributes(id, useLocale());
  return (
    <Form
      {...netlify}
      data-module="mail-form"
      data-to={to}
      data-subject={form.subject}
      data-intro={form.intro}
      data-note={form.note}
      data-too-long-note={form.tooLongNote}
      data-error-value-missing={copy.errors.valueMissing}
      data-error-type-mismatch={copy.errors.typeMismatch}
      data-error-too-long={copy.errors.tooLong}
      data-opening-message={copy.toasts.opening}
      data-cleared-message={copy.toasts.cleared}
      data-restored-message={copy.toasts.restored}
      data-programs={programs ? JSON.stringify(programs.map(({ id: programId, title }) => ({ id: programId, title }))) : undefined}
      data-program-message={programs ? (form.programMessage ?? undefined) : undefined}
    >
      <NetlifyFormFields name={netlify.name} honeypot={copy.honeypot} />
      {/* Before the fields: said before anything is typed. */}
      <noscript>
        <Note>
          <TextWithEmail text={copy.noscript} email={to} />
        </Note>
      </noscript>
      <Note>{copy.requiredNote}</Note>
      <Fields>
        {form.fields.map((field) => (
          <FormField key={field.name} formId={id} field={field} selectPlaceholder={copy.selectPlaceholder} counterTemplates={copy.counter} pasteCut={copy.pasteCut} />
        ))}
      </Fields>
      <Actions>
        <Button type="submit">{form.submit}</Button>
        <Button type="button" $variant="ghost" data-mail-form-clear="" data-needs-js="">
          {copy.clear}
        </Button>
        <Undo data-mail-form-undo="" hidden data-needs-js="">
          <Button type="button" $variant="ghost">
            {copy.undo}
          </Button>
        </Undo>
      </Actions>
    </Form>
  );
}

export const query = graphql`
  fragment MailFormFields on MailForm {
    submit
    subject
    intro
    note
    tooLongNote
    programMessage
    fields {
      name
      label
      type
      required
      autocomplete
      maxLength
      options {
        value
        label
      }
    }
  }

  fragment FormsCopy on FormsYaml {
    requiredNote
    selectPlaceholder
    counter {
      one
      other
    }
    pasteCut {
      text {
        one
        other
      }
      kept
      copy
      copied
    }
    clear
    undo
    noscript
    honeypot
    errors {
      valueMissing
      typeMismatch
      tooLong
    }
    toasts {
      opening
      cleared
      restored
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Fields = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/* "Undo clear", shown by the script after Clear form until the visitor types again. */
const Undo = styled.span`
  display: contents;

  &[hidden] {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
