import { describe, expect, it } from "vitest";
import { highlightCodeBlocks } from "./highlight-code.server";
import { renderPostHtml } from "./render-post-html.server";
import { sanitizePostHtml } from "./sanitize-html.server";

describe("highlightCodeBlocks", () => {
  it("highlights a block in the language its class names", () => {
    const html = highlightCodeBlocks('<pre><code class="language-ts">const a: number = 1;</code></pre>');
    expect(html).toMatch(/^<pre><code class="hljs language-ts">/);
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-built_in">number</span>');
  });

  it("guesses among a few languages when no class names one, and leaves prose plain", () => {
    const css = highlightCodeBlocks(
      "<pre><code>:root {\n  --brand: #c2410c;\n}\nbody { color: var(--brand); }</code></pre>",
    );
    expect(css).toContain('class="hljs language-css"');
    expect(css).toContain("hljs-");
    const prose = highlightCodeBlocks("<pre><code>Just a sentence in a box.</code></pre>");
    expect(prose).toBe('<pre><code class="hljs">Just a sentence in a box.</code></pre>');
  });

  it("keeps a language it does not know as a class, guessing the tokens", () => {
    expect(highlightCodeBlocks('<pre><code class="language-cobol">MOVE A TO B.</code></pre>')).toBe(
      '<pre><code class="hljs language-cobol">MOVE A TO B.</code></pre>',
    );
  });

  it("keeps the text exact, escaped, and is idempotent", () => {
    const source = '<pre><code class="language-html">&lt;a href="/x"&gt;x &amp; y&lt;/a&gt;</code></pre>';
    const once = renderPostHtml(source);
    expect(once).toContain("&lt;");
    expect(once.replace(/<span[^>]*>|<\/span>/g, "")).toBe(
      '<pre><code class="hljs language-html">&lt;a href="/x"&gt;x &amp; y&lt;/a&gt;</code></pre>',
    );
    expect(renderPostHtml(once)).toBe(once);
  });

  it("leaves inline code and other markup alone", () => {
    const html = "<p>Use <code>width</code> here.</p>";
    expect(highlightCodeBlocks(html)).toBe(html);
  });

  it("cannot be used to smuggle markup: code text is escaped by the highlighter", () => {
    const html = renderPostHtml('<pre><code class="language-js">"&lt;img src=x onerror=alert(1)&gt;"</code></pre>');
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("the allow-list and highlighted code", () => {
  it("keeps token spans and their classes, nothing more", () => {
    expect(
      sanitizePostHtml(
        '<pre><code class="hljs language-js"><span class="hljs-title function_" style="color:red" onclick="x()">f</span></code></pre>',
      ),
    ).toBe('<pre><code class="hljs language-js"><span class="hljs-title function_">f</span></code></pre>');
    expect(sanitizePostHtml('<p><span class="evil hljs-string" id="x">s</span></p>')).toBe(
      '<p><span class="hljs-string">s</span></p>',
    );
    expect(sanitizePostHtml('<code class="hljs evil">c</code>')).toBe('<code class="hljs">c</code>');
  });
});
