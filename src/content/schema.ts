/**
 * The content model: one GraphQL type per YAML file under data/ (named by src/lib/contentFile.ts),
 * as a page's query reads the file in one language (the file holds its structure once and each
 * text's words per language: ./translations.ts), every field with its rules beside it, read by
 * everything that needs them:
 *  - plugins/content/gatsby-node.ts hands it to createTypes, so Gatsby never infers a type from the data;
 *  - ./validateContent.ts walks every YAML file against it before a build and before the editor
 *    saves, so a broken edit is named by file, entry and field instead of a GraphQL stack trace;
 *  - the editor's configuration (plugins/editor/cmsConfig.ts), its fields' own checks and the
 *    canonical YAML writer read the same rules (./fieldRules.ts).
 *
 * `!` marks a field the editor must fill in; enums list every allowed value; the directives
 * (declared in ./contentSchema.ts, each a Gatsby field extension too) are the rules:
 *   @same                 not language: one value for every language (an address, an id, a name);
 *   @format(as: …)        an e-mail address, a web address (https://…), an address name (slug),
 *                         a time (17:00), or a page of this site (/contact#volunteer);
 *   @range(min:, max:)    a number's range;
 *   @length(max:)         the most characters the design holds (headings, titles, buttons);
 *   @mailSubject          in another language, ends with the English subject in parentheses;
 *   @perLanguage          a list each language has its own of (its own structure per language);
 *   @lines                a text whose line breaks are kept (an e-mail's); any other is one paragraph;
 *   @stamp                a date of when the file's other fields last changed: the editor sets it;
 *   @beforeLaunch(check:) a placeholder the production build refuses to publish (./launchCheck.ts).
 * What an editor reads of each field (its label and hint, in each language) is in data/editor.yaml.
 */
/** Every file's own type has its language, which the build fills in: declared once. */
const fileLanguage = `"The language of this copy of the file (en, es): filled in by the build."
    locale: String!`;

/**
 * The fields a page's own file has (its title and description in search results and the browser
 * tab, the heading and introduction of its header), each declared once and used by every page type
 * that has it; their editor words are written once too, as `Page.<field>` in data/editor.yaml
 * (a page type words its own only where it differs: src/content/editorWordsFile.ts).
 */
export const pageFields = {
  title: "title: String! @length(max: 60)",
  description: "description: String!",
  heading: "heading: String! @length(max: 60)",
  intro: "intro: String!",
} as const;

