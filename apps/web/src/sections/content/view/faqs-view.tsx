import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ContentPage } from '../components/content-page';
import type { FaqGroup } from '../content-types';
import { usePolicyValues } from '../use-policy-values';

export function FaqsView() {
  const { t } = useTranslation('content');
  const values = usePolicyValues();
  const groups = t('faqs.groups', { ...values, returnObjects: true, defaultValue: [] }) as FaqGroup[];
  return (
    <ContentPage pageKey="faqs" values={values}>
      {groups.map((group, g) => (
        <Box component="section" key={group.title} sx={{ mb: 5 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          {group.items.map((item, i) => (
            <Accordion
              key={item.q}
              disableGutters
              variant="outlined"
              sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${g}-${i}-q`}
                aria-controls={`faq-${g}-${i}-a`}
              >
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {item.q}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${g}-${i}-a`}>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{item.a}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </ContentPage>
  );
}
