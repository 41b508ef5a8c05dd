import React from "react";
import styled, { css } from "styled-components";
import { Icon } from "../ui/Icon";
import { CharacterCounter } from "./CharacterCounter";
import { theme } from "../../theme/theme";

export interface FieldDefinition {
  readonly name: string;
  readonly label: string;
  readonly type: "text" | "email" | "tel" | "select" | "textarea";
  readonly required: boolean | null;
  readonly autocomplete: string | null;
  readonly maxLength: number | null;
  readonly options: readonly { readonly value: string; readonly label: string }[] | null;
}

interface FormFieldProps {
  formId: string;
  field: FieldDefinition;
  value: string;
  error: string | null;
  selectPlaceholder: string;
  counterTemplate: string;
  onChange: (name: string, value: string, element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => void;
}

/** One labelled control. Its error is shown beneath it and tied to it for screen readers. */
export function FormField({ formId, field, value, error, selectPlaceholder, counterTemplate, onChange }: FormFieldProps) {
  const id = `${formId}-${field.name}`;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const describedBy = [error ? errorId : null, field.type === "textarea" && field.maxLength ? counterId : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: field.name,
    required: Boolean(field.required),
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(field.name, event.target.value, event.target),
  };

  return (
    <Wrap $wide={field.type === "textarea"}>
      <Label htmlFor={id}>
        {field.label}
        {field.required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {field.type === "select" ? (
        <Select {...common} $invalid={Boolean(error)}>
          <option value="">{selectPlaceholder}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : field.type === "textarea" ? (
        <TextArea {...common} $invalid={Boolean(error)} rows={5} maxLength={field.maxLength ?? undefined} />
      ) : (
        <Input
          {...common}
          $invalid={Boolean(error)}
          type={field.type}
          autoComplete={field.autocomplete ?? undefined}
          maxLength={field.maxLength ?? undefined}
          inputMode={field.type === "tel" ? "tel" : undefined}
        />
      )}
      {error && (
        <Error id={errorId}>
          <Icon name="alert" />
          {error}
        </Error>
      )}
      {field.type === "textarea" && field.maxLength && (
        <CharacterCounter id={counterId} length={value.length} max={field.maxLength} template={counterTemplate} />
      )}
    </Wrap>
  );
}

const Wrap = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${theme.space["2xs"]};
  align-content: start;

  ${({ $wide }) =>
    $wide &&
    css`
      ${theme.media.sm} {
        grid-column: 1 / -1;
      }
    `}
`;

const Label = styled.label`
  font-weight: ${theme.fontWeights.bold};
`;

const Required = styled.span`
  color: ${theme.colors.error};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: ${theme.sizes.borderThick} solid
    ${({ $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: calc(${theme.sizes.tapTarget} * 3);
  resize: vertical;
`;

const Error = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space["2xs"]};
  margin: 0;
  color: ${theme.colors.error};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};

  svg {
    width: ${theme.fontSizes.lg};
    height: ${theme.fontSizes.lg};
  }
`;
