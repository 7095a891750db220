import { describe, expect, it } from 'vitest';
import { fillTemplate } from './prerender';

const TEMPLATE =
  '<!doctype html><html><head><title>Sponsorscope</title><meta name="description" content="The app." /></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

describe('fillTemplate', () => {
  it("puts a name holding $`, $' or $& into the page as it is, never a copy of the template", () => {
    // A brand (or a user) may be called anything; replacement patterns must not be read in it.
    const name = "Brand $` $' $& $$ $1";
    const html = fillTemplate(
      TEMPLATE,
      {
        html: `<h1>${name}</h1>`,
        title: `${name} | Sponsorscope`,
        meta: { title: name, description: `About ${name}` },
      },
      `<script type="application/json" id="ssr-data">{"brand":"${name}"}</script>`,
    );
    expect(html).toBe(
      `<!doctype html><html><head><title>Brand $\` $&#39; $&amp; $$ $1 | Sponsorscope</title><meta name="description" content="About Brand $\` $&#39; $&amp; $$ $1" /></head><body><div id="root"><h1>${name}</h1></div><script type="application/json" id="ssr-data">{"brand":"${name}"}</script><script type="module" src="/assets/main.js"></script></body></html>`,
    );
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('leaves the title and description when the page sets none', () => {
    expect(fillTemplate(TEMPLATE, { html: '<p>x</p>', title: null, meta: null })).toBe(
      TEMPLATE.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>'),
    );
  });
});
