import { contentById, contentByKey } from '../../editorial/repository.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError } from '../problem.js';

/** The CMS content endpoints: published entries by key, and any entry by id for preview. */
export const contentHandlers: HandlerTable = {
  async getContentByKey({ db, query }) {
    const key = query['key'] ?? '';
    const locale = query['locale'] ?? '';
    const entry = await contentByKey(db, key, locale);
    if (!entry) {
      throw new ProblemError(404, 'Not Found', `No published content ${key} in ${locale}.`);
    }
    return { body: entry };
  },

  async getContentPreview({ db, params }) {
    const id = params['id'] ?? '';
    const entry = await contentById(db, id);
    if (!entry) throw new ProblemError(404, 'Not Found', `No content has the id ${id}.`);
    return { body: entry };
  },
};