export const contentTypeDefs = /* GraphQL */ `
  """
  A photo: the image file (relative to the YAML file), its text description and an optional caption.
  \`placeholder\`: one of the sample photos the site came with (scripts/placeholderPhotos.ts), described
  as what it shows; the production build refuses it, and choosing another photo drops the mark.
  """
  type Photo {
    file: File! @fileByRelativePath
    alt: String! @length(max: 200)
    caption: String
    placeholder: Boolean @beforeLaunch(check: "samplePhoto", at: "file", described: "alt")
  }

  "A link to a page of this site."
  type Link {
    label: String! @length(max: 40)
    to: String! @same @format(as: "page")
  }

  "A link to another website."
  type ExternalLink {
    label: String! @length(max: 120)
    url: String! @same @format(as: "webAddress") @beforeLaunch(check: "example")
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

  type SiteYaml implements Node @dontInfer {
    ${fileLanguage}
    name: String! @same
    shortName: String! @same
    description: String!
    mission: String!
    values: [String!]!
    foundedYear: Int! @range(min: 1900, max: 2100)
    email: String! @same @format(as: "email") @beforeLaunch(check: "example")
    phone: String @same @format(as: "phone")
    phoneNote: String!
    phoneHours: String!
    "Within how many hours (on weekdays) a message is answered: any text says it as {replyHours}."
    replyHours: Int! @range(min: 1, max: 240)
    "Within how many hours (on weekdays) a volunteer application is answered: {volunteerReplyHours}."
    volunteerReplyHours: Int! @range(min: 1, max: 240)
    "Young people under this age ask a parent or guardian to write for them: {parentContactAge}."
    parentContactAge: Int! @range(min: 1, max: 21)
    "The answers to a family's first questions (the For Families page reads them): {ages}, {cost}, {groups}, {screening}."
    familyFacts: FamilyFacts!
    programSessions: ProgramSessions!
    "The organisation's address; any text says its city as {city}."
    address: PostalAddress!
    social: [SocialLink!]!
    newsArticle: ExternalLink!
    donateUrl: String @same @format(as: "webAddress") @beforeLaunch(check: "example")
    storyVideoUrl: String @same @format(as: "webAddress") @beforeLaunch(check: "example")
    shareImage: File! @fileByRelativePath
    shareImageAlt: String!
    shareImagePlaceholder: Boolean @beforeLaunch(check: "samplePhoto", at: "shareImage", described: "shareImageAlt")
    areaServed: [String!]! @same
    numberWords: [String!]!
    """
    Whether the organisation has chosen to go live (src/content/launchCheck.ts): until then a
    production build publishes the site as not launched yet (every page says so, no search engine
    indexes it); from then on it refuses every placeholder left.
    """
    launched: Boolean
  }

  """
  The organization's answers to the questions a family asks first, each in its own words, one or two
  sentences. Until one is written, the For Families page says to ask us there, and the list before
  launch names it (a warning: the page is true meanwhile). Any text can name a filled one in braces.
  """
  type FamilyFacts {
    "Which ages can join: {ages}."
    ages: String @length(max: 200) @beforeLaunch(check: "answer")
    "What the programs cost a family: {cost}."
    cost: String @length(max: 200) @beforeLaunch(check: "answer")
    "On which day and where the curriculum's groups meet: {groups}."
    groups: String @length(max: 200) @beforeLaunch(check: "answer")
    "Who is with the young people, and how they are screened: {screening}."
    screening: String @length(max: 300) @beforeLaunch(check: "answer")
    "The languages the team speaks with families: shown only when filled in."
    languages: String @length(max: 200)
  }

  """
  The program's sessions, in Pacific time (America/Los_Angeles), at the organisation's address.
  The weeks, weekday and times are the same in both languages; the words around them are each language's.
  """
  type ProgramSessions {
    "What the hours are called, everywhere they are shown (the Contact and For Families pages, the calendar file)."
    name: String! @length(max: 40)
    "What the hours are for, shown after them."
    purpose: String!
    weeks: [WeekOfMonth!]!
    weekday: Weekday!
    start: String! @same @format(as: "clockTime")
    end: String! @same @format(as: "clockTime")
    "{weeks} and {weekday} are their choices' words (data/editor.yaml, WeekOfMonth and Weekday)."
    text: String!
    am: String!
    "What the short word for a morning time means, shown when it is pointed at (WCAG 3.1.4)."
    amMeaning: String!
    pm: String!
    "What the short word for an afternoon time means, shown when it is pointed at (WCAG 3.1.4)."
    pmMeaning: String!
    calendarTitle: String!
    calendarDescription: String!
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

  "A text said of a number, in the forms that agree with it: one (1 character) and other (0, 2, 600 characters, five programs)."
  type CountText {
    one: String!
    other: String!
  }

  type PostalAddress {
    street: String! @same @beforeLaunch(check: "example")
    city: String! @same
    region: String! @same
    "The state's name that the short region stands for, shown when it is pointed at (WCAG 3.1.4)."
    regionName: String! @same
    postalCode: String! @same
  }

  type SocialLink {
    platform: SocialPlatform!
    label: String! @length(max: 30)
    url: String @same @format(as: "webAddress") @beforeLaunch(check: "ownPage")
  }

  type NavYaml implements Node @dontInfer {
    ${fileLanguage}
    main: [Link!]!
    "Only in the small-screen menu (below the lg breakpoint), after main: the wide bar holds five links."
    menuOnly: [Link!]
    cta: Link!
    quick: [Link!]!
    legal: [Link!]!
  }

  type LayoutYaml implements Node @dontInfer {
    ${fileLanguage}
    languageName: String!
    languageOffer: LanguageOfferCopy!
    skipLink: String!
    homeLinkLabel: String!
    mainNavLabel: String!
    menuButton: MenuButtonCopy!
    footer: FooterCopy!
    subscribe: SubscribeCopy!
    notFound: NotFoundCopy!
    error: ErrorCopy!
    legalUpdatedLabel: String!
    previewNotice: PreviewNoticeCopy!
    "The notice at the top of every page of the site before its launch (data/site.yaml launched), never once it is live."
    notLaunchedNotice: PreviewNoticeCopy!
    siteNotice: SiteNotice
  }

  """
  A notice every page shows at the top of its content while it is filled in (src/components/layout/SiteWide.tsx):
  news every visitor should see first (sign-ups open, a closure), a sentence and a link if it has one.
  """
  type SiteNotice {
    text: String! @length(max: 200)
    link: Link
  }

  "The notice at the top of every page of a deploy preview or branch deploy (src/lib/siteAddress.ts), never in production."
  type PreviewNoticeCopy {
    label: String! @length(max: 30)
    text: String!
  }

  """
  The one-line offer of this language's page, in this language, at the top of a page in the site's
  first language, to a browser that prefers this one (src/components/layout/LanguageOffer.tsx).
  """
  type LanguageOfferCopy {
    text: String! @length(max: 80)
    link: String! @length(max: 40)
    dismiss: String! @length(max: 20)
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
    copyright: String!
  }

  type SubscribeCopy {
    heading: String! @length(max: 60)
    text: String!
    label: String!
    button: String! @length(max: 30)
    mailSubject: String! @mailSubject
    mailBody: String! @lines
  }

  type NotFoundCopy {
    title: String! @length(max: 60)
    heading: String! @length(max: 60)
    text: String!
    homeLink: String!
    logMessage: String!
  }

  "The alert shown when a script of the page fails; the page itself stays usable."
  type ErrorCopy {
    heading: String! @length(max: 60)
    text: String!
    detailLabel: String!
    dismiss: String!
  }

  "Each figure once (the Impact page shows them all, in order); the home page shows some, by id."
  type StatsYaml implements Node @dontInfer {
    ${fileLanguage}
    figures: [Stat!]!
    home: [String!]! @same
  }

  "A figure the organization stands behind. Without a value (a goal), its label stands alone."
  type Stat {
    id: String! @same @format(as: "slug")
    icon: IconName!
    value: String @same @length(max: 8)
    label: String! @length(max: 40)
    description: String
  }

  type ProgramsYaml implements Node @dontInfer {
    ${fileLanguage}
    programs: [Program!]!
  }

  type Program {
    id: String! @same @format(as: "slug")
    title: String! @length(max: 60)
    shortTitle: String! @length(max: 30)
    icon: IconName!
    description: String!
    features: [String!]!
    photo: Photo!
  }

  type CurriculumYaml implements Node @dontInfer {
    ${fileLanguage}
    "The curriculum's one name, as a sentence says it: any text states it as {curriculumName} (src/content/facts.ts)."
    name: String! @length(max: 30)
    sessions: [CurriculumSession!]!
  }

  "A session of the curriculum: its number is its place in the list, so a session moved is numbered anew."
  type CurriculumSession {
    title: String! @length(max: 60)
    description: String!
  }

  type PillarsYaml implements Node @dontInfer {
    ${fileLanguage}
    pillars: [Pillar!]!
  }

  type Pillar {
    title: String! @length(max: 30)
    icon: IconName!
    description: String!
  }

  type TestimonialsYaml implements Node @dontInfer {
    ${fileLanguage}
    testimonials: [Testimonial!]!
  }

  "\`consented\`: ticked once the words are a real person's, shared with their consent; the production build refuses a testimonial without it."
  type Testimonial {
    quote: String!
    name: String!
    age: Int @range(min: 5, max: 120)
    role: String!
    consented: Boolean @beforeLaunch(check: "consent")
  }

  type TeamYaml implements Node @dontInfer {
    ${fileLanguage}
    groups: [TeamGroup!]!
  }

  type TeamGroup {
    id: String! @same @format(as: "slug")
    heading: String! @length(max: 60)
    members: [TeamMember!]!
  }

  type TeamMember {
    name: String @same
    role: String!
    bio: String!
    photo: Photo!
  }

  type GalleriesYaml implements Node @dontInfer {
    ${fileLanguage}
    galleries: [Gallery!]!
    "A gallery's own page: its description in search results when the gallery has none of its own."
    description: String!
    "A gallery's own page: the link back to the About page's galleries."
    back: String! @length(max: 60)
  }

  "A gallery of data/galleries.yaml: on the About page and on a page of its own, unless hidden."
  type Gallery {
    id: String! @same @format(as: "slug")
    title: String! @length(max: 60)
    description: String
    photos: [Photo!]!
    "Ticked: the gallery is shown nowhere (not on About, no page of its own, not in the site map)."
    hidden: Boolean
  }

  "A titled set of photos on a page (the Impact page's participants)."
  type PhotoSet {
    title: String! @length(max: 60)
    description: String
    photos: [Photo!]!
  }

  type HomePageYaml implements Node @dontInfer {
    ${fileLanguage}
    ${pageFields.title}
    ${pageFields.description}
    hero: HomeHero!
    statsLabel: String!
    mission: HomeMission!
  }

  type HomeHero {
    badge: String! @length(max: 50)
    tagline: String! @length(max: 70)
    line: String! @length(max: 60)
    intro: String!
    familiesLink: Link!
    primaryButton: Link!
    storyButton: String! @length(max: 40)
    storyReadButton: String! @length(max: 40)
    videoDialogTitle: String!
    videoDialogClose: String!
    photo: Photo!
  }

  type HomeMission {
    heading: String! @length(max: 60)
    foundedLabel: String!
  }

  type AboutPageYaml implements Node @dontInfer {
    ${fileLanguage}
    ${pageFields.title}
    ${pageFields.description}
    ${pageFields.heading}
    ${pageFields.intro}
    story: AboutStory!
    vision: HeadedText!
    pillars: HeadedIntro!
    team: HeadedIntro!
    galleries: AboutGalleries!
    organisation: AboutOrganisation!
    join: CallToAction!
  }

  type AboutStory {
    heading: String! @length(max: 60)
    paragraphs: [String!]!
    button: Link!
    photo: Photo!
  }

  type AboutGalleries {
    heading: String! @length(max: 60)
    "The link under each gallery to its own page: {count} is how many photos it has, {gallery} its title."
    more: String! @length(max: 80)
  }

  type AboutOrganisation {
    label: String! @length(max: 40)
    text: String!
  }

  "A heading with a paragraph."
  type HeadedText {
    heading: String! @length(max: 60)
    text: String!
  }

  "A section heading with an optional introduction."
  type HeadedIntro {
    heading: String! @length(max: 60)
    intro: String
  }

  "A closing section: heading, text and one or two buttons."
  type CallToAction {
    heading: String! @length(max: 60)
    text: String!
    primaryButton: Link!
    secondaryButton: Link
  }

  type ProgramsPageYaml implements Node @dontInfer {
    ${fileLanguage}
    ${pageFields.title}
    ${pageFields.description}
    ${pageFields.heading}
    intro: CountText!
    featuresLabel: String!
    learnMore: String! @length(max: 30)
    curriculum: ProgramsCurriculum!
    workshop: ProgramsWorkshop!
  }

  type ProgramsCurriculum {
    heading: String! @length(max: 60)
    intro: CountText!
    sessionLabel: String!
  }

  type ProgramsWorkshop {
    heading: String! @length(max: 60)
    text: String!
    button: Link!
    photo: Photo!
  }

  type ImpactPageYaml implements Node @dontInfer {
    ${fileLanguage}
    ${pageFields.title}
    ${pageFields.description}
    ${pageFields.heading}
    subtitle: String!
    statsLabel: String!
    features: [TitledPhoto!]!
    participants: PhotoSet!
    banners: [TitledPhoto!]!
    testimonials: ImpactTestimonials!
    cta: ImpactCta!
  }

  "A photo with a title and a line of text."
  type TitledPhoto {
    title: String! @length(max: 60)
    text: String!
    photo: Photo!
  }

  type ImpactTestimonials {
    heading: String! @length(max: 60)
    intro: String
    ageLabel: String!
  }

  type ImpactCta {
    heading: String! @length(max: 60)
    text: String!
    donateLabel: String! @length(max: 40)
    volunteerButton: Link!
  }

  type ContactPageYaml implements Node @dontInfer {
    ${fileLanguage}
    ${pageFields.title}
    ${pageFields.description}
    ${pageFields.heading}
    ${pageFields.intro}
    volunteer: HeadedIntro!
    visit: ContactVisitCopy!
    call: ContactCallCopy!
    email: ContactEmailCopy!
    message: HeadedIntro!
  }

  """
  The thank-you page (/thank-you): what a form sent from its page (Netlify Forms) is answered with.
  No link leads to it and search engines leave it out; it says the message arrived and what follows.
  """
  type ThankYouPageYaml implements Node @dontInfer {
    ${fileLanguage}
    ${pageFields.title}
    ${pageFields.description}
    ${pageFields.heading}
    ${pageFields.intro}
    "What happens next. {email} becomes the contact address as a link."
    next: HeadedText!
    "For a subscription to the news (the footer's Stay Connected): what comes, and how to stop it."
    subscribed: HeadedText!
    link: Link!
  }

  type FamiliesPageYaml implements Node @dontInfer {
    ${fileLanguage}
    ${pageFields.title}
    ${pageFields.description}
    ${pageFields.heading}
    ${pageFields.intro}
    who: HeadedText!
    what: FamiliesWhat!
    when: FamiliesWhen!
    questions: FamiliesQuestions!
    action: FamiliesAction!
  }

  "What we offer: a heading, a paragraph, every program by its title (data/programs.yaml) and a link to the whole curriculum."
  type FamiliesWhat {
    heading: String! @length(max: 60)
    text: String!
    "Said over the list of programs, each a link to it on the Programs page."
    programsLabel: String! @length(max: 60)
    link: Link!
  }

  "When and where: the hours (with their name) and the address come from data/site.yaml, only the address's label from here."
  type FamiliesWhen {
    heading: String! @length(max: 60)
    placeLabel: String! @length(max: 40)
  }

  """
  The questions a family asks first, each answered from Organization (data/site.yaml familyFacts)
  or, while its answer is not written yet, with \`ask\`; then how to ask us anything.
  """
  type FamiliesQuestions {
    heading: String! @length(max: 60)
    ages: String! @length(max: 80)
    cost: String! @length(max: 80)
    groups: String! @length(max: 80)
    screening: String! @length(max: 80)
    "Shown only with its answer."
    languages: String! @length(max: 80)
    "Said in place of an answer the organization has not written yet."
    ask: String! @length(max: 80)
    "How to ask us, under the questions: {email} becomes the contact address as a link."
    howToAsk: String!
    "The same while Organization has a phone number: {phone} becomes it, as a link to call."
    howToAskByPhone: String!
  }

  "The sign-up form's heading and the sentence above it (its fields and e-mail: data/forms.yaml signUp)."
  type FamiliesAction {
    heading: String! @length(max: 60)
    text: String!
  }

  type ContactVisitCopy {
    heading: String! @length(max: 60)
    "When to come: {hours} becomes the open program hours' name (Organization)."
    text: String!
    button: String! @length(max: 40)
  }

  "The phone card: Call Us with the number when there is one, how to reach us while there is none."
  type ContactCallCopy {
    heading: String! @length(max: 60)
    noPhoneHeading: String! @length(max: 60)
    "The phone hours as the card shows them: {hours} becomes data/site.yaml's phoneHours."
    hours: String!
  }

  type ContactEmailCopy {
    heading: String! @length(max: 60)
    note: String!
  }

  """
  Under a text area with a limit, when a paste was longer than the room left: the browser keeps
  what fits, and the rest is shown to copy (src/mail/characterCount.ts).
  """
  type PasteCutCopy {
    "What happened ({count}: the characters cut, {max}: what the field holds), in the forms that agree with the number."
    text: CountText!
    "The box's label, above what did not fit."
    kept: String!
    copy: String! @length(max: 40)
    copied: String!
  }

  enum FormFieldType {
    text
    email
    tel
    select
    textarea
  }

  type FormsYaml implements Node @dontInfer {
    ${fileLanguage}
    requiredNote: String!
    selectPlaceholder: String!
    errors: FormErrors!
    counter: CountText!
    pasteCut: PasteCutCopy!
    clear: String!
    undo: String! @length(max: 30)
    noscript: String!
    honeypot: String!
    fallback: MailFallbackCopy!
    toasts: FormToasts!
    volunteer: MailForm!
    contact: MailForm!
    signUp: MailForm!
    visit: VisitMail!
  }

  "What a form says under a field it cannot send. {label} becomes the field's own name, such as Email."
  type FormErrors {
    valueMissing: String!
    typeMismatch: String!
    tooLong: String!
  }

  type MailFallbackCopy {
    heading: String! @length(max: 80)
    announcement: String!
    announcementCopy: String!
    post: String!
    postButton: String! @length(max: 40)
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
    restored: String!
  }

  """
  A form whose Submit opens the visitor's mail app with what they typed. The e-mail is the
  visitor's own: it opens in their words (intro), lists the fields, and ends with the
  organization's note to them (note), set apart and signed as the organization's.
  """
  type MailForm {
    submit: String! @length(max: 40)
    subject: String! @mailSubject
    intro: String! @lines
    note: String!
    tooLongNote: String!
    programMessage: String
    fields: [FormField!]!
  }

  type FormField {
    name: String! @same
    label: String!
    type: FormFieldType!
    required: Boolean
    autocomplete: String @same
    maxLength: Int @range(min: 1, max: 2000)
    options: [FormOption!]
  }

  type FormOption {
    value: String! @same
    label: String!
  }

  type VisitMail {
    subject: String! @mailSubject
    body: String! @lines
  }

  """
  A page of sections (src/lib/contentPages.ts, model "sections"): its own file in data/pages/,
  shown at the page's address by src/templates/SectionsPage.tsx. A new page of this kind needs no
  type, no editor words and no code of its own (README.md, "Add a page").
  """
  type SectionsPageYaml implements Node @dontInfer {
    ${fileLanguage}
    "The file's name (data/pages/<slug>.yaml), which tells the pages apart: filled in by the build."
    slug: String!
    ${pageFields.title}
    ${pageFields.description}
    ${pageFields.heading}
    ${pageFields.intro}
    sections: [PageSection!]!
    action: CallToAction
  }

  "A section of a page of sections: a heading, its paragraphs, and a photo and a link if it has them."
  type PageSection {
    heading: String! @length(max: 60)
    paragraphs: [String!]!
    photo: Photo
    link: Link
  }

  """
  The site map (/site-map): every page of the site, grouped under these headings. Which pages, in
  what order and under which heading, the build works out from the list of pages
  (src/lib/contentPages.ts), data/nav.yaml and data/galleries.yaml (src/lib/siteMap.ts).
  """
  type SiteMapPageYaml implements Node @dontInfer {
    ${fileLanguage}
    ${pageFields.title}
    ${pageFields.description}
    ${pageFields.heading}
    ${pageFields.intro}
    pages: HeadedIntro!
    galleries: HeadedIntro!
    site: HeadedIntro!
    "Every page, each with its group, name and English address: filled in by the build (src/lib/siteMap.ts)."
    links: [SiteMapLink!]!
  }

  "A page as the site map lists it: under which heading (pages, galleries, site), its name and its English address."
  type SiteMapLink {
    group: String!
    label: String!
    path: String!
  }

  type LegalPageYaml implements Node @dontInfer {
    ${fileLanguage}
    slug: String! @same @format(as: "slug")
    ${pageFields.title}
    ${pageFields.description}
    updated: Date! @dateformat @stamp
    ${pageFields.intro}
    sections: [LegalSection!]!
  }

  type LegalSection {
    heading: String! @length(max: 60)
    paragraphs: [String!]!
  }
  """
  The content editor's own words (/admin), in each language: the groups and names of the files,
  every field's label and hint, the words it adds to Decap CMS's interface and its messages, and
  Decap's own phrases this site changes or completes. Not edited in the editor itself.
  """
  type EditorYaml implements Node @dontInfer {
    ${fileLanguage}
    groups: [EditorGroup!]!
    fields: [EditorField!]!
    interface: EditorInterface!
    messages: EditorMessages!
    decap: [EditorPhrase!]! @perLanguage
    decapLocal: [EditorPhrase!]! @perLanguage
  }

  """
  Every choice's words in one language (Weekday.friday, WeekOfMonth.second…), as data/editor.yaml
  writes them once: made by the build from that file (plugins/content), read by the pages
  (src/hooks/useSiteContent.ts, src/lib/choiceWords.ts) and the editor's previews.
  """
  type EditorChoices implements Node @dontInfer {
    ${fileLanguage}
    choices: [EditorField!]!
  }

  type EditorGroup {
    id: String! @same @format(as: "slug")
    label: String! @length(max: 40)
    description: String!
    files: [EditorFile!]!
  }

  type EditorFile {
    file: String! @same
    label: String! @length(max: 60)
  }

  """
  A field of the content model (Type.field), a file's type (Type) whose hint heads its file, or a
  choice (Weekday.friday): its words, for the editor and, for a choice, for visitors too
  (src/lib/choiceWords.ts).
  """
  type EditorField {
    field: String! @same
    "A field's label; a choice's words, in the editor's list and, unless it has \`shown\`, on the site."
    label: String! @length(max: 60)
    hint: String
    item: String @length(max: 40)
    "What several items are called after their count, where the label is not that: “4 items”, not “4 what it includes”."
    items: String @length(max: 40)
    "A choice the site shows inside a sentence: its words there, when they differ from its label (the 2nd Friday: 2nd)."
    shown: String @length(max: 60)
  }

  "A phrase of Decap CMS's interface, by its key in decap-cms-locales (editor.editorToolbar.publish)."
  type EditorPhrase {
    key: String! @same
    text: String! @lines
  }

  type EditorInterface {
    languageName: String!
    languageSwitchLabel: String!
    "The switch above the form: the language its texts are written in."
    formLanguageLabel: String!
    "Beside a text, where the other language has no words yet."
    noWordsYet: String!
    "Above a text with words in another language only ({language}: the form's)."
    waitingForWords: String!
    toReviewHeading: String!
    "A text to review: {source} changed after this {language} text was written."
    toReviewText: String!
    before: String!
    now: String!
    markReviewed: String!
    "Under a value that is not language (a photo, a number, a page), in another language's form."
    sameInEveryLanguage: String!
    "The button beside each problem of a refused save."
    goToField: String!
    "An optional choice's empty option."
    noChoice: String!
    "Told to screen readers when a list's item is moved ({item}, {position}, {count})."
    moved: String!
    "Told to screen readers about a list's drag handles."
    dragInstructions: String!
    "What a list's drag handle is, for screen readers."
    dragHandle: String!
    "After a save that changed a file's text: its date of last change set ({field}, {date})."
    stamped: String!
    "When a version of a page was saved, by the hour's number ({time}; {date} on another day)."
    timeAt: CountText!
    timeOnDayAt: CountText!
    "After a save written over a save made elsewhere ({when}: timeAt), and each change of that save it kept ({place})."
    keptHeading: String!
    keptIntroAt: String!
    keptIntroSince: String!
    keptValue: String!
    keptAdded: String!
    keptDeleted: String!
    keptMoved: String!
    "A save refused: a field changed here and in a save made elsewhere ({when}, {place}, {mine}, {theirs}), with a choice."
    conflictHeading: String!
    conflictIntroAt: String!
    conflictIntroSince: String!
    conflictValue: String!
    conflictDeletedHere: String!
    conflictDeletedThere: String!
    conflictOrder: String!
    keepMine: String!
    keepTheirs: String!
    "A version's value that is empty."
    emptyValue: String!
    "A save refused because the file changed again between reading it and writing it."
    changedAgain: String!
    "The preview frame, while the page cannot be drawn from the form (a list item half filled in)."
    previewFailedHeading: String!
    previewFailedText: String!
    "The bar's button that lists the translations to review ({count})."
    toReviewButton: String!
    toReviewListHeading: String!
    toReviewListIntro: String!
    toReviewNone: String!
    "A translation to review: {field}, {language} (its), {before}, {source} (the language that changed), {now}."
    toReviewLine: String!
    loadingPreview: String!
    guideLink: String!
    guideDescription: String!
    "In the editors' guide, a document of the repository it names rather than links to ({file}: its path)."
    guideRepositoryFile: String!
    problemsHeading: String!
    problemsIntro: String!
    close: String!
    deleteRefusedHeading: String!
    uploadRefusedHeading: String!
    uploadCleaned: String!
    "A photo drawn again as a JPEG when it was added, under the added notice ({photo}: as chosen, {converted}: as added)."
    uploadConverted: String!
    altAgain: String!
    charactersLeft: CountText!
    charactersOver: CountText!
    viewPage: String!
    contentProblemsHeading: String!
    contentProblemsIntro: String!
    "After a save, where a text passes the plain-language limits (a note: the entry is saved)."
    readabilityHeading: String!
    readabilityIntro: String!
    "The bar's button that lists what is left before launch ({count}: its lines): src/content/launchCheck.ts."
    launchButton: String!
    launchListHeading: String!
    launchListIntro: String!
    launchNone: String!
    "What a line of the list before launch is: it stops the launch, or can wait."
    launchBlocks: String!
    launchWarns: String!
    "A line of the list before launch ({kind}: launchBlocks or launchWarns, {problem}: its message)."
    launchLine: String!
    "The site's address as a line of the list names it (it has no field: Netlify gives it)."
    launchSiteAddress: String!
    "Above the list before launch: where the site's address is set (Netlify's settings), step by step."
    launchAddressHelp: String!
    "A list item's controls, for screen readers ({item}: the item, messages.itemWithSummary, its first letter small): its ×, its drag handle."
    deleteItem: String!
    moveItem: String!
    "A list's button that opens or closes all its items ({list}: the list's label)."
    openEveryItem: String!
    closeEveryItem: String!
    "The notice that keeps the items deleted from the form until the next save, each with a button that puts it back."
    deletedHeading: String!
    deletedIntro: String!
    undo: String!
    "The undo button's full name ({item}: the item deleted, its first letter small)."
    undoItem: String!
    "Told to screen readers when an item is deleted ({item}), and when it is put back ({item})."
    itemDeleted: String!
    itemRestored: String!
    "Once the site is marked live, the bar's button ({count}: the problems found) and its list: what the live site answers (src/lib/liveCheck.ts), after what a publish would refuse."
    liveButton: String!
    liveListHeading: String!
    liveListIntro: String!
  }

  type EditorLanguageNames {
    en: String!
    es: String!
  }

  type EditorMessages {
    item: String!
    itemWithSummary: String!
    separator: String!
    inLanguage: String!
    languageNames: EditorLanguageNames!
    missing: String!
    onlySpaces: String!
    tooLong: String!
    email: String!
    webAddress: String!
    slug: String!
    clockTime: String!
    phone: String!
    page: String!
    range: String!
    choice: String!
    noPhoto: String!
    photoInFolder: String!
    usedTwice: String!
    missingInLanguage: String!
    mailSubject: String!
    "Plain language: a sentence over the words a sentence should have ({field}, {words}, {limit}, {sentence})."
    longSentence: String!
    "Plain language: the English text's grade, or the Spanish text's INFLESZ, past its limit ({language}, {score}, {limit}, {field}, {sentence})."
    readingGrade: String!
    readingEase: String!
    copied: String!
    photoTooNarrow: String!
    photoTooLarge: String!
    photoUnreadable: String!
    "An iPhone photo (HEIC) the browser cannot open: what to do instead ({photo})."
    photoHeic: String!
    photoPosition: String!
    photoInUse: String!
    "Before launch ({field}, {found}: the placeholder): an example value; a network's home page; a sample photo; a real photo still described as a sample; a testimonial not marked real and consented; no site address; an example address; an address that is not https://; Netlify's own address."
    launchExample: String!
    launchOwnPage: String!
    launchSamplePhoto: String!
    launchSampleDescription: String!
    launchConsent: String!
    "A family's question not answered yet ({field})."
    launchAnswer: String!
    launchNoAddress: String!
    launchExampleAddress: String!
    launchInsecureAddress: String!
    launchNetlifyAddress: String!
    "The live site, as npm run check:live and the editor find it (src/lib/liveCheck.ts; {address}, {error}, {provider}, {header}, {expected}, {found})."
    liveUnreachable: String!
    liveIdentityMissing: String!
    liveRegistrationOpen: String!
    liveRegistrationClosed: String!
    liveProviderOn: String!
    liveHeaderMissing: String!
    liveHeaderDifferent: String!
    liveHeadersRight: String!
    liveLaunched: String!
    liveNotLaunched: String!
    liveNoSitemap: String!
    liveLocalBackend: String!
    "The organization's facts in a text ({field}; {fact}: the fact's name, {source}: its field, {found}: the words, {value}: the fact's value; {other}, {otherSource}: another fact): src/content/factCheck.ts."
    factEmpty: String!
    factByHand: String!
    factContradicted: String!
    factUnsaid: String!
    factMisplaced: String!
    "A warning after a save, never a refusal."
    factMaybeByHand: String!
    other: String!
  }
`;
