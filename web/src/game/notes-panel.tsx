/**
 * A seat's private note on a game: plans, reminders, what the others seem to hold. Only this
 * seat's token reads or writes it; it stays after the game ends and goes only when emptied.
 */
import { useEffect, useState } from 'preact/hooks';
import { getNote, putNote } from './panels-api';
import { FormError } from '../ui/form-error';
import { fmt, t } from '../i18n';
import { errorText } from '../i18n/error-text';
import { TextBox } from './text-box';

const MAX = 2000;

export function NotesPanel({ gameId, token }: { gameId: string; token: string }) {
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<{ text: string; at: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let stale = false;
    getNote(gameId, token)
      .then((note) => {
        if (stale) return;
        setText(note.text);
        setSaved({ text: note.text, at: note.updatedAt });
      })
      .catch((err) => {
        if (!stale) setFailure(errorText(err, t.panels.notesNotLoaded));
      });
    return () => {
      stale = true;
    };
  }, [gameId, token]);

  async function save(e: Event) {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const note = await putNote(gameId, token, text.trim());
      setText(note.text);
      setSaved({ text: note.text, at: note.updatedAt });
    } catch (err) {
      setFailure(errorText(err, t.panels.notesNotSaved));
    } finally {
      setBusy(false);
    }
  }

  const dirty = saved !== null && text.trim() !== saved.text;
  return (
    <details class="panel notes-panel" data-testid="notes" open={saved !== null && saved.text !== ''}>
      <summary>
        <h2>{t.game.notesTitle}</h2>
      </summary>
      <p class="muted">{t.panels.notesPrivate}</p>
      <form onSubmit={save}>
        <TextBox
          id="note-text"
          label={t.panels.notesLabel}
          rows={4}
          maxLength={MAX}
          value={text}
          disabled={saved === null}
          onText={setText}
          placeholder={t.panels.notesPlaceholder}
          data-testid="note-input"
        />
        <button type="submit" class="button" disabled={busy || !dirty} data-testid="note-save">
          {busy ? t.panels.notesSaving : text.trim() === '' && saved?.text ? t.panels.notesDelete : t.panels.notesSave}
        </button>{' '}
        <span class="muted" role="status" data-testid="note-status">
          {dirty ? t.panels.notesUnsaved(text.trim().length, MAX) : saved?.at ? t.panels.notesSaved(fmt.dateTime(Date.parse(saved.at))) : ''}
        </span>
        <FormError message={failure} />
      </form>
    </details>
  );
}
