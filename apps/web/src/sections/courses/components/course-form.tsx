// The new-course form (course.write): texts, trainer, courts, capacity, price, the minimum with
// its deadline, and the schedule (weekly from a date, or hand-picked dates). "Check courts" shows
// every session and what stands in the way before anything is saved.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseCreateInput, CourseSchedule } from '@courtside/core/courses';
import { Alert, Button, Text } from '../../../ui';
import { DEFAULT_TIME_ZONE, formattersFor } from '../../cart/format';
import { courtsQuery, trainersQuery, useCreateCourse, usePreviewCourse } from '../api/courses';

const levels = ['all', 'beginner', 'intermediate', 'advanced'] as const;

export function CourseForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('courses');
  const f = formattersFor(i18n.language, DEFAULT_TIME_ZONE);
  const courts = useQuery(courtsQuery());
  const trainers = useQuery(trainersQuery());
  const preview = usePreviewCourse();
  const create = useCreateCourse();
  const [v, setV] = useState({
    titleEn: '',
    titleDe: '',
    description: '',
    level: 'beginner',
    trainerId: '',
    courts: [] as string[],
    capacity: 12,
    price: '160',
    minParticipants: '',
    minDeadline: '',
    proRata: false,
    kind: 'weekly' as 'weekly' | 'dates',
    startDate: '',
    count: 8,
    dates: '',
    startTime: '18:00',
    minutes: 90,
  });
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));

  const schedule = (): CourseSchedule =>
    v.kind === 'weekly'
      ? { kind: 'weekly', startDate: v.startDate, count: v.count, startTime: v.startTime, minutes: v.minutes }
      : {
          kind: 'dates',
          dates: v.dates.split(/[\s,;]+/).filter(Boolean),
          startTime: v.startTime,
          minutes: v.minutes,
        };
  const body = (): CourseCreateInput => ({
    title: { en: v.titleEn || v.titleDe, de: v.titleDe || v.titleEn },
    description: { en: v.description, de: v.description },
    level: v.level as CourseCreateInput['level'],
    trainerId: v.trainerId || null,
    resourceIds: v.courts,
    capacity: v.capacity,
    priceCents: Math.round(Number(v.price.replace(',', '.')) * 100),
    minParticipants: v.minParticipants ? Number(v.minParticipants) : null,
    minDeadline: v.minDeadline ? new Date(v.minDeadline).toISOString() : null,
    proRata: v.proRata,
    schedule: schedule(),
  });
  const courtName = (id: string) => courts.data?.rows.find((c) => c.id === id)?.name ?? id;
  const error = preview.error ?? create.error;

  return (
    <form
      className="course-staff"
      aria-label={t('staff.new')}
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(body(), { onSuccess: onDone });
      }}
    >
      <Text variant="h6" as="h2">
        {t('staff.new')}
      </Text>
      <div className="course-form">
        <label>
          {t('staff.titleEn')}
          <input value={v.titleEn} onChange={(e) => set({ titleEn: e.target.value })} name="titleEn" />
        </label>
        <label>
          {t('staff.titleDe')}
          <input value={v.titleDe} onChange={(e) => set({ titleDe: e.target.value })} name="titleDe" />
        </label>
        <label>
          {t('staff.description')}
          <textarea value={v.description} onChange={(e) => set({ description: e.target.value })} rows={2} />
        </label>
        <label>
          {t('staff.level')}
          <select aria-label={t('staff.level')} value={v.level} onChange={(e) => set({ level: e.target.value })}>
            {levels.map((l) => (
              <option key={l} value={l}>
                {t(`level.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('staff.trainer')}
          <select
            value={v.trainerId}
            onChange={(e) => set({ trainerId: e.target.value })}
            name="trainerId"
            aria-label={t('staff.trainer')}
          >
            <option value="">{t('staff.noTrainer')}</option>
            {trainers.data?.rows.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {tr.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('staff.capacity')}
          <input type="number" min={1} value={v.capacity} onChange={(e) => set({ capacity: Number(e.target.value) })} />
        </label>
        <label>
          {t('staff.price')}
          <input inputMode="decimal" value={v.price} onChange={(e) => set({ price: e.target.value })} name="price" />
        </label>
        <label>
          {t('staff.minParticipants')}
          <input
            type="number"
            min={1}
            value={v.minParticipants}
            onChange={(e) => set({ minParticipants: e.target.value })}
          />
        </label>
        <label>
          {t('staff.minDeadline')}
          <input type="datetime-local" value={v.minDeadline} onChange={(e) => set({ minDeadline: e.target.value })} />
        </label>
        <label>
          <span>
            <input type="checkbox" checked={v.proRata} onChange={(e) => set({ proRata: e.target.checked })} />{' '}
            {t('staff.proRata')}
          </span>
        </label>
      </div>
      <fieldset className="course-form">
        <legend>{t('staff.courts')}</legend>
        {courts.data?.rows.map((c) => (
          <label key={c.id}>
            <span>
              <input
                type="checkbox"
                checked={v.courts.includes(c.id)}
                onChange={(e) =>
                  set({ courts: e.target.checked ? [...v.courts, c.id] : v.courts.filter((x) => x !== c.id) })
                }
              />{' '}
              {c.name}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="course-form">
        <legend>{t('staff.schedule')}</legend>
        <label>
          {t('staff.kind')}
          <select value={v.kind} onChange={(e) => set({ kind: e.target.value as 'weekly' | 'dates' })}>
            <option value="weekly">{t('staff.weekly')}</option>
            <option value="dates">{t('staff.pickDates')}</option>
          </select>
        </label>
        {v.kind === 'weekly' ? (
          <>
            <label>
              {t('staff.startDate')}
              <input
                type="date"
                value={v.startDate}
                onChange={(e) => set({ startDate: e.target.value })}
                name="startDate"
              />
            </label>
            <label>
              {t('staff.count')}
              <input
                type="number"
                min={1}
                max={60}
                value={v.count}
                onChange={(e) => set({ count: Number(e.target.value) })}
              />
            </label>
          </>
        ) : (
          <label>
            {t('staff.dates')}
            <input
              value={v.dates}
              placeholder="2026-05-05, 2026-05-12"
              onChange={(e) => set({ dates: e.target.value })}
            />
          </label>
        )}
        <label>
          {t('staff.startTime')}
          <input
            type="time"
            value={v.startTime}
            onChange={(e) => set({ startTime: e.target.value })}
            name="startTime"
          />
        </label>
        <label>
          {t('staff.minutes')}
          <input
            type="number"
            min={15}
            step={15}
            value={v.minutes}
            onChange={(e) => set({ minutes: Number(e.target.value) })}
          />
        </label>
      </fieldset>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {preview.data ? (
        <div aria-live="polite" data-testid="course-preview">
          <Alert severity={preview.data.conflicts.length ? 'warning' : 'success'}>
            {preview.data.conflicts.length
              ? t('staff.conflicts', { count: preview.data.conflicts.length })
              : t('staff.noConflicts', { count: preview.data.sessions.length })}
          </Alert>
          <ul>
            {preview.data.conflicts.map((c) => (
              <li key={`${c.resourceId}${c.start}`}>
                {courtName(c.resourceId)}: {f.longDate(c.start)}, {f.timeRange(c.start, c.end)} —{' '}
                {t(`staff.reason.${c.reason}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="course-actions">
        <Button
          type="button"
          variant="outlined"
          onClick={() => preview.mutate({ resourceIds: v.courts, schedule: schedule() })}
          disabled={preview.isPending}
          data-testid="course-check"
        >
          {t('staff.check')}
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending} data-testid="course-save">
          {t('staff.save')}
        </Button>
        <Button type="button" variant="text" onClick={onDone}>
          {t('staff.cancelForm')}
        </Button>
      </div>
    </form>
  );
}
