import { load } from 'cheerio';
import { squash } from './text-and-urls';

/**
 * True when a page builds its content with JavaScript: it has scripts, and an empty (or "Loading…") mount point
 * such as #root, #app, #__next or [data-portfolio], a noscript asking for JavaScript, or almost no text.
 */
export function looksScriptDriven(html: string): boolean {
  const $ = load(html);
  const scripts = $('script').filter((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase();
    return !type || type === 'module' || type.includes('javascript');
  });
  if (scripts.length === 0) return false;
  const mounts = $(
    '#root, #app, #__next, #__nuxt, #___gatsby, [data-portfolio], [id*="portfolio" i], [data-reactroot], [aria-busy="true"]',
  );
  const emptyMount = mounts.toArray().some((el) => {
    const node = $(el);
    const text = squash(node.text());
    return (
      node.attr('aria-busy') === 'true' ||
      !text ||
      /^(loading|please wait|fetching)/i.test(text) ||
      node.find('[role="status"], [class*="loading" i], [class*="spinner" i], [class*="skeleton" i]').length >
        0
    );
  });
  const noscript = /enable javascript|requires javascript|javascript (is )?(required|disabled)/i.test(
    $('noscript').text(),
  );
  $('script, style, noscript, template').remove();
  const tiny = squash($('body').text()).length < 200;
  return emptyMount || noscript || tiny;
}
