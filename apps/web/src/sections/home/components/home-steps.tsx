import { useTranslation } from 'react-i18next';
import { Container, Text } from '../../../ui';

const STEPS = ['one', 'two', 'three'] as const;

/** How booking works; `holdTime` is how long a slot in the cart is held ("7 minutes"). */
export function HomeSteps({ holdTime }: { holdTime: string }) {
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
                <Text color="secondary">{t(`home.steps.${step}.text`, { holdTime })}</Text>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
