import { useEffect, useEffectEvent, useState } from "react";

const asTyped = (value: string) => value;

/**
 * The text of an input whose value lives elsewhere (e.g. in the address): typing changes the draft at once,
 * and the draft is committed after a pause, not on every keystroke. When the committed value changes from
 * elsewhere (Back, "Clear filters"), the draft follows it. `normalize` (a stable function, e.g. trim) turns
 * the draft into what is committed, so a trailing space being typed is not taken away. `commit` may be a new
 * function on every render: the pending commit is not restarted by it.
 */
export function useDebouncedDraft(
  committed: string,
  commit: (value: string) => void,
  delayMs: number,
  normalize: (value: string) => string = asTyped,
): [string, (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // What this input committed last: its arrival (possibly a render later) is not a change from elsewhere, and
  // must not take back what was typed meanwhile.
  const [own, setOwn] = useState<string | null>(null);
  const onPause = useEffectEvent((value: string) => {
    setOwn(value);
    commit(value);
  });
  if (committed !== seen) {
    // Adjusting state while rendering (React's pattern for following a prop), so no stale frame is drawn.
    setSeen(committed);
    if (committed !== own) {
      setOwn(null);
      if (normalize(draft) !== committed) setDraft(committed);
    }
  }

  useEffect(() => {
    const wanted = normalize(draft);
    if (wanted === committed) return;
    const timer = window.setTimeout(() => onPause(wanted), delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, committed, delayMs, normalize]);

  return [draft, setDraft];
}
