/** The contact form's field whose choices start with the programs. */
export const interestField = "interest";

type Form = { readonly fields: readonly { readonly name: string; readonly options?: readonly { readonly value: string; readonly label: string }[] | null }[] };

/**
 * The contact form with one choice per program of data/programs.yaml (its id, its title) first in
 * its interest list, before the form's own choices (data/forms.yaml: volunteering, donating,
 * something else). A program is named in one place, and every program, a new one too, is a choice
 * that its "Learn More" selects (contactLinks.ts).
 */
export function withProgramChoices<F extends Form>(form: F, programs: readonly { readonly id: string; readonly title: string }[]): F {
  return {
    ...form,
    fields: form.fields.map((field) =>
      field.name === interestField && field.options ? { ...field, options: [...programs.map(({ id, title }) => ({ value: id, label: title })), ...field.options] } : field,
    ),
  };
}
