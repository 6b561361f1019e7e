// The rich-text editor (Tiptap) for post and event bodies. It only offers what the server's
// sanitizer keeps (packages/core/src/rich-text.ts): headings 2–4, lists, quotes, bold/italic/strike,
// links (http(s) and mailto) and images from the venue's media library. This module is loaded only
// by the editor screens, so the dashboard's other screens never download Tiptap.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import BoldIcon from '@mui/icons-material/FormatBold';
import BulletIcon from '@mui/icons-material/FormatListBulleted';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/Link';
import NumberedIcon from '@mui/icons-material/FormatListNumbered';
import QuoteIcon from '@mui/icons-material/FormatQuote';
import type { MediaDto } from '../api/media';
import { MediaPickerDialog } from './media-picker-dialog';

interface Props {
  /** The document as stored (ProseMirror JSON); read once when the editor mounts. */
  value: unknown;
  onChange: (doc: Record<string, unknown>) => void;
  language: string;
  label: string;
}

const safeLink = (href: string) => /^(https?:\/\/[^/\s]|mailto:[^/\s])/i.test(href.trim());

export function RichTextEditor({ value, onChange, language, label }: Props) {
  const { t } = useTranslation('studio-admin');
  const [isPicking, setIsPicking] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], isAllowedUri: safeLink },
      }),
      Image,
    ],
    content: value && typeof value === 'object' ? (value as Record<string, unknown>) : '',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        class: 'studio-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const chain = () => editor!.chain().focus();
  const pick = (media: MediaDto) => {
    setIsPicking(false);
    chain()
      .setImage({ src: media.url, alt: media.alt[language] ?? '' })
      .run();
  };
  const applyLink = () => {
    if (link === null) return;
    if (link.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else if (safeLink(link)) {
      chain().extendMarkRange('link').setLink({ href: link.trim() }).run();
      // The caret goes right after the link, as in other editors: the next key typed (Enter, say)
      // continues the text instead of replacing the linked words.
      editor!.commands.setTextSelection(editor!.state.selection.to);
    }
    setLink(null);
  };

  const closeLink = () => {
    setLink(null);
    editor?.commands.focus();
  };

  const button = (key: keyof NonNullable<typeof active>, text: string, icon: React.ReactNode, run: () => void) => (
    <ToggleButton
      size="small"
      value={key}
      selected={active?.[key] ?? false}
      onChange={run}
      // A button showing text (H2) is named with that text first (WCAG 2.5.3 label in name).
      aria-label={typeof icon === 'string' ? `${icon}: ${text}` : text}
      title={text}
    >
      {typeof icon === 'string' ? <b>{icon}</b> : icon}
    </ToggleButton>
  );

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="toolbar"
        aria-label={t('editor.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {button('h2', t('editor.h2'), 'H2', () => chain().toggleHeading({ level: 2 }).run())}
        {button('h3', t('editor.h3'), 'H3', () => chain().toggleHeading({ level: 3 }).run())}
        <Divider orientation="vertical" flexItem />
        {button('bold', t('editor.bold'), <BoldIcon fontSize="small" />, () => chain().toggleBold().run())}
        {button('italic', t('editor.italic'), <ItalicIcon fontSize="small" />, () => chain().toggleItalic().run())}
        {button('bullet', t('editor.bullets'), <BulletIcon fontSize="small" />, () => chain().toggleBulletList().run())}
        {button('ordered', t('editor.numbers'), <NumberedIcon fontSize="small" />, () =>
          chain().toggleOrderedList().run(),
        )}
        {button('quote', t('editor.quote'), <QuoteIcon fontSize="small" />, () => chain().toggleBlockquote().run())}
        <Divider orientation="vertical" flexItem />
        {button('link', t('editor.link'), <LinkIcon fontSize="small" />, () =>
          setLink((editor?.getAttributes('link').href as string | undefined) ?? 'https://'),
        )}
        <ToggleButton
          size="small"
          value="image"
          selected={false}
          onChange={() => setIsPicking(true)}
          aria-label={t('editor.image')}
          title={t('editor.image')}
        >
          <ImageIcon fontSize="small" />
        </ToggleButton>
      </Box>
      <Box
        sx={{
          p: 2,
          minHeight: 240,
          '& .studio-editor': { outline: 'none', minHeight: 220 },
          '& .studio-editor img': { maxWidth: '100%', height: 'auto' },
          '& .studio-editor a': { color: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <MediaPickerDialog open={isPicking} onClose={() => setIsPicking(false)} onPick={pick} />
      {/* Focus goes back to the editor (applyLink), not to the toolbar's Link button. */}
      <Dialog open={link !== null} onClose={closeLink} fullWidth maxWidth="xs" disableRestoreFocus>
        <DialogTitle>{t('editor.link')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            label={t('editor.linkAddress')}
            helperText={t('editor.linkHelp')}
            value={link ?? ''}
            error={Boolean(link && link !== 'https://' && !safeLink(link))}
            onChange={(e) => setLink(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyLink();
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={closeLink}>{t('actions.cancel')}</Button>
          <Button variant="contained" onClick={applyLink}>
            {t('editor.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
