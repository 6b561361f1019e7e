import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date';
import { Card, Text } from '../../../ui';
import { paths } from '../../../config/paths';
import type { PostSummaryDto } from '../api/get-posts';

export function PostCard({ post, isFirst = false }: { post: PostSummaryDto; isFirst?: boolean }) {
  const { t } = useTranslation('studio');
  const date = useDateFormat().dayLong(post.publishedAt);
  return (
    <Card variant="outlined" as="article" className="po-card" data-testid="post-card" lang={post.lang}>
      <Link to={paths.post.details(post.slug)} className="cs-card-action po-card-action">
        {post.cover ? (
          <img
            src={post.cover.url}
            srcSet={post.cover.srcset || undefined}
            sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
            alt={post.cover.alt}
            width={post.cover.width ?? undefined}
            height={post.cover.height ?? undefined}
            loading={isFirst ? 'eager' : 'lazy'}
            className="po-card-image"
          />
        ) : null}
        <div className="po-card-body">
          <Text variant="overline" as="p" className="po-meta">
            <time dateTime={post.publishedAt}>{date}</time> · {t('post.readingTime', { count: post.readingMinutes })}
          </Text>
          <Text variant="h6" as="h2" className="po-card-title">
            {post.title}
          </Text>
          {post.teaser ? (
            <Text variant="body2" color="secondary">
              {post.teaser}
            </Text>
          ) : null}
        </div>
      </Link>
    </Card>
  );
}
