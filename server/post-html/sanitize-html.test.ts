import { describe, expect, it } from "vitest";
import { htmlToText, sanitizePostHtml } from "./sanitize-html.server";

describe("sanitizePostHtml", () => {
  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    [
      '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="A">',
      '<img src="https://cdn.example/a.png" alt="A" />',
    ],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ""],
    ["<svg><script>alert(1)</script></svg><p>after</p>", "<p>after</p>"],
    ['<svg onload="alert(1)"><circle/></svg>', ""],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ['<p style="background:url(javascript:alert(1))">s</p>', "<p>s</p>"],
    ["<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ['<form action="https://evil"><input name="p"></form>', ""],
    ['<a href="//evil.example/x">x</a>', "<a>x</a>"],
    ["<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ""],
    ['<object data="x.swf"></object><embed src="x.swf">', ""],
  ])("strips %s", (input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });

  it("keeps what the editor produces", () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="https://web.dev/">link</a></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code class="language-ts">x</code></pre>' +
      '<img src="/media/a-800.webp" alt="A" /><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(
      html.replace('href="https://web.dev/"', 'href="https://web.dev/" rel="noopener noreferrer nofollow"'),
    );
  });

  it("marks outside links noopener and keeps mailto and relative links", () => {
    expect(sanitizePostHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:a@b.co">m</a><a href="/contact">c</a>')).toBe(
      '<a href="mailto:a@b.co">m</a><a href="/contact">c</a>',
    );
  });
});

describe("htmlToText", () => {
  it("keeps words apart and decodes entities", () => {
    expect(htmlToText("<h2>Title</h2><p>One &amp; two</p><ul><li>a</li><li>b</li></ul>")).toBe("Title One & two a b");
  });
});
