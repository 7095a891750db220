import { describe, expect, it } from 'vitest';
import { brand } from '../../../core/brand';
import { renderAnnouncement } from './announcements';

describe('the product announcement e-mail', () => {
  const unsubscribe = 'https://app.example.test/api/settings/unsubscribe-marketing?token=abc';
  const mail = renderAnnouncement({ subject: 'Athlete search', body: 'Hello!\n\nIt is here.' }, unsubscribe);

  it("names the sender's postal address, as the newsletter does, in the HTML and the text", () => {
    const address = brand.agency.postalAddress.join(', ');
    expect(address).toContain('London');
    expect(mail.text).toContain(address);
    expect(mail.html).toContain(address);
    // In the footer, beside the unsubscribe link, not in the message.
    const footer = mail.html.slice(mail.html.indexOf('<hr'));
    expect(footer).toContain(address);
    expect(footer).toContain(`href="${unsubscribe}"`);
  });
});
