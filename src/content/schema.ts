/**
 * The content model: one GraphQL type per YAML file under data/ (named by src/lib/contentFile.ts).
 *
 * Written once and used twice:
 *  - plugins/content/gatsby-node.ts hands it to createTypes, so Gatsby never infers a type from the data;
 *  - ./validateContent.ts walks every YAML file against it before a build, so a broken edit fails
 *    with "data/programs.yaml: programs[2].title is missing" instead of a GraphQL stack trace.
 *
 * `!` marks a field the editor must fill in. Enums list every allowed value.
 */
export const contentTypeDefs = /* GraphQL */ `
  "A photo: the image file (relative to the YAML file), its text description and an optional caption."
  type Photo {
    file: File! @fileByRelativePath
    alt: String!
    caption: String
  }

  "A link to a page of this site."
  type Link {
    label: String!
    to: String!
  }

  "A link to another website."
  type ExternalLink {
    label: String!
    url: String!
  }

  "The icons the site ships (src/components/ui/Icon.tsx)."
  enum IconName {
    users
    trophy
    handshake
    heart
    graduation
    sparkle
    compass
    book
    message
    shield
    clock
    map
  }

  enum SocialPlatform {
    facebook
    instagram
    linkedin
    youtube
    tiktok
    x
  }

  "The contact form's interest options (site-spec section 3)."
  enum ContactInterest {
    mentorship
    storytelling
    intervention
    volunteer
    donate
    other
  }

  """
  The organisation's facts, used on every page (header, footer, contact details, search results).
  Values marked BEFORE LAUNCH are placeholders: see docs/launch.md, "Before launch".
  """
  type SiteYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    name: String!
    shortName: String!
    description: String!
    mission: String!
    values: [String!]!
    foundedYear: Int!
    "BEFORE LAUNCH: the organisation's real contact address."
    email: String!
    phoneNote: String!
    phoneHours: String!
    "When the program meets: the sentence on the Contact page and the calendar file families add are written from it."
    programSessions: ProgramSessions!
    address: PostalAddress!
    organisationCity: String!
    "The organisation's pages on social networks. BEFORE LAUNCH: its own pages instead of the platforms' home pages."
    social: [SocialLink!]!
    """BEFORE LAUNCH: the news article about the organisation (About page, "Oceanside, CA" card)."""
    newsArticle: ExternalLink!
    """BEFORE LAUNCH: an online donation page. While empty, "Donate Now" leads to the contact form."""
    donateUrl: String
    """Optional: a YouTube or Vimeo link to the organisation's story video. While empty, "Watch Our Story" leads to the story on the About page instead."""
    storyVideoUrl: String
    "The photo a link to the site shows when it is shared (cropped to 1200 x 630 automatically)."
    shareImage: File! @fileByRelativePath
    "A short description of the shared photo for people who cannot see it."
    shareImageAlt: String!
    "Where the organisation works, as search engines are told (home page structured data)."
    areaServed: [String!]!
    "Numbers in words in this language, from zero: a count of the programs or sessions is written with them (five programs); beyond the list, in figures."
    numberWords: [String!]!
  }

  """
  The program's sessions, in Pacific time (America/Los_Angeles), at the organisation's address.
  The weeks, weekday and times are the same in both languages; the words around them are each language's.
  """
  type ProgramSessions {
    "The weeks of the month it meets in: second and fourth for the 2nd and 4th Friday."
    weeks: [WeekOfMonth!]!
    weekday: Weekday!
    "When a session starts, on the 24-hour clock, like 17:00."
    start: String!
    "When a session ends, on the 24-hour clock, like 19:00."
    end: String!
    "The sentence on the page: {weeks}, {weekday}, {start} and {end} are filled in."
    text: String!
    "How each week of the month reads in the sentence: 2nd, segundo."
    weekNames: WeekNames!
    "The weekday's name: Friday, viernes."
    weekdayName: String!
    "What follows a time before noon: AM, a. m."
    am: String!
    "What follows a time after noon: PM, p. m."
    pm: String!
    "The event's name in a family's calendar."
    calendarTitle: String!
    "The event's description in a family's calendar."
    calendarDescription: String!
    "The link to the calendar file, beside the sentence."
    addToCalendar: String!
  }

  enum WeekOfMonth {
    first
    second
    third
    fourth
    fifth
  }

  enum Weekday {
    monday
    tuesday
    wednesday
    thursday
    friday
    saturday
    sunday
  }

  type WeekNames {
    first: String!
    second: String!
    third: String!
    fourth: String!
    fifth: String!
  }

  "A text said of a number, in the forms that agree with it: one (1 character) and other (0, 2, 600 characters, five programs)."
  type CountText {
    one: String!
    other: String!
  }

  type PostalAddress {
    "BEFORE LAUNCH: the real street line."
    street: String!
    city: String!
    region: String!
    postalCode: String!
  }

  type SocialLink {
    platform: SocialPlatform!
    label: String!
    "Empty or left out: the link is not shown (that is how the LinkedIn placeholder behaves)."
    url: String
  }

  """The site's menus. Each link's "to" is a page of this site: /about, /contact#volunteer."""
  type NavYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    "The header's links, in order."
    main: [Link!]!
    cta: Link!
    """The footer's "Quick Links"."""
    quick: [Link!]!
    "The footer's bottom row."
    legal: [Link!]!
  }

  "Words of the shared header, footer and error screens that appear on every page."
  type LayoutYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    "This language's own name, shown on the other language's pages as the link to this one (English, Español)."
    languageName: String!
    skipLink: String!
    homeLinkLabel: String!
    mainNavLabel: String!
    menuButton: MenuButtonCopy!
    footer: FooterCopy!
    subscribe: SubscribeCopy!
    notFound: NotFoundCopy!
    "Shown when a script of the page fails; the page stays readable and usable."
    error: ErrorCopy!
    "Shown before the date on Privacy, Terms and Accessibility."
    legalUpdatedLabel: String!
  }

  type MenuButtonCopy {
    open: String!
    close: String!
  }

  type FooterCopy {
    about: String!
    quickLinksHeading: String!
    programsHeading: String!
    contactHeading: String!
    socialLabel: String!
    opensInNewTab: String!
    legalNavLabel: String!
    "{year} and {name} are filled in by the site."
    copyright: String!
  }

  type SubscribeCopy {
    heading: String!
    text: String!
    label: String!
    button: String!
    "The subject of the e-mail that Subscribe opens in the visitor's own mail app."
    mailSubject: String!
    "That e-mail's text. {email} is the address the visitor typed."
    mailBody: String!
  }

  type NotFoundCopy {
    title: String!
    heading: String!
    text: String!
    homeLink: String!
    "Logged to the browser console with the missing path."
    logMessage: String!
  }

  "The alert shown when a script of the page fails; the page itself stays usable."
  type ErrorCopy {
    heading: String!
    text: String!
    "Before the script's own message (in English, for whoever looks after the site)."
    detailLabel: String!
    "The button that closes the alert."
    dismiss: String!
  }

  "Figures the organisation stands behind."
  type StatsYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    "The figures on the home page."
    home: [Stat!]!
    "The figures on the Impact page."
    impact: [Stat!]!
  }

  type Stat {
    icon: IconName!
    value: String!
    label: String!
    description: String
  }

  "The programs, in the order shown on /programs and in the footer."
  type ProgramsYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    programs: [Program!]!
  }

  type Program {
    "The program's address on /programs (/programs#id). Keep it stable."
    id: String!
    title: String!
    shortTitle: String!
    icon: IconName!
    """The option the contact form preselects from "Learn More"."""
    interest: ContactInterest!
    description: String!
    features: [String!]!
    photo: Photo!
  }

  "The ME vs. ME curriculum: its sessions, one a week, in this order."
  type CurriculumYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    sessions: [CurriculumSession!]!
  }

  type CurriculumSession {
    number: Int!
    title: String!
    description: String!
  }

  "The values, shown as cards on the About page."
  type PillarsYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    pillars: [Pillar!]!
  }

  type Pillar {
    title: String!
    icon: IconName!
    description: String!
  }

  "Anonymous voices from the program."
  type TestimonialsYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    testimonials: [Testimonial!]!
  }

  type Testimonial {
    quote: String!
    name: String!
    "Optional: leave it out when it is not known."
    age: Int
    achievement: String!
  }

  "The people behind the program, shown on the About page."
  type TeamYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    groups: [TeamGroup!]!
  }

  type TeamGroup {
    id: String!
    heading: String!
    members: [TeamMember!]!
  }

  type TeamMember {
    "Optional: without a name the member is shown by role alone."
    name: String
    role: String!
    bio: String!
    photo: Photo!
  }

  """
  The About page's photo galleries (data/pages/about.yaml says which, by id, in what order). Every
  photo needs its alt: a description of the photo for people who cannot see it.
  """
  type GalleriesYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    galleries: [Gallery!]!
  }

  type Gallery {
    id: String!
    title: String!
    description: String
    photos: [Photo!]!
  }

  "The home page (/)."
  type HomePageYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    title: String!
    description: String!
    hero: HomeHero!
    statsLabel: String!
    mission: HomeMission!
  }

  type HomeHero {
    badge: String!
    tagline: String!
    line: String!
    intro: String!
    primaryButton: Link!
    "The button that plays the story video (data/site.yaml storyVideoUrl)."
    storyButton: String!
    "The same button while there is no video: it leads to the story on the About page, and says so."
    storyReadButton: String!
    videoDialogTitle: String!
    videoDialogClose: String!
    photo: Photo!
  }

  type HomeMission {
    heading: String!
    foundedLabel: String!
  }

  "The About page (/about)."
  type AboutPageYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    title: String!
    description: String!
    heading: String!
    intro: String!
    story: AboutStory!
    vision: HeadedText!
    pillars: HeadedIntro!
    team: HeadedIntro!
    galleries: AboutGalleries!
    "A card whose title is the organisation's city in data/site.yaml (organisationCity)."
    organisation: AboutOrganisation!
    join: CallToAction!
  }

  type AboutStory {
    heading: String!
    "BEFORE LAUNCH: the co-founder's own words about how the program began."
    paragraphs: [String!]!
    button: Link!
    photo: Photo!
  }

  type AboutGalleries {
    heading: String!
    "Which galleries of data/galleries.yaml to show, by id, in this order."
    show: [String!]!
  }

  type AboutOrganisation {
    label: String!
    text: String!
  }

  "A heading with a paragraph."
  type HeadedText {
    heading: String!
    text: String!
  }

  "A section heading with an optional introduction."
  type HeadedIntro {
    heading: String!
    intro: String
  }

  "A closing section: heading, text and one or two buttons."
  type CallToAction {
    heading: String!
    text: String!
    primaryButton: Link!
    secondaryButton: Link
  }

  """
  The Programs page (/programs). The programs themselves are in data/programs.yaml, the
  curriculum's sessions in data/curriculum.yaml.
  """
  type ProgramsPageYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    title: String!
    description: String!
    heading: String!
    "The introduction under the heading: {count} is how many programs data/programs.yaml lists, in words."
    intro: CountText!
    featuresLabel: String!
    learnMore: String!
    curriculum: ProgramsCurriculum!
    workshop: ProgramsWorkshop!
  }

  type ProgramsCurriculum {
    heading: String!
    "{count} is how many sessions data/curriculum.yaml lists, in words."
    intro: CountText!
    sessionLabel: String!
  }

  type ProgramsWorkshop {
    heading: String!
    text: String!
    button: Link!
    photo: Photo!
  }

  """
  The Impact page (/impact). The figures are in data/stats.yaml (impact), the testimonials in
  data/testimonials.yaml.
  """
  type ImpactPageYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    title: String!
    description: String!
    heading: String!
    subtitle: String!
    statsLabel: String!
    features: [TitledPhoto!]!
    """The "Program Participants" gallery: captions show while a photo is hovered or focused."""
    participants: Gallery!
    banners: [TitledPhoto!]!
    testimonials: ImpactTestimonials!
    cta: ImpactCta!
  }

  "A photo with a title and a line of text."
  type TitledPhoto {
    title: String!
    text: String!
    photo: Photo!
  }

  type ImpactTestimonials {
    heading: String!
    intro: String
    "{age} is the testimonial's age."
    ageLabel: String!
  }

  type ImpactCta {
    heading: String!
    text: String!
    donateLabel: String!
    volunteerButton: Link!
  }

  """
  The Contact page (/contact). The forms' fields and e-mails are in data/forms.yaml; the address,
  e-mail and hours in data/site.yaml.
  """
  type ContactPageYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    title: String!
    description: String!
    heading: String!
    intro: String!
    volunteer: HeadedIntro!
    visit: ContactVisitCopy!
    call: HeadedIntro!
    email: ContactEmailCopy!
    hours: HeadedIntro!
    message: HeadedIntro!
  }

  type ContactVisitCopy {
    heading: String!
    button: String!
  }

  type ContactEmailCopy {
    heading: String!
    note: String!
  }

  enum FormFieldType {
    text
    email
    tel
    select
    textarea
  }

  """
  The contact page's forms and what their e-mails say. A field's name and an option's value are what
  the site and its links rely on (site spec, section 3): change the labels freely, keep names and
  values as they are. In texts, {label}, {email}, {remaining} and {program} are filled in by the
  site.
  """
  type FormsYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    requiredNote: String!
    selectPlaceholder: String!
    errors: FormErrors!
    "Under a text area with a limit: {remaining} is filled in, with the words that agree with the number."
    counter: CountText!
    clear: String!
    noscript: String!
    fallback: MailFallbackCopy!
    toasts: FormToasts!
    volunteer: MailForm!
    contact: MailForm!
    visit: VisitMail!
  }

  "What a form says under a field it cannot send. {label} becomes the field's own name, such as Email."
  type FormErrors {
    "A required field left empty: {label} is required."
    valueMissing: String!
    "An e-mail address that is not one."
    typeMismatch: String!
    "A text longer than the field allows: {label} is too long."
    tooLong: String!
  }

  type MailFallbackCopy {
    heading: String!
    text: String!
    tooLong: String!
    address: String!
    subject: String!
    message: String!
    copyButton: String!
    copied: String!
    copyFailed: String!
    openAgain: String!
    sent: String!
    close: String!
  }

  type FormToasts {
    opening: String!
    cleared: String!
  }

  "A form whose Submit opens the visitor's mail app with what they typed."
  type MailForm {
    submit: String!
    subject: String!
    intro: String!
    tooLongNote: String!
    """Written into the message when "Learn More" of a program without its own option leads here."""
    programMessage: String
    fields: [FormField!]!
  }

  type FormField {
    "The field's name (site spec): keep it as it is."
    name: String!
    label: String!
    type: FormFieldType!
    required: Boolean
    autocomplete: String
    "Text fields: the most characters it takes (keeps the e-mail link short enough)."
    maxLength: Int
    options: [FormOption!]
  }

  type FormOption {
    "The option's value (site spec): keep it as it is."
    value: String!
    label: String!
  }

  type VisitMail {
    subject: String!
    body: String!
  }

  """
  A legal page (Privacy, Terms, Accessibility): data/legal/<slug>.yaml, served at /<slug>. In any
  paragraph, {email} becomes the contact address as a link.
  """
  type LegalPageYaml implements Node @dontInfer {
    "The language of this copy of the file (en, es): filled in by the build."
    locale: String!
    slug: String!
    title: String!
    description: String!
    "The date of the latest change, written YYYY-MM-DD."
    updated: Date! @dateformat
    intro: String!
    sections: [LegalSection!]!
  }

  type LegalSection {
    heading: String!
    paragraphs: [String!]!
  }
`;
