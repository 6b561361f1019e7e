// /post: the venue's published news, newest first, nine a page, with a topic filter. Light layer
// (ui/) and posts.css only: no MUI on this public page.
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Skeleton, Text } from '../../../ui';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { apiLanguage, POSTS_PAGE_SIZE, usePosts } from '../api/get-posts';
import { PostCard } from './post-card';
import '../posts.css';

export function PostListView() {
  const { t, i18n } = useTranslation('studio');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tag = params.get('tag') || undefined;
  const { data, isPending, isError, refetch } = usePosts(apiLanguage(i18n.language), page, tag);
  const pages = data ? Math.max(1, Math.ceil(data.count / POSTS_PAGE_SIZE)) : 1;
  const href = (next: { page?: number; tag?: string }) => {
    const query = new URLSearchParams();
    if (next.tag) query.set('tag', next.tag);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const text = query.toString();
    return text ? `?${text}` : '.';
  };

  return (
    <Container className="po-page">
      <SitePageMeta title={t('list.title')} description={t('list.meta')} />
      <link rel="alternate" type="application/rss+xml" title={t('list.feed')} href="/post/feed.xml" />
      <Text variant="h2" as="h1" className="po-title">
        {t('list.title')}
      </Text>
      <Text variant="h6" as="p" color="secondary" className="po-lead">
        {t('list.lead')}
      </Text>
      {data && data.tags.length > 0 ? (
        <nav className="po-tags" aria-label={t('list.filter')}>
          <Link to={href({})} className="po-tag" aria-current={tag ? undefined : 'page'}>
            {t('list.all')}
          </Link>
          {data.tags.map((name) => (
            <Link
              key={name}
              to={href({ tag: name })}
              className="po-tag"
              aria-current={tag === name ? 'page' : undefined}
            >
              #{name}
            </Link>
          ))}
        </nav>
      ) : null}
      {isPending ? (
        <div className="po-grid">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" className="po-card-skeleton" />
          ))}
        </div>
      ) : null}
      {isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.error')}
        </Alert>
      ) : null}
      {data && data.rows.length === 0 ? (
        <Alert severity="info" role="status">
          {tag ? t('list.noneTagged', { tag }) : t('list.none')}
        </Alert>
      ) : null}
      {data && data.rows.length > 0 ? (
        <div className="po-grid">
          {data.rows.map((post, index) => (
            <PostCard key={post.id} post={post} isFirst={index === 0} />
          ))}
        </div>
      ) : null}
      {pages > 1 ? (
        <nav className="po-pager" aria-label={t('list.pages')}>
          {page > 1 ? (
            <Link to={href({ tag, page: page - 1 })} rel="prev" className="po-tag">
              {t('list.previous')}
            </Link>
          ) : (
            <span />
          )}
          <Text as="span" color="secondary">
            {t('list.page', { page, pages })}
          </Text>
          {page < pages ? (
            <Link to={href({ tag, page: page + 1 })} rel="next" className="po-tag">
              {t('list.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <p className="po-feed">
        <a href="/post/feed.xml">{t('list.feed')}</a>
      </p>
    </Container>
  );
}
