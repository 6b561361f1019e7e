// A post's history and revert (docs/product/content.md#history), in the shape every content item's
// history has (audit module, history.routes.ts); a revert is audited as `post.reverted`.
import { historyRoutes } from '../audit';
import { managedPostDto, toManaged } from './post.dto';
import { postRepository } from './post.repository';
import { revertPost } from './post.service';

export const postHistoryRoutes = historyRoutes({
  entity: 'post',
  basePath: '/api/v1/posts/manage',
  tag: 'posts',
  label: 'Post',
  answer: managedPostDto,
  exists: async (db, organizationId, id) => Boolean(await postRepository.find(db, organizationId, id)),
  revert: async (db, actor, id, snapshot) => toManaged(await revertPost(db, actor, id, snapshot)),
});
