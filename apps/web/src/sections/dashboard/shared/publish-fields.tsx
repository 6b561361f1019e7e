// The status of a content item in its editor (events, news posts: docs/product/content.md): draft,
// scheduled (with the time it goes public, in the venue's time zone), published, archived.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface PublishFieldsProps<S extends string> {
  statuses: readonly S[];
  status: S;
  onStatus: (status: S) => void;
  publishAt: string;
  onPublishAt: (value: string) => void;
  labels: { status: string; publishAt: string; publishAtHelp?: string; of: (status: S) => string };
  statusTestId?: string;
}

export function PublishFields<S extends string>({
  statuses,
  status,
  onStatus,
  publishAt,
  onPublishAt,
  labels,
  statusTestId,
}: PublishFieldsProps<S>) {
  return (
    <>
      <TextField
        select
        label={labels.status}
        value={status}
        onChange={(e) => onStatus(e.target.value as S)}
        slotProps={statusTestId ? { htmlInput: { 'data-testid': statusTestId } } : undefined}
      >
        {statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {labels.of(s)}
          </MenuItem>
        ))}
      </TextField>
      {status === 'scheduled' ? (
        <TextField
          type="datetime-local"
          label={labels.publishAt}
          value={publishAt}
          onChange={(e) => onPublishAt(e.target.value)}
          helperText={labels.publishAtHelp}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : null}
    </>
  );
}
