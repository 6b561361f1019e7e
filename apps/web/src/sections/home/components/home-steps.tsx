import { useTranslation } from 'react-i18next';
import { Container, Text } from '../../../ui';

const STEPS = ['one', 'two', 'three'] as const;

export function HomeSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="steps-title" className="hm-steps">
      <Container>
        <Text id="steps-title" variant="h2" className="hm-steps-title">
          {t('home.steps.title')}
        </Text>
        <ol className="hm-steps-list">
          {STEPS.map((step, index) => (
            <li key={step} className="hm-step">
              <div aria-hidden className="hm-step-number">
                {index + 1}
              </div>
              <div>
                <Text variant="h5" as="h3" className="hm-step-title">
                  {t(`home.steps.${step}.title`)}
                </Text>
                <Text color="secondary">{t(`home.steps.${step}.text`)}</Text>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
