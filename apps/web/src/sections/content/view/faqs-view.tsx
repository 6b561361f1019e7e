// /faqs: questions in groups; each answer opens under its question (the WAI-ARIA accordion pattern:
// a button with aria-expanded inside the question's heading, the answer a region it controls).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../ui';
import { ExpandMoreIcon } from '../../../ui/icons';
import { ContentPage } from '../components/content-page';
import type { FaqGroup } from '../content-types';
import { usePolicyValues } from '../use-policy-values';

function FaqItem({ id, question, answer }: { id: string; question: string; answer: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="ct-faq-item">
      <h3>
        <button
          type="button"
          className="ct-faq-question"
          id={`${id}-q`}
          aria-expanded={isOpen}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((open) => !open)}
        >
          {question}
          <ExpandMoreIcon />
        </button>
      </h3>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!isOpen} className="ct-faq-answer">
        <Text color="secondary">{answer}</Text>
      </div>
    </div>
  );
}

export function FaqsView() {
  const { t } = useTranslation('content');
  const values = usePolicyValues();
  const groups = t('faqs.groups', { ...values, returnObjects: true, defaultValue: [] }) as FaqGroup[];
  return (
    <ContentPage pageKey="faqs" values={values}>
      {groups.map((group, g) => (
        <section key={group.title} className="ct-faq-group">
          <Text variant="h4" as="h2">
            {group.title}
          </Text>
          <div className="ct-faq">
            {group.items.map((item, i) => (
              <FaqItem key={item.q} id={`faq-${g}-${i}`} question={item.q} answer={item.a} />
            ))}
          </div>
        </section>
      ))}
    </ContentPage>
  );
}
