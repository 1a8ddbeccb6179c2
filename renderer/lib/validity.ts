// The browser's own form checks (required, min, max, step) speak the GM's language: the bubble it shows
// next to the refused field reads our message, not the browser's. One listener for every form.
import * as m from '../../shared/i18n/paraglide/messages.js';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The reason a field fails the browser's check, in the current language ('' when it passes). */
export function validityText(f: Field): string {
  const v = f.validity;
  const attr = (name: string) => f.getAttribute(name) ?? '';
  if (v.badInput) return m.val_number();
  if (v.valueMissing) return m.val_required();
  if (v.rangeUnderflow) return m.val_min({ min: attr('min') });
  if (v.rangeOverflow) return m.val_max({ max: attr('max') });
  if (v.stepMismatch) return attr('step') === '' || attr('step') === '1' ? m.val_whole() : m.val_step({ step: attr('step') });
  if (v.tooLong) return m.val_too_long({ max: attr('maxlength') });
  if (v.valid) return '';
  return m.val_invalid();
}

const isField = (t: EventTarget | null): t is Field => t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement;

/** Installs the listeners on a document: the message is set as a field is found invalid, and cleared as it is edited. */
export function installValidityMessages(doc: Document): void {
  doc.addEventListener(
    'invalid',
    (e) => {
      if (!isField(e.target)) return;
      e.target.setCustomValidity('');
      e.target.setCustomValidity(validityText(e.target));
    },
    true,
  );
  const clear = (e: Event) => {
    if (isField(e.target)) e.target.setCustomValidity('');
  };
  doc.addEventListener('input', clear, true);
  doc.addEventListener('change', clear, true);
}
