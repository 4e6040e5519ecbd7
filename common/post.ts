import type { PostStatus } from "./schemas";

// The API's JSON shapes of posts: written by the server (server/db/posts.server.ts),
// read by the admin.

/** A post as the API and the pages show it (DESIGN.md section 3). */
export interface Post {
  _id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  image: string | null;
  category: { _id: string; name: string } | null;
  tags: string[];
  status: PostStatus;
  seo: { title: string; description: string; keywords: string[] };
  author: { _id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** A page of posts as `GET /api/posts` answers it. */
export interface PostPage {
  posts: Post[];
  total: number;
  page: number;
  limit: number;
}
