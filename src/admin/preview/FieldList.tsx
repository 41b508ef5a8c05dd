import React from "react";
import styled from "styled-components";
import type { DataPath, PhotoUrl } from "./previewData";
import { theme } from "../../theme/theme";

interface FieldListProps {
  /** The file's path in the repository, shown above its fields. */
  path: string;
  data: unknown;
  photoUrl: PhotoUrl;
}

/**
 * The preview of a content file no page shows (see previewPages.tsx): each field as labelled
 * text, in the site's colours and type, its photos as images.
 */
export function FieldList({ path, data, photoUrl }: FieldListProps) {
  return (
    <Article>
      <Kicker>{path}</Kicker>
      {renderValue(data, "", [], photoUrl)}
    </Article>
  );
}

/** "shortTitle" → "Short title". */
const humanise = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The field that names an item, shown as its heading. */
const titleKeys = ["title", "heading", "label", "name", "question", "role"];
const photoKeys = ["file", "photo", "image", "shareImage"];

function renderValue(value: unknown, key: string, at: DataPath, photoUrl: PhotoUrl): React.ReactNode {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) {
    return (
      <List>
        {value.map((item, index) => (
          <li key={index}>{renderValue(item, key, [...at, index], photoUrl)}</li>
        ))}
      </List>
    );
  }
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    const titleKey = titleKeys.find((name) => typeof record[name] === "string");
    const Heading = at.length === 0 ? "h1" : at.length < 2 ? "h2" : "h3";
    return (
      <Block>
        {titleKey && <Heading>{String(record[titleKey])}</Heading>}
        {Object.keys(record)
          .filter((name) => name !== titleKey)
          .map((name) => (
            <Field key={name}>
              <Label>{humanise(name)}</Label>
              {renderValue(record[name], name, [...at, name], photoUrl)}
            </Field>
          ))}
      </Block>
    );
  }
  if (photoKeys.includes(key) && typeof value === "string") {
    const url = photoUrl(value, at);
    return url ? <Image src={url} alt="" /> : <p>{value}</p>;
  }
  return <p>{String(value)}</p>;
}

const Article = styled.article`
  max-width: ${theme.sizes.prose};
  margin: 0 auto;
  padding: ${theme.space.lg};
`;

const Kicker = styled.p`
  margin-bottom: ${theme.space.md};
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.xs};
`;

const Block = styled.section`
  margin-bottom: ${theme.space.lg};
  padding-left: ${theme.space.md};
  border-left: ${theme.space["3xs"]} solid ${theme.roles.border.accent};
`;

const Field = styled.div`
  margin-bottom: ${theme.space.sm};
`;

const Label = styled.p`
  margin-bottom: ${theme.space["3xs"]};
  color: ${theme.roles.text.accent};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  text-transform: uppercase;
`;

const List = styled.ul`
  padding-left: ${theme.space.md};
`;

const Image = styled.img`
  border-radius: ${theme.radii.md};
`;
