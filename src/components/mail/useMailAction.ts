import { useCallback, useState } from "react";
import type { FormMail } from "../../lib/formMail";
import { openMailApp } from "../../lib/navigate";
import { useNotify } from "./ToastProvider";

/**
 * One mail action (a form's submit, Schedule a Visit, Subscribe): opens the visitor's mail app,
 * says so in a toast, and keeps the message on the page (see MailFallback) in case no mail app
 * opened. When the link could not carry the whole text, the full text is also put on the
 * clipboard while the click still allows it.
 */
export function useMailAction(openingMessage: string) {
  const notify = useNotify();
  const [sent, setSent] = useState<FormMail | null>(null);

  const send = useCallback(
    (mail: FormMail) => {
      if (!mail.fitsInLink) navigator.clipboard?.writeText(mail.body).catch(() => undefined);
      openMailApp(mail.url);
      notify(openingMessage);
      setSent(mail);
    },
    [notify, openingMessage],
  );

  const dismiss = useCallback(() => setSent(null), []);
  return { sent, send, dismiss };
}
