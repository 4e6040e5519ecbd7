// Writes a large WordPress export for measuring the import (issue 40's 5,000 posts / 50 MB):
// `npx tsx scripts/make-wxr.ts FILE [POSTS=5000] [CONTENT_BYTES_PER_POST=8000]`. Each post is
// classic-editor content with a category, a tag and an approved comment; every tenth has a
// featured image attachment. Written a post at a time (tests/support/wxr.ts).
import { writeLargeWxr } from "../tests/support/wxr";

const [file, posts = "5000", bytes = "8000"] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npx tsx scripts/make-wxr.ts FILE [POSTS] [BYTES_PER_POST]");
  process.exit(2);
}
const size = await writeLargeWxr(file, Number(posts), Number(bytes));
console.log(`${file}: ${posts} posts, ${(size / 1024 / 1024).toFixed(1)} MB`);
