// Reads a paginated GitHub listing whole, bounded: a Link header that names a page already read, or more
// than MAX_LISTING_PAGES pages, stops it with an error instead of requests without end; an answer that is
// not a list of items fails with a message that says so instead of a TypeError from inside Octokit.

/** 1,000 pages of 100: an organization of 100,000 repositories, ten times the largest course README plans. */
export const MAX_LISTING_PAGES = 1000;

/** A listing GitHub answered with something other than pages of items, or that does not end. */
export class ListingError extends Error {
  override readonly name = 'ListingError';
}

interface Page<T> {
  readonly data: T[];
  readonly headers: { readonly link?: string | undefined };
}

/**
 * Every item of `pages` (Octokit's paginate.iterator), in order; `what` says what is listed, for errors ("repositories").
 * @throws ListingError when a page is not a list, or the listing loops or runs past `maxPages`.
 */
export async function readAllPages<T>(
  pages: AsyncIterable<Page<T>>,
  what: string,
  maxPages = MAX_LISTING_PAGES,
): Promise<T[]> {
  const items: T[] = [];
  const links = new Set<string>();
  let read = 0;
  try {
    for await (const page of pages) {
      if (!Array.isArray(page.data))
        throw new ListingError(`GitHub answered the listing of ${what} with no list`);
      items.push(...page.data);
      const link = page.headers.link;
      if (link !== undefined && /rel="next"/.test(link)) {
        if (links.has(link))
          throw new ListingError(
            `GitHub's listing of ${what} does not end: its next page is one already read`,
          );
        if (++read >= maxPages)
          throw new ListingError(
            `GitHub's listing of ${what} does not end: it goes on past ${maxPages} pages`,
          );
        links.add(link);
      }
    }
  } catch (error) {
    // The paginate plugin reads its answer's fields unchecked: a body that is not the JSON asked for
    // (cut short, or another shape) surfaces as a TypeError.
    if (error instanceof TypeError)
      throw new ListingError(
        `GitHub answered the listing of ${what} with unexpected data (${error.message})`,
        {
          cause: error,
        },
      );
    throw error;
  }
  return items;
}
