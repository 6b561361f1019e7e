// Who takes part (docs/product/courses.md#staff): per session, each place with its attendance; per
// course, each person once with the number of dates they hold; and the list as CSV or Excel.
import type { CourseParticipantDto } from '@courtside/core/courses';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ExportLang, Table } from '../export';
import { courseRepository } from './course.repository';
import type { CourseRow, ParticipantRow } from './course.repository';

function dto(r: ParticipantRow, sessions = 1): CourseParticipantDto {
  return {
    bookingId: r.bookingId,
    sessionId: r.sessionId,
    name: r.userName ?? r.guestContact?.name ?? '',
    email: r.userEmail ?? r.guestContact?.email ?? null,
    phone: r.userPhone ?? r.guestContact?.phone ?? null,
    places: r.places,
    status: r.status,
    checkedIn: Boolean(r.checkedInAt),
    noShow: r.noShow,
    sessions,
  };
}

const personKey = (r: ParticipantRow) => r.userId ?? (r.guestContact?.email ?? r.bookingId).toLowerCase();

export async function courseParticipants(
  db: DbOrTx,
  course: CourseRow,
  sessionId: string | undefined,
  now = new Date(),
): Promise<CourseParticipantDto[]> {
  const sessions = await courseRepository.sessionsOf(db, [course.id]);
  if (sessionId) {
    const session = sessions.find((s) => s.id === sessionId);
    if (!session) throw new AppError('NOT_FOUND', 'Session not found');
    return (await courseRepository.participants(db, [session.anchorSlotId], now)).map((r) => dto(r));
  }
  const rows = await courseRepository.participants(
    db,
    sessions.filter((s) => s.status === 'active').map((s) => s.anchorSlotId),
    now,
  );
  const people = new Map<string, { first: ParticipantRow; sessions: number }>();
  for (const r of rows) {
    const key = personKey(r);
    const seen = people.get(key);
    if (seen) seen.sessions += 1;
    else people.set(key, { first: r, sessions: 1 });
  }
  return [...people.values()].map((p) => dto(p.first, p.sessions));
}

/** Headers of the participant list in each staff language (docs/product.md#languages). */
const participantWords = {
  de: {
    sheet: 'Teilnehmende',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    places: 'Plätze',
    sessions: 'Termine',
    present: 'Anwesend',
    status: 'Status',
  },
  en: {
    sheet: 'Participants',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    places: 'Places',
    sessions: 'Sessions',
    present: 'Present',
    status: 'Status',
  },
  fr: {
    sheet: 'Participants',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    places: 'Places',
    sessions: 'Séances',
    present: 'Présent',
    status: 'Statut',
  },
  it: {
    sheet: 'Partecipanti',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefono',
    places: 'Posti',
    sessions: 'Lezioni',
    present: 'Presente',
    status: 'Stato',
  },
  tr: {
    sheet: 'Katılımcılar',
    name: 'Ad Soyad',
    email: 'E-posta',
    phone: 'Telefon',
    places: 'Yer sayısı',
    sessions: 'Ders sayısı',
    present: 'Katıldı',
    status: 'Durum',
  },
  ar: {
    sheet: 'المشاركون',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    places: 'عدد الأماكن',
    sessions: 'الحصص',
    present: 'حاضر',
    status: 'الحالة',
  },
  zh: {
    sheet: '参与者',
    name: '姓名',
    email: '电子邮箱',
    phone: '电话',
    places: '名额',
    sessions: '课次',
    present: '出勤',
    status: '状态',
  },
  vi: {
    sheet: 'Người tham gia',
    name: 'Họ tên',
    email: 'Email',
    phone: 'Điện thoại',
    places: 'Số chỗ',
    sessions: 'Số buổi',
    present: 'Có mặt',
    status: 'Trạng thái',
  },
} satisfies Record<
  ExportLang,
  Record<'sheet' | 'name' | 'email' | 'phone' | 'places' | 'sessions' | 'present' | 'status', string>
>;

export function participantTable(rows: CourseParticipantDto[], lang: ExportLang): Table<CourseParticipantDto> {
  const w = participantWords[lang];
  return {
    sheetName: w.sheet,
    columns: [
      { header: w.name, value: (r) => r.name, width: 28 },
      { header: w.email, value: (r) => r.email, width: 32 },
      { header: w.phone, value: (r) => r.phone, width: 18 },
      { header: w.places, value: (r) => r.places },
      { header: w.sessions, value: (r) => r.sessions ?? 1 },
      { header: w.present, value: (r) => (r.checkedIn ? 1 : 0) },
      { header: w.status, value: (r) => r.status },
    ],
    rows,
  };
}
