/**
 * "Unexpected Application Error!": what a visitor sees when a script of the page fails. The page
 * itself stays as the server rendered it, readable and usable; the alert (Layout's error region,
 * with its words from data/layout.yaml) says what went wrong and can be dismissed.
 */

/** The error's status text (for a failed response) or its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { statusText, message } = error as { statusText?: unknown; message?: unknown };
    if (typeof statusText === "string" && statusText) return statusText;
    if (typeof message === "string" && message) return message;
  }
  return typeof error === "string" && error ? error : String(error);
}

/** Shows the error in the page's alert region (one alert at a time; the newest error wins). */
export function reportError(error: unknown): void {
  console.error(error);
  const region = document.querySelector<HTMLElement>("[data-error-region]");
  const template = document.querySelector<HTMLTemplateElement>("template[data-error-alert]");
  if (!region || !template) return;
  const alert = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!alert) return;
  const detail = alert.querySelector("[data-error-detail]");
  if (detail) detail.textContent = describeError(error);
  alert.querySelector("[data-error-dismiss]")?.addEventListener("click", () => alert.remove());
  region.replaceChildren(alert);
}

/** An event listener whose errors reach the visitor as the error alert instead of failing silently. */
export function listen<K extends keyof HTMLElementEventMap>(
  target: EventTarget,
  type: K | string,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): void {
  target.addEventListener(
    type,
    (event) => {
      try {
        handler(event as HTMLElementEventMap[K]);
      } catch (error) {
        reportError(error);
      }
    },
    options,
  );
}
