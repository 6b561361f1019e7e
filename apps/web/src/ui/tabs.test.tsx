import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { Tabs } from './tabs';

const TABS = ['normal', 'abo', 'come_together'] as const;

function Harness() {
  const [value, setValue] = useState<(typeof TABS)[number]>('normal');
  return (
    <>
      <Tabs
        tabs={TABS}
        value={value}
        label="Booking type"
        labelOf={(tab) => `Tab ${tab}`}
        onChange={setValue}
        panelId="panel"
        idPrefix="booking-tab"
      />
      <div role="tabpanel" id="panel" aria-labelledby={`booking-tab-${value}`}>
        {value}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('is a tablist with one tab stop; arrows, Home and End select and focus', async () => {
    await renderWithProviders(<Harness />);
    const tabs = await screen.findAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Booking type' })).toBeTruthy();
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[0]!.getAttribute('aria-controls')).toBe('panel');

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Tab abo' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tab abo' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('abo');

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('come_together');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('normal');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('come_together');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('normal');

    fireEvent.click(screen.getByRole('tab', { name: 'Tab abo' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('abo');
  });
});
