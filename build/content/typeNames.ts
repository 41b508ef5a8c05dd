/**
 * Which GraphQL type a YAML file under data/ becomes. gatsby-transformer-yaml would name a
 * single-object file after its folder ("DataYaml" for every file!), so we name each file ourselves:
 *   data/site.yaml         -> SiteYaml
 *   data/pages/home.yaml   -> HomePageYaml
 *   data/legal/privacy.yaml -> LegalPageYaml (one type for all legal pages, told apart by `slug`)
 */
interface YamlFileNode {
  name: string;
  relativeDirectory: string;
}

const pascal = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");

export function yamlTypeFor(file: YamlFileNode): string {
  if (file.relativeDirectory === "legal") return "LegalPageYaml";
  if (file.relativeDirectory === "pages") return `${pascal(file.name)}PageYaml`;
  return `${pascal(file.name)}Yaml`;
}

