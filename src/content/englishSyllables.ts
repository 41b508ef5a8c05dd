/**
 * The syllables of an English word, by the rules of the `syllable` package (Titus Wormer, MIT
 * License, https://github.com/words/syllable, version 5.0.1), written here in TypeScript: the
 * package is an ES module with two dependencies of its own, and this module also runs in the
 * editor's page and in Jest without them. Its plural look-up (`pluralize`) is replaced by the
 * plain -s/-es endings, and its accent removal (`normalize-strings`) by Unicode decomposition.
 */

/** Words the rules below count wrongly, by their syllables. */
const problematic: Readonly<Record<string, number>> = {
  abalone: 4,
  abare: 3,
  abbruzzese: 4,
  abed: 2,
  aborigine: 5,
  abruzzese: 4,
  acreage: 3,
  adame: 3,
  adieu: 2,
  adobe: 3,
  anemone: 4,
  anyone: 3,
  apache: 3,
  aphrodite: 4,
  apostrophe: 4,
  ariadne: 4,
  cafe: 2,
  calliope: 4,
  catastrophe: 4,
  chile: 2,
  chloe: 2,
  circe: 2,
  coyote: 3,
  daphne: 2,
  epitome: 4,
  eurydice: 4,
  euterpe: 3,
  every: 2,
  everywhere: 3,
  forever: 3,
  gethsemane: 4,
  guacamole: 4,
  hermione: 4,
  hyperbole: 4,
  jesse: 2,
  jukebox: 2,
  karate: 3,
  machete: 3,
  maybe: 2,
  naive: 2,
  newlywed: 3,
  penelope: 4,
  people: 2,
  persephone: 4,
  phoebe: 2,
  pulse: 1,
  queue: 1,
  recipe: 3,
  riverbed: 3,
  sesame: 3,
  shoreline: 2,
  simile: 3,
  snuffleupagus: 5,
  sometimes: 2,
  syncope: 3,
  tamale: 3,
  waterbed: 3,
  wednesday: 2,
  yosemite: 4,
  zoe: 2,
};

const monosyllabicOne = new RegExp(
  [
    "awe($|d|so)",
    "cia(?:l|$)",
    "tia",
    "cius",
    "cious",
    "[^aeiou]giu",
    "[aeiouy][^aeiouy]ion",
    "iou",
    "sia$",
    "eous$",
    "[oa]gue$",
    ".[^aeiuoycgltdb]{2,}ed$",
    ".ely$",
    "^jua",
    "uai",
    "eau",
    "^busi$",
    `(?:[aeiouy](?:${["[bcfgklmnprsvwxyz]", "ch", "dg", "g[hn]", "lch", "l[lv]", "mm", "nch", "n[cgn]", "r[bcnsv]", "squ", "s[chkls]", "th"].join("|")})ed$)`,
    `(?:[aeiouy](?:${["[bdfklmnprstvy]", "ch", "g[hn]", "lch", "l[lv]", "mm", "nch", "nn", "r[nsv]", "squ", "s[cklst]", "th"].join("|")})es$)`,
  ].join("|"),
  "g",
);

const monosyllabicTwo = new RegExp(
  `[aeiouy](?:${["[bcdfgklmnprstvyz]", "ch", "dg", "g[hn]", "l[lv]", "mm", "n[cgns]", "r[cnsv]", "squ", "s[cklst]", "th"].join("|")})e$`,
  "g",
);

const doubleSyllabicOne = new RegExp(
  `(?:${[
    "([^aeiouy])\\1l",
    "[^aeiouy]ie(?:r|s?t)",
    "[aeiouym]bl",
    "eo",
    "ism",
    "asm",
    "thm",
    "dnt",
    "snt",
    "uity",
    "dea",
    "gean",
    "oa",
    "ua",
    "react?",
    "orbed",
    "shred",
    "eings?",
    "[aeiouy]sh?e[rs]",
  ].join("|")})$`,
  "g",
);

const doubleSyllabicTwo = new RegExp(["creat(?!u)", "[^gq]ua[^auieo]", "[aeiou]{3}", "^(?:ia|mc|coa[dglx].)", "^re(app|es|im|us)", "(th|d)eist"].join("|"), "g");

const doubleSyllabicThree = new RegExp(
  ["[^aeiou]y[ae]", "[^l]lien", "riet", "dien", "iu", "io", "ii", "uen", "[aeilotu]real", "real[aeilotu]", "iell", "eo[^aeiou]", "[aeiou]y[aeiou]"].join("|"),
  "g",
);

const doubleSyllabicFour = /[^s]ia/;

const singlePrefixesAndSuffixes = new RegExp(
  [
    `^(?:${["un", "fore", "ware", "none?", "out", "post", "sub", "pre", "pro", "dis", "side", "some"].join("|")})`,
    `(?:${["ly", "less", "some", "ful", "ers?", "ness", "cians?", "ments?", "ettes?", "villes?", "ships?", "sides?", "ports?", "shires?", "[gnst]ion(?:ed|s)?"].join("|")})$`,
  ].join("|"),
  "g",
);

const doublePrefixesAndSuffixes = new RegExp(
  [
    `^(?:${[
      "above",
      "anti",
      "ante",
      "counter",
      "hyper",
      "afore",
      "agri",
      "infra",
      "intra",
      "inter",
      "over",
      "semi",
      "ultra",
      "under",
      "extra",
      "dia",
      "micro",
      "mega",
      "kilo",
      "pico",
      "nano",
      "macro",
      "somer",
    ].join("|")})`,
    "(?:fully|berry|woman|women|edly|union|((?:[bcdfghjklmnpqrstvwxz])|[aeiou])ye?ing)$",
  ].join("|"),
  "g",
);

const tripleSuffixes = /(creations?|ology|ologist|onomy|onomist)$/g;

/** The word without a plural ending, to look it up among the problematic words. */
function singular(word: string): string {
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** One word of letters a–z. */
function one(word: string): number {
  if (word.length === 0) return 0;
  if (word.length < 3) return 1;
  const known = problematic[word] ?? problematic[singular(word)];
  if (known !== undefined) return known;

  let count = 0;
  const counter = (addition: number) => (): string => {
    count += addition;
    return "";
  };
  const returner = (addition: number) => (match: string): string => {
    count += addition;
    return match;
  };

  const value = word.replace(tripleSuffixes, counter(3)).replace(doublePrefixesAndSuffixes, counter(2)).replace(singlePrefixesAndSuffixes, counter(1));
  count += value.split(/[^aeiouy]+/).filter((part) => part !== "").length;
  value.replace(monosyllabicOne, returner(-1)).replace(monosyllabicTwo, returner(-1));
  value.replace(doubleSyllabicOne, returner(1)).replace(doubleSyllabicTwo, returner(1)).replace(doubleSyllabicThree, returner(1)).replace(doubleSyllabicFour, returner(1));
  return count || 1;
}

/** The syllables of an English word (or words: "non-profit" is two parts, 3 syllables). */
export function englishSyllables(text: string): number {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/\b/)
    .reduce((sum, part) => sum + one(part.replace(/[^a-z]/g, "")), 0);
}
