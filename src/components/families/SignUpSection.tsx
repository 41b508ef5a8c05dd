import React from "react";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { Card } from "../ui/Card";
import { MailForm } from "../../mail/MailForm";
import { theme } from "../../theme/theme";

interface SignUpSectionProps {
  heading: string;
  text: string;
  form: Queries.MailFormFieldsFragment;
  copy: Queries.FormsCopyFragment;
  to: string;
}

/**
 * The For Families page's one action: the sign-up form itself (data/forms.yaml signUp), where the
 * parent already is, so the e-mail carries what the team needs to call back.
 */
export function SignUpSection({ heading, text, form, copy, to }: SignUpSectionProps) {
  return (
    <Section id="sign-up" heading={heading} intro={text} tone="sand">
      <FormCard>
        <MailForm id="sign-up-form" form={form} copy={copy} to={to} />
      </FormCard>
    </Section>
  );
}

const FormCard = styled(Card)`
  max-width: ${theme.sizes.prose};
`;
