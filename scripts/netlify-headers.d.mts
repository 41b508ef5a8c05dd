export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}
export function rulesFromToml(text: string): HeaderRule[];
export function rulesFromHeadersFile(text: string): HeaderRule[];
export function matches(pattern: string, pathname: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export function loadRules(files: { tomlFile?: string; headersFile?: string }): HeaderRule[];
