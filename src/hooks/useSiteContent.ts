import { graphql, useStaticQuery } from "gatsby";
import type { Locale } from "../lib/locales";
import { pickLocale } from "../lib/pickLocale";
import { choiceWords } from "../lib/choiceWords";

/**
 * What every page shares: the organisation's facts (data/site.yaml), the navigation
 * (data/nav.yaml), the header/footer/error copy (data/layout.yaml), the program names for
 * the footer (data/programs.yaml), what a mail action says (data/forms.yaml) and the words of the
 * choices a page shows (data/editor.yaml, src/lib/choiceWords.ts); and whether this build is a
 * preview (gatsby-config.ts siteMetadata.preview).
 */
export function useSiteContent(locale: Locale) {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        buildYear: buildTime(formatString: "YYYY")
        siteMetadata {
          preview
          notLaunched
        }
      }
      allSiteYaml {
        nodes {
          locale
          name
          shortName
          email
          phone
          address {
            street
            city
            region
            regionName
            postalCode
          }
          programSessions {
            am
            amMeaning
            pm
            pmMeaning
          }
          social {
            platform
            label
            url
          }
        }
      }
      allNavYaml {
        nodes {
          locale
          main {
            label
            to
          }
          menuOnly {
            label
            to
          }
          cta {
            label
            to
          }
          quick {
            label
            to
          }
          legal {
            label
            to
          }
        }
      }
      allLayoutYaml {
        nodes {
          locale
          skipLink
          languageName
          languageOffer {
            text
            link
            dismiss
          }
          homeLinkLabel
          mainNavLabel
          menuButton {
            open
            close
          }
          footer {
            about
            quickLinksHeading
            programsHeading
            contactHeading
            socialLabel
            opensInNewTab
            legalNavLabel
            copyright
          }
          subscribe {
            heading
            text
            label
            button
            mailSubject
            mailBody
          }
          notFound {
            title
            heading
            text
            homeLink
            logMessage
          }
          error {
            heading
            text
            detailLabel
            dismiss
          }
          previewNotice {
            label
            text
          }
          notLaunchedNotice {
            label
            text
          }
          siteNotice {
            text
            link {
              label
              to
            }
          }
        }
      }
      allFormsYaml {
        nodes {
          locale
          fallback {
            ...MailFallbackCopy
          }
          toasts {
            opening
          }
          honeypot
          errors {
            valueMissing
            typeMismatch
            tooLong
          }
        }
      }
      allProgramsYaml {
        nodes {
          locale
          programs {
            id
            shortTitle
          }
        }
      }
      allEditorChoices {
        nodes {
          locale
          choices {
            field
            label
            shown
          }
        }
      }
    }
  `);
  const site = pickLocale(data.allSiteYaml.nodes, locale, "data/site.yaml");
  const nav = pickLocale(data.allNavYaml.nodes, locale, "data/nav.yaml");
  const layout = pickLocale(data.allLayoutYaml.nodes, locale, "data/layout.yaml");
  const forms = pickLocale(data.allFormsYaml.nodes, locale, "data/forms.yaml");
  const programsYaml = pickLocale(data.allProgramsYaml.nodes, locale, "data/programs.yaml");
  const choices = choiceWords(pickLocale(data.allEditorChoices.nodes, locale, "data/editor.yaml").choices);
  // The copyright year is the build's: every page is rendered once, at build.
  const buildYear = data.site?.buildYear ?? "";
  // A deploy preview or branch deploy (gatsby-config.ts, src/lib/siteAddress.ts); never the editor's previews, which have no site metadata.
  const preview = data.site?.siteMetadata?.preview === true;
  // Production before the organisation marks the site live (data/site.yaml launched); never the editor's previews either.
  const notLaunched = data.site?.siteMetadata?.notLaunched === true;
  return { site, nav, layout, forms, programs: programsYaml.programs, choices, buildYear, preview, notLaunched };
}

export type SiteContent = ReturnType<typeof useSiteContent>;
