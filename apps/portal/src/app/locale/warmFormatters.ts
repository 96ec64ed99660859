import { keptDateTimeFormat, keptNumberFormat, type Locale } from '@freightkit/domain';

/**
 * Makes the locale's first number and date formatters in tasks of their own, started while the first
 * load waits on the network (the config, the texts, the session's code), so the first render does not
 * pay for them (ADR 082). The first `Intl.NumberFormat` or `Intl.DateTimeFormat` a page makes loads the
 * browser's locale data: 15–25 ms on this machine whichever comes first (the next one 2–4 ms), about
 * four times that on a phone, and it used to land inside the signed-in frame's render (the top bar's
 * texts, then the page's dates and amounts). Both formatters are the kept ones (domain's
 * `keptFormatters`), so a later call with the same locale and no options reuses them.
 */
export function warmFormatters(locale: Locale): void {
  // One task each: the first loads the locale's data, and the two together made one long task (ADR 088).
  setTimeout(() => {
    keptNumberFormat(locale).format(0);
    setTimeout(() => {
      keptDateTimeFormat(locale).format(0);
    }, 0);
  }, 0);
}
