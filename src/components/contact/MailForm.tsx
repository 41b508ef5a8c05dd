import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Button } from "../ui/Button";
import { FormField, type FieldDefinition } from "./FormField";
import { MailFallback } from "../mail/MailFallback";
import { useMailAction } from "../mail/useMailAction";
import { useNotify } from "../mail/ToastProvider";
import { TextWithEmail } from "../legal/TextWithEmail";
import { composeFormMail } from "../../lib/formMail";
import { browserSessionStorage, clearDraft, loadDraft, saveDraft, type Draft } from "../../lib/drafts";
import { validationMessage } from "../../lib/validation";
import { theme } from "../../theme/theme";

interface MailFormProps {
  /** Unique on the page; also names the kept draft. */
  id: string;
  form: Queries.MailFormFieldsFragment;
  copy: Queries.FormsCopyFragment;
  to: string;
  /** Applied to the restored draft once the page is in the browser (e.g. a link's prefill). */
  adjustDraft?: (draft: Draft) => Draft;
}

/**
 * A form whose submit opens the visitor's mail app with everything they typed. Nothing is lost:
 * the draft is kept while they type and restored after a reload, until they clear the form or
 * confirm they sent it. Errors are checked with the browser's constraint validation on submit,
 * shown under each field and announced; focus goes to the first field to fix.
 */
export function MailForm({ id, form, copy, to, adjustDraft }: MailFormProps) {
  const fields = form.fields as readonly FieldDefinition[];
  const names = useMemo(() => fields.map((field) => field.name), [fields]);
  const empty = useMemo(() => Object.fromEntries(names.map((name) => [name, ""])), [names]);
  const draftKey = `draft:${id}`;

  const [values, setValues] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const restored = useRef(false);
  const notify = useNotify();
  const { sent, send, dismiss } = useMailAction(copy.toasts.opening);

  // The server-rendered form is empty; the visitor's draft comes back once the page runs.
  useEffect(() => {
    const draft = { ...empty, ...loadDraft(browserSessionStorage(), draftKey, names) };
    setValues(adjustDraft ? adjustDraft(draft) : draft);
    restored.current = true;
  }, [adjustDraft, draftKey, empty, names]);

  useEffect(() => {
    if (restored.current) saveDraft(browserSessionStorage(), draftKey, values);
  }, [draftKey, values]);

  const change = (name: string, value: string, element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // A field already marked wrong is checked again as it is corrected.
    if (errors[name]) {
      const field = fields.find((candidate) => candidate.name === name);
      setErrors((previous) => ({ ...previous, [name]: validationMessage(element.validity, field?.label ?? name, copy.errors) }));
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const found: Record<string, string | null> = {};
    let firstInvalid: HTMLElement | null = null;
    for (const field of fields) {
      const element = formElement.elements.namedItem(field.name) as HTMLInputElement | null;
      const message = element ? validationMessage(element.validity, field.label, copy.errors) : null;
      found[field.name] = message;
      if (message && !firstInvalid) firstInvalid = element;
    }
    setErrors(found);
    if (firstInvalid) {
      firstInvalid.focus();
      return;
    }
    send(composeFormMail({ to, subject: form.subject, intro: form.intro, tooLongNote: form.tooLongNote }, fields, values));
  };

  const clear = useCallback(() => {
    setValues(empty);
    setErrors({});
    clearDraft(browserSessionStorage(), draftKey);
    dismiss();
    notify(copy.toasts.cleared);
  }, [copy.toasts.cleared, dismiss, draftKey, empty, notify]);

  return (
    <>
      <Form id={id} onSubmit={submit} noValidate>
        <Note>{copy.requiredNote}</Note>
        <Fields>
          {fields.map((field) => (
            <FormField
              key={field.name}
              formId={id}
              field={field}
              value={values[field.name] ?? ""}
              error={errors[field.name] ?? null}
              selectPlaceholder={copy.selectPlaceholder}
              counterTemplate={copy.counter}
              onChange={change}
            />
          ))}
        </Fields>
        <noscript>
          <Note>
            <TextWithEmail text={copy.noscript} email={to} />
          </Note>
        </noscript>
        <Actions data-needs-js="">
          <Button type="submit">{form.submit}</Button>
          <Button type="button" $variant="ghost" onClick={clear}>
            {copy.clear}
          </Button>
        </Actions>
      </Form>
      {sent && <MailFallback mail={sent} copy={copy.fallback} onSent={clear} onClose={dismiss} />}
    </>
  );
}

export const query = graphql`
  fragment MailFormFields on MailForm {
    submit
    subject
    intro
    tooLongNote
    programmeMessage
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
    counter
    clear
    noscript
    errors {
      valueMissing
      typeMismatch
      tooLong
    }
    fallback {
      ...MailFallbackCopy
    }
    toasts {
      opening
      cleared
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Fields = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
