import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { FamilyCard } from "./FamilyCard";
import { TextWithEmail } from "../ui/TextWithEmail";
import { splitOnToken } from "../../lib/template";
import { telHref } from "../../lib/telHref";
import { theme } from "../../theme/theme";

/** The questions in the order a family asks them; the languages only once the organisation gives them. */
const asked = ["ages", "cost", "groups", "screening"] as const;

interface FamilyQuestionsProps {
  questions: Queries.FamiliesQuestionsFragment;
  answers: Queries.FamilyFactsAnswersFragment;
  email: string;
  phone?: string | null;
}

/**
 * What a family asks first (ages, cost, the groups' day and place, who works with their child),
 * each with the organisation's answer from data/site.yaml familyFacts, or, while it has none yet,
 * a plain "ask us" in its place (the list before launch names it: src/content/launchCheck.ts);
 * then how to ask: the e-mail address, the phone when there is one, and the form below.
 */
export function FamilyQuestions({ questions, answers, email, phone }: FamilyQuestionsProps) {
  const answerOf = (value: string | null | undefined): string | undefined => (value?.trim() ? value : undefined);
  const rows = [
    ...asked.map((name) => ({ name, question: questions[name], answer: answerOf(answers[name]) })),
    ...(answerOf(answers.languages) ? [{ name: "languages", question: questions.languages, answer: answerOf(answers.languages) }] : []),
  ];
  return (
    <FamilyCard icon="compass" heading={questions.heading}>
      <List>
        {rows.map(({ name, question, answer }) => (
          <div key={name}>
            <dt>{question}</dt>
            <dd>{answer ?? questions.ask}</dd>
          </div>
        ))}
      </List>
      <p>{phone ? <WithPhone text={questions.howToAskByPhone} phone={phone} email={email} /> : <TextWithEmail text={questions.howToAsk} email={email} />}</p>
    </FamilyCard>
  );
}

/** A sentence in which {phone} is the number as a link to call, and {email} the address. */
function WithPhone({ text, phone, email }: { text: string; phone: string; email: string }) {
  const parts = splitOnToken(text, "phone");
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one string never reorder, so their position is a stable key.
        // eslint-disable-next-line react/no-array-index-key
        <React.Fragment key={index}>
          <TextWithEmail text={part} email={email} />
          {index < parts.length - 1 && <a href={telHref(phone)}>{phone}</a>}
        </React.Fragment>
      ))}
    </>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;

  dt {
    font-weight: ${theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }
`;

export const query = graphql`
  fragment FamiliesQuestions on FamiliesQuestions {
    heading
    ages
    cost
    groups
    screening
    languages
    ask
    howToAsk
    howToAskByPhone
  }
  fragment FamilyFactsAnswers on FamilyFacts {
    ages
    cost
    groups
    screening
    languages
  }
`;
