import React from "react";
import styled from "styled-components";
import { LineLink } from "../ui/LineLink";
import { useLocale } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";

interface FamilyProgramsProps {
  label: string;
  programs: readonly { readonly id: string; readonly title: string }[];
}

/**
 * Every program by its title, as the Programs page names it (data/programs.yaml), each a link to
 * its card there: a family reads how many programs there are, not "the program".
 */
export function FamilyPrograms({ label, programs }: FamilyProgramsProps) {
  const locale = useLocale();
  return (
    <>
      <h3>{label}</h3>
      <List>
        {programs.map((program) => (
          <li key={program.id}>
            <LineLink href={localePath(locale, `/programs#${program.id}`)}>{program.title}</LineLink>
          </li>
        ))}
      </List>
    </>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
