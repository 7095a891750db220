import type { TNewsletterContent } from '../../../core/contract/newsletters';
import { renderNewsletter } from '../../../core/newsletter/render';

/** The e-mail itself, drawn by the same renderer the server sends with, in a sandboxed frame. */
export function PreviewFrame({ content }: { content: TNewsletterContent }) {
  const origin = window.location.origin;
  const { html } = renderNewsletter(content, {
    links: {
      viewAll: `${origin}/search`,
      terms: `${origin}/terms`,
      privacy: `${origin}/privacy-policy`,
      unsubscribe: `${origin}/settings`,
    },
  });
  return (
    <iframe
      title={`Preview of ${content.title || 'the newsletter'}`}
      srcDoc={html}
      sandbox=""
      className="h-[60vh] w-full rounded-lg border border-ink-600 bg-white"
    />
  );
}
