/** The longest description an idea holds (the database's check and the contract's). */
export const MAX_DESCRIPTION = 5000;

/**
 * What a paste into a field capped at `max` characters leaves out, said to the founder (issue 34): where the text
 * was cut and how much was dropped. Null when the paste fits.
 */
export function pasteCutNote(
  current: string,
  selection: { start: number; end: number },
  pasted: string,
  max = MAX_DESCRIPTION,
): string | null {
  const room = max - (current.length - (selection.end - selection.start));
  if (pasted.length <= room) return null;
  const kept = pasted.slice(0, Math.max(0, room));
  const tail = kept.slice(-40).replace(/\s+/g, ' ').trim();
  const dropped = pasted.length - kept.length;
  return `Your paste was cut at ${max.toLocaleString('en-US')} characters: it now ends at “…${tail}” and the last ${dropped.toLocaleString('en-US')} characters were left out. Shorten it, or keep the parts investors need.`;
}
