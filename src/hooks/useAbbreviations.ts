import { useLocale } from "../lib/LocaleContext";
import { siteAbbreviations, type Abbreviation } from "../lib/abbreviations";
import { useSiteContent } from "./useSiteContent";

/** The site's short forms and what each means, in the page's language (data/site.yaml). */
export function useAbbreviations(): Abbreviation[] {
  return siteAbbreviations(useSiteContent(useLocale()).site);
}
