// /post/:slug: one post, its body as the server rendered it from the sanitized document (the only
// HTML it contains is the allow-list of docs/product.md#content, every text escaped), and the
// venue's other posts. An old slug leads to the post's current address.
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date';
import { Alert, Container, Skeleton, Text } from '../../../ui';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { apiLanguage, usePost } from '../api/get-posts';
import { PostCard } from './post-card';
import '../posts.css';

export function PostDetailsView({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('studio');
  const dates = useDateFormat();
  const navigate = useNavigate();
  const { data: post, isPending, isError } = usePost(slug, apiLanguage(i18n.language));

  // The API follows an old slug to the post; show its current address.
  useEffect(() => {
    if (post && post.slug !== slug) void navigate(paths.post.details(post.slug), { replace: true });
  }, [post, slug, navigate]);
  useEffect(() => {
    if (!isError) return;
    let stop = false;
    api
      .get<{ slug: string }>(`/posts/redirects/${encodeURIComponent(slug)}`)
      .then((moved) => !stop && navigate(paths.post.details(moved.slug), { replace: true }))
      .catch(() => undefined);
    return () => {
      stop = true;
    };
  }, [isError, slug, navigate]);

  if (isPending)
    return (
      <Container className="po-page">
        <Skeleton variant="rounded" className="po-card-skeleton" />
      </Container>
    );
  if (!post)
    return (
      <Container className="po-page">
        <SitePageMeta title={t('detail.notFound')} />
        <Text variant="h3" as="h1" className="po-title">
          {t('detail.notFound')}
        </Text>
        <Alert severity="info" role="status">
          {t('detail.notFoundText')}
        </Alert>
        <p>
          <Link to={paths.post.root}>{t('detail.back')}</Link>
        </p>
      </Container>
    );
  const date = dates.dayLong(post.publishedAt);
  return (
    <Container className="po-page">
      <SitePageMeta title={post.seoTitle} description={post.seoDescription} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.seoTitle} />
      {post.seoDescription ? <meta property="og:description" content={post.seoDescription} /> : null}
      {post.cover ? <meta property="og:image" content={new URL(post.cover.url, window.location.origin).href} /> : null}
      <article className="po-article">
        <p className="po-back">
          <Link to={paths.post.root}>{t('detail.back')}</Link>
        </p>
        <header lang={post.lang}>
          <Text variant="overline" as="p" className="po-meta">
            <time dateTime={post.publishedAt}>{date}</time> · {t('post.readingTime', { count: post.readingMinutes })}
          </Text>
          <Text variant="h2" as="h1" className="po-title">
            {post.title}
          </Text>
          {post.teaser ? (
            <Text variant="h6" as="p" color="secondary" className="po-lead">
              {post.teaser}
            </Text>
          ) : null}
        </header>
        {post.cover ? (
          <img
            src={post.cover.url}
            srcSet={post.cover.srcset || undefined}
            sizes="(min-width: 900px) 800px, 100vw"
            alt={post.cover.alt}
            width={post.cover.width ?? undefined}
            height={post.cover.height ?? undefined}
            className="po-cover"
            fetchPriority="high"
          />
        ) : null}
        <div className="po-body" lang={post.bodyLang} dangerouslySetInnerHTML={{ __html: post.html }} />
        {post.tags.length > 0 ? (
          <p className="po-tags">
            {post.tags.map((name) => (
              <Link key={name} to={`${paths.post.root}?tag=${encodeURIComponent(name)}`} className="po-tag">
                #{name}
              </Link>
            ))}
          </p>
        ) : null}
      </article>
      {post.others.length > 0 ? (
        <section aria-labelledby="po-more" className="po-more">
          <Text variant="h5" as="h2" id="po-more">
            {t('detail.more')}
          </Text>
          <div className="po-grid">
            {post.others.map((other) => (
              <PostCard key={other.id} post={other} />
            ))}
          </div>
        </section>
      ) : null}
    </Container>
  );
}
