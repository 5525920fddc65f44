import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/api-client';
import { rich, useT, type MessageKey, type Translate } from '../../../lib/i18n';
import type { ChangeLabel, RefusedChange } from '../queue-rules';

const FLAG_KEYS = {
  done: 'app.offline.change.done',
  notDone: 'app.offline.change.notDone',
  favourite: 'app.offline.change.favourite',
  notFavourite: 'app.offline.change.notFavourite',
} as const satisfies Record<Extract<ChangeLabel, { kind: 'flags' }>['flag'], MessageKey>;

/** A change in the owner's words; the tip's own text keeps its direction inside the sentence. */
export function ChangeLabelText({ label }: { label: ChangeLabel | string }) {
  const t = useT();
  if (typeof label === 'string') return label;
  const tipText = <bdi>{label.tipText}</bdi>;
  if (label.kind === 'flags') return rich(t, FLAG_KEYS[label.flag], { tipText });
  if (label.more > 0) return rich(t, 'app.offline.change.addedMore', { tipText, more: label.more });
  return rich(t, 'app.offline.change.added', { tipText });
}

/** Why the server refused a change, told as any failure is (error-text.ts). */
export function refusalText(t: Translate, refused: RefusedChange): string {
  return errorText(t, new ApiError(refused.status ?? 0, refused.code ?? '', refused.message));
}
