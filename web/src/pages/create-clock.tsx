/**
 * The create form's time control (issue #31): presets (72 hours a move by default, the Relaxed
 * and Brisk banks, other per-move times), a custom bank, weekends off, what happens when time
 * runs out, and what "No deadline" risks. `clockBody` turns the choice into the create body.
 */
import type { CreateGameBody, TimeControlInfo } from '@schema/api';
import { timeControlWords } from '../game/clock-text';
import { t } from '../i18n';
import { ChoiceSelect } from './choice-select';

export type ClockPreset = 'h72' | 'relaxed' | 'brisk' | 'h24' | 'h168' | 'custom' | 'none';
export type OnTimeout = 'ask' | 'remind' | 'bot' | 'forfeit';

export interface ClockChoice {
  preset: ClockPreset;
  custom: { initialHours: number; incrementHours: number; maxHours: number };
  weekendsOff: boolean;
  onTimeout: OnTimeout;
}

export const DEFAULT_CLOCK: ClockChoice = {
  preset: 'h72',
  custom: { initialHours: 48, incrementHours: 12, maxHours: 120 },
  weekendsOff: false,
  onTimeout: 'ask',
};

const PRESETS: Record<Exclude<ClockPreset, 'custom' | 'none'>, TimeControlInfo> = {
  h72: { kind: 'per-move', hours: 72 },
  relaxed: { kind: 'bank', initialHours: 72, incrementHours: 24, maxHours: 168 },
  brisk: { kind: 'bank', initialHours: 24, incrementHours: 12, maxHours: 72 },
  h24: { kind: 'per-move', hours: 24 },
  h168: { kind: 'per-move', hours: 168 },
};

/** The time control chosen (null: no deadline). */
export function chosenControl(c: ClockChoice): TimeControlInfo | null {
  if (c.preset === 'none') return null;
  if (c.preset === 'custom') return { kind: 'bank', ...c.custom };
  return PRESETS[c.preset];
}

/** The create body's clock fields. */
export function clockBody(c: ClockChoice): Pick<CreateGameBody, 'timeControl' | 'deadlineHours' | 'onTimeout' | 'weekendsOff'> {
  const control = chosenControl(c);
  if (!control) return { deadlineHours: null };
  return { timeControl: control, onTimeout: c.onTimeout, ...(c.weekendsOff ? { weekendsOff: true } : {}) };
}

/** `timeout`: also ask what happens when time runs out (the create form; a later change keeps the game's). */
export function ClockFields({ value, onChange, timeout = true }: { value: ClockChoice; onChange: (c: ClockChoice) => void; timeout?: boolean }) {
  const control = chosenControl(value);
  const hoursInput = (key: keyof ClockChoice['custom'], label: string) => (
    <label class="bank-field">
      {label}
      <input
        class="input"
        type="number"
        min="0"
        max="1440"
        step="1"
        value={value.custom[key]}
        onInput={(e) => onChange({ ...value, custom: { ...value.custom, [key]: Number(e.currentTarget.value) } })}
        data-testid={`bank-${key}`}
      />
    </label>
  );
  return (
    <fieldset class="field" data-testid="deadline">
      <legend>{t.timeControls.formLegend}</legend>
      <label for="deadline-hours">{t.timeControls.formLabel}</label>
      <ChoiceSelect<ClockPreset>
        id="deadline-hours"
        testId="deadline-hours"
        choices={[
          ['h72', t.timeControls.presetPerMove72],
          ['relaxed', t.timeControls.presetRelaxed],
          ['brisk', t.timeControls.presetBrisk],
          ['h24', t.timeControls.presetPerMove24],
          ['h168', t.timeControls.presetWeek],
          ['custom', t.timeControls.presetCustom],
          ['none', t.timeControls.presetNone],
        ]}
        value={value.preset}
        onChange={(preset) => onChange({ ...value, preset })}
      />
      {value.preset === 'custom' && (
        <div class="bank-fields" data-testid="bank-fields">
          {hoursInput('initialHours', t.timeControls.bankInitial)}
          {hoursInput('incrementHours', t.timeControls.bankIncrement)}
          {hoursInput('maxHours', t.timeControls.bankMax)}
        </div>
      )}
      {control ? (
        <>
          <p class="muted" data-testid="clock-summary">
            {timeControlWords(control, value.weekendsOff)}
          </p>
          <label class="check">
            <input
              type="checkbox"
              checked={value.weekendsOff}
              onChange={(e) => onChange({ ...value, weekendsOff: e.currentTarget.checked })}
              data-testid="weekends-off"
            />
            {t.timeControls.weekendsOffLabel}
          </label>
          {timeout && <label for="on-timeout">{t.timeControls.onTimeoutLabel}</label>}
          {timeout && (
            <ChoiceSelect<OnTimeout>
              id="on-timeout"
              testId="on-timeout"
              choices={[
                ['ask', t.timeControls.optionAsk],
                ['remind', t.timeControls.optionRemind],
                ['bot', t.timeControls.optionBot],
                ['forfeit', t.timeControls.optionForfeit],
              ]}
              value={value.onTimeout}
              onChange={(onTimeout) => onChange({ ...value, onTimeout })}
            />
          )}
        </>
      ) : (
        <p class="notice" data-testid="no-deadline-risk">
          {t.timeControls.noClockRisk}
        </p>
      )}
    </fieldset>
  );
}
