import { SwitchRow } from '../../../components/ui/switch';
import { useT } from '../../../lib/i18n';
import { useSetNewTipMail } from '../membership-api';

/** An editor of a trip chooses to hear of its new tips, as its owner does; `on` is what the trip's read says. */
export function NewTipMailSwitch({ tripId, on }: { tripId: string; on: boolean }) {
  const t = useT();
  const change = useSetNewTipMail(tripId);
  // While a change is on its way, the switch shows it.
  const shown = change.isPending ? change.variables : on;
  return (
    <SwitchRow
      label={t('companions.newTipMail.label')}
      checked={shown}
      disabled={change.isPending}
      onCheckedChange={(next) => change.mutate(next)}
      description={shown ? t('companions.newTipMail.on') : t('companions.newTipMail.off')}
    />
  );
}
