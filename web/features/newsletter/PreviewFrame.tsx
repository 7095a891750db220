import type { TNewsletterContent } from '../../../core/contract/newsletters';
import { renderNewsletter, siteLinks } from '../../../core/newsletter/render';

/** The e-mail itself, drawn by the same renderer the server sends with, in a sandboxed frame. */
export function PreviewFrame({ content }: { content: TNewsletterContent }) {
  const { html } = renderNewsletter(content, { links: siteLinks(window.location.origin) });
  return (
    <iframe
      title={`Preview of ${content.title || 'the newsletter'}`}
      srcDoc={html}
      sandbox=""
      className="h-[60vh] w-full rounded-lg border border-ink-600 bg-white"
    />
  );
}
