import React from "react";
import type { CountTemplates } from "../lib/countWords";
import styled, { css } from "styled-components";
import { Icon } from "../components/ui/Icon";
import { CharacterCounter, type PasteCutWords } from "./CharacterCounter";
import { controlStyles } from "../components/ui/controlStyles";
import { theme } from "../theme/theme";

interface FormFieldProps {
  formId: string;
  field: Queries.MailFormFieldsFragment["fields"][number];
  selectPlaceholder: string;
  counterTemplates: CountTemplates;
  /** data/forms.yaml pasteCut: what a text area says of a paste longer than its room. */
  pasteCut: PasteCutWords;
}

/**
 * One labelled control (`data-field`), its error (hidden until fieldControl.ts fills it and ties
 * it to the control) and, for a text area with a limit, its counter. It is never invalid before a
 * submit, to the eye or to a screen reader: only aria-invalid="true", which the module sets, is
 * styled, never :invalid; and aria-invalid="false" until then keeps Chromium from telling screen
 * readers that a required list with nothing chosen yet ("Areas of interest") is invalid.
 */
export function FormField({ formId, field, selectPlaceholder, counterTemplates, pasteCut }: FormFieldProps) {
  const id = `${formId}-${field.name}`;
  const counterId = `${id}-count`;
  const hasCounter = field.type === "textarea" && Boolean(field.maxLength);
  const common = {
    id,
    name: field.name,
    required: Boolean(field.required),
    "aria-invalid": false,
    "aria-describedby": hasCounter ? counterId : undefined,
  };

  return (
    <Wrap $wide={field.type === "textarea"} data-field={field.name}>
      <Label htmlFor={id}>
        <span data-field-label="">{field.label}</span>
        {field.required && <Required aria-hidden="true"> *</Required>}
      </Label>
      <Entry>
        {field.type === "select" ? (
          <Select {...common}>
            <option value="">{selectPlaceholder}</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        ) : field.type === "textarea" ? (
          <TextArea {...common} rows={5} maxLength={field.maxLength ?? undefined} />
        ) : (
          <Input
            {...common}
            type={field.type}
            autoComplete={field.autocomplete ?? undefined}
            maxLength={field.maxLength ?? undefined}
            inputMode={field.type === "tel" ? "tel" : undefined}
          />
        )}
        <ErrorMessage id={`${id}-error`} hidden data-field-error="">
          <Icon name="alert" />
          <span data-field-error-text="" />
        </ErrorMessage>
        {hasCounter && <CharacterCounter id={counterId} max={field.maxLength ?? 0} templates={counterTemplates} pasteCut={pasteCut} />}
      </Entry>
    </Wrap>
  );
}

/*
 * Two across (MailForm's Fields, from sm): each field takes two rows of the form's grid, its label
 * and what follows it (subgrid), so two fields side by side start their boxes on one line even
 * when one label wraps and the other does not.
 */
const Wrap = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${theme.space["2xs"]};
  align-content: start;

  ${theme.media.sm} {
    grid-row: span 2;
    grid-template-rows: subgrid;
  }

  ${({ $wide }) =>
    $wide &&
    css`
      ${theme.media.sm} {
        grid-column: 1 / -1;
      }
    `}
`;

/* The control, its error and its counter, one under the other below the label. */
const Entry = styled.div`
  display: grid;
  gap: ${theme.space["2xs"]};
  align-content: start;
`;

const Label = styled.label`
  font-weight: ${theme.fontWeights.bold};
`;

const Required = styled.span`
  color: ${theme.roles.text.error};
`;

const control = css`
  ${controlStyles}
  width: 100%;
`;

const Input = styled.input`
  ${control}
`;

const Select = styled.select`
  ${control}
`;

const TextArea = styled.textarea`
  ${control}
  min-height: calc(${theme.sizes.tapTarget} * 3);
  resize: vertical;
`;

const ErrorMessage = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space["2xs"]};
  margin: 0;
  color: ${theme.roles.text.error};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};

  &[hidden] {
    display: none;
  }

  svg {
    width: ${theme.fontSizes.lg};
    height: ${theme.fontSizes.lg};
  }
`;
