/**
 * The content model: one GraphQL type per YAML file under data/ (named by ./typeNames.ts).
 *
 * Written once and used twice:
 *  - gatsby-node.ts hands it to createTypes, so Gatsby never infers a type from the data;
 *  - ./validateContent.ts walks every YAML file against it before a build, so a broken edit fails
 *    with "data/programmes.yaml: programmes[2].title is missing" instead of a GraphQL stack trace.
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

  type SiteYaml implements Node @dontInfer {
    name: String!
    shortName: String!
    description: String!
    mission: String!
    values: [String!]!
    foundedYear: Int!
    email: String!
    phoneNote: String!
    phoneHours: String!
    programHours: String!
    address: PostalAddress!
    organisationCity: String!
    social: [SocialLink!]!
    newsArticle: ExternalLink!
    donateUrl: String
    storyVideoUrl: String
    "The photo a shared link shows (cropped to 1200 x 630 at build), and what it shows."
    shareImage: File! @fileByRelativePath
    shareImageAlt: String!
    "Where the organisation works, as search engines are told (home page structured data)."
    areaServed: [String!]!
  }

  type PostalAddress {
    street: String!
    city: String!
    region: String!
    postalCode: String!
  }

  type SocialLink {
    platform: SocialPlatform!
    label: String!
    "Empty: the link is not shown."
    url: String
  }

  type NavYaml implements Node @dontInfer {
    main: [Link!]!
    cta: Link!
    quick: [Link!]!
    legal: [Link!]!
  }

  type LayoutYaml implements Node @dontInfer {
    skipLink: String!
    homeLinkLabel: String!
    mainNavLabel: String!
    menuButton: MenuButtonCopy!
    footer: FooterCopy!
    subscribe: SubscribeCopy!
    notFound: NotFoundCopy!
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
    programmesHeading: String!
    contactHeading: String!
    socialLabel: String!
    opensInNewTab: String!
    legalNavLabel: String!
    copyright: String!
  }

  type SubscribeCopy {
    heading: String!
    text: String!
    label: String!
    button: String!
    mailSubject: String!
    mailBody: String!
  }

  type NotFoundCopy {
    title: String!
    heading: String!
    text: String!
    homeLink: String!
    logMessage: String!
  }

  "The alert shown when a script of the page fails; the page itself stays usable."
  type ErrorCopy {
    heading: String!
    text: String!
    "The button that closes the alert."
    dismiss: String!
  }

  type StatsYaml implements Node @dontInfer {
    home: [Stat!]!
    impact: [Stat!]!
  }

  type Stat {
    icon: IconName!
    value: String!
    label: String!
    description: String
  }

  type ProgrammesYaml implements Node @dontInfer {
    programmes: [Programme!]!
  }

  type Programme {
    "The programme's address on /programs (/programs#id). Keep it stable."
    id: String!
    title: String!
    shortTitle: String!
    icon: IconName!
    interest: ContactInterest!
    description: String!
    features: [String!]!
    photo: Photo!
  }

  type CurriculumYaml implements Node @dontInfer {
    sessions: [CurriculumSession!]!
  }

  type CurriculumSession {
    number: Int!
    title: String!
    description: String!
  }

  type PillarsYaml implements Node @dontInfer {
    pillars: [Pillar!]!
  }

  type Pillar {
    title: String!
    icon: IconName!
    description: String!
  }

  type TestimonialsYaml implements Node @dontInfer {
    testimonials: [Testimonial!]!
  }

  type Testimonial {
    quote: String!
    name: String!
    age: Int
    achievement: String!
  }

  type TeamYaml implements Node @dontInfer {
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

  type GalleriesYaml implements Node @dontInfer {
    galleries: [Gallery!]!
  }

  type Gallery {
    id: String!
    title: String!
    description: String
    photos: [Photo!]!
  }

  type HomePageYaml implements Node @dontInfer {
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
    storyButton: String!
    videoDialogTitle: String!
    videoDialogClose: String!
    photo: Photo!
  }

  type HomeMission {
    heading: String!
    foundedLabel: String!
  }

  type AboutPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    intro: String!
    story: AboutStory!
    vision: HeadedText!
    pillars: HeadedIntro!
    team: HeadedIntro!
    galleries: AboutGalleries!
    organisation: AboutOrganisation!
    join: CallToAction!
  }

  type AboutStory {
    heading: String!
    paragraphs: [String!]!
    button: Link!
    photo: Photo!
  }

  type AboutGalleries {
    heading: String!
    "Ids of galleries in data/galleries.yaml, in the order shown."
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

  type ProgramsPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    intro: String!
    featuresLabel: String!
    learnMore: String!
    curriculum: ProgramsCurriculum!
    workshop: ProgramsWorkshop!
  }

  type ProgramsCurriculum {
    heading: String!
    intro: String!
    sessionLabel: String!
  }

  type ProgramsWorkshop {
    heading: String!
    text: String!
    button: Link!
    photo: Photo!
  }

  type ImpactPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    subtitle: String!
    statsLabel: String!
    features: [TitledPhoto!]!
    "The Program Participants gallery."
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
    ageLabel: String!
  }

  type ImpactCta {
    heading: String!
    text: String!
    donateLabel: String!
    volunteerButton: Link!
  }

  type ContactPageYaml implements Node @dontInfer {
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

  type FormsYaml implements Node @dontInfer {
    requiredNote: String!
    selectPlaceholder: String!
    errors: FormErrors!
    counter: String!
    clear: String!
    noscript: String!
    fallback: MailFallbackCopy!
    toasts: FormToasts!
    volunteer: MailForm!
    contact: MailForm!
    visit: VisitMail!
  }

  type FormErrors {
    valueMissing: String!
    typeMismatch: String!
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
    programmeMessage: String
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

  "Privacy, Terms and Accessibility: data/legal/<slug>.yaml, served at /<slug>."
  type LegalPageYaml implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    updated: Date! @dateformat
    intro: String!
    sections: [LegalSection!]!
  }

  type LegalSection {
    heading: String!
    paragraphs: [String!]!
  }
`;
