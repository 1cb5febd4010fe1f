import { describe, expect, it } from 'vitest';
import { renderEmail } from './templates.service';

const content = {
  siteName: 'Elena Marsh',
  heading: 'Please confirm',
  paragraphs: ['Thanks for joining <b>the list</b> & more.'],
  details: [['From', 'Ana "A" <ana@example.com>']] as [string, string][],
  quote: 'Line one\n<script>alert(1)</script>',
  action: { label: 'Confirm', url: 'https://site.test/mailing-list?verify=a.b&c=1' },
  footer: ['You received this because you signed up.'],
};

describe('email layout', () => {
  it('always has a plain-text part saying the same thing', () => {
    const { text } = renderEmail(content);
    expect(text).toContain('Please confirm');
    expect(text).toContain('Thanks for joining <b>the list</b> & more.');
    expect(text).toContain('From: Ana "A" <ana@example.com>');
    expect(text).toContain('> Line one\n> <script>alert(1)</script>');
    expect(text).toContain('Confirm: https://site.test/mailing-list?verify=a.b&c=1');
    expect(text).toContain('—\nElena Marsh');
    expect(text).toContain('You received this because you signed up.');
  });

  it('escapes every piece of text in the HTML part', () => {
    const { html } = renderEmail(content);
    expect(html).toContain('Thanks for joining &lt;b&gt;the list&lt;/b&gt; &amp; more.');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ana &quot;A&quot; &lt;ana@example.com&gt;');
    expect(html).toContain('href="https://site.test/mailing-list?verify=a.b&amp;c=1"');
    expect(html).toContain('<h1');
  });

  it('carries an unsubscribe link in both parts when given one', () => {
    const url = 'https://site.test/mailing-list?unsubscribe=tok';
    const { text, html } = renderEmail({ ...content, unsubscribeUrl: url });
    expect(text).toMatch(/Unsubscribe: https:\/\/site\.test\/mailing-list\?unsubscribe=tok\n$/);
    expect(html).toContain(`<a href="${url}" style="color:#7a756d">Unsubscribe</a>`);
    expect(renderEmail(content).text).not.toContain('Unsubscribe');
  });

  it('never links to anything but http(s)', () => {
    const { html } = renderEmail({
      ...content,
      action: { label: 'Go', url: 'javascript:alert(1)' },
    });
    expect(html).toContain('href="#"');
    expect(html).not.toContain('href="javascript:');
  });
});
