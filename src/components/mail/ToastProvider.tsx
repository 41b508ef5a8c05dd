import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** The spec's business constants for notifications. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 4000;

type Notify = (message: string) => void;

const ToastContext = createContext<Notify>(() => undefined);

/** Shows a short, politely announced notification. */
export const useNotify = (): Notify => useContext(ToastContext);

type Sonner = typeof import("sonner");

/**
 * Toasts by sonner, loaded only when the first one is needed (a mail action), so no page pays for
 * it on first load. Messages asked for while it loads are shown as soon as it is there.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const [mounted, setMounted] = useState(false);
  const queue = useRef<string[]>([]);

  const notify = useCallback<Notify>(
    (message) => {
      if (sonner && mounted) {
        sonner.toast(message);
        return;
      }
      queue.current.push(message);
      if (!sonner) import("sonner").then(setSonner, () => undefined);
    },
    [sonner, mounted],
  );

  useEffect(() => {
    if (!sonner || !mounted) return;
    queue.current.splice(0).forEach((message) => sonner.toast(message));
  }, [sonner, mounted]);

  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {sonner && <MountedToaster sonner={sonner} onMount={() => setMounted(true)} />}
    </ToastContext.Provider>
  );
}

function MountedToaster({ sonner, onMount }: { sonner: Sonner; onMount: () => void }) {
  useEffect(onMount, [onMount]);
  const { Toaster } = sonner;
  return <Toaster visibleToasts={MAX_VISIBLE_TOASTS} duration={TOAST_DURATION_MS} position="bottom-center" richColors={false} />;
}
