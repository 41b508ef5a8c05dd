import { graphql, useStaticQuery } from "gatsby";

/**
 * What every page shares: the organisation's facts (data/site.yaml), the navigation
 * (data/nav.yaml), the header/footer/error copy (data/layout.yaml), the programme names for
 * the footer (data/programmes.yaml) and what a mail action says (data/forms.yaml).
 */
export function useSiteContent() {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      siteYaml {
        name
        shortName
        email
        phoneNote
        phoneHours
        address {
          street
          city
          region
          postalCode
        }
        social {
          platform
          label
          url
        }
      }
      navYaml {
        main {
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
      layoutYaml {
        skipLink
        homeLinkLabel
        mainNavLabel
        menuButton {
          open
          close
        }
        footer {
          about
          quickLinksHeading
          programmesHeading
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
          dismiss
        }
      }
      formsYaml {
        fallback {
          ...MailFallbackCopy
        }
        toasts {
          opening
        }
      }
      programmesYaml {
        programmes {
          id
          shortTitle
        }
      }
    }
  `);
  const { siteYaml: site, navYaml: nav, layoutYaml: layout, programmesYaml, formsYaml: forms } = data;
  // The copyright year is the build's: every page is rendered once, at build.
  const buildYear = data.site?.buildYear ?? "";
  // The content check (gatsby-node.ts) guarantees these files exist; this narrows the types.
  if (!site || !nav || !layout || !programmesYaml || !forms) {
    throw new Error("data/site.yaml, nav.yaml, layout.yaml, forms.yaml and programmes.yaml are all required");
  }
  return { site, nav, layout, forms, programmes: programmesYaml.programmes, buildYear };
}

export type SiteContent = ReturnType<typeof useSiteContent>;
