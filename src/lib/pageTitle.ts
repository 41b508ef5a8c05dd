/**
 * The id of every page's one h1 (src/components/ui/PageTitle.tsx): where "Skip to content" leads,
 * and where focus goes when the offer of the other language is dismissed. Focus lands on the
 * page's name, which a screen reader says and the focus ring shows; the next Tab goes on from there.
 */
export const pageTitleId = "content";
