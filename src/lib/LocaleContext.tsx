import React, { createContext, useContext, type ReactNode } from "react";
import { defaultLocale, type Locale } from "./locales";

const LocaleContext = createContext<Locale>(defaultLocale);

/** Gives the page's language (its page context's `locale`) to everything rendered inside it. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The language of the page being rendered. */
export const useLocale = (): Locale => useContext(LocaleContext);
