import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { myDataEndpoints } from '../../../../shared/contracts/endpoints/my-data.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { useImportMyData } from '../my-data-api';
import { MY_DATA_ACCEPT } from '../my-data-rules';

/** Everything in the account as a file to keep, and such a file (from here or another Tiplist) brought in. */
export function MyDataCard() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportMyData();

  return (
    <Card className="p-6 sm:px-8">
      <h2 className="text-base font-bold text-slate-900">{t('profile.myData.heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('profile.myData.intro')}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="secondary" className="w-full sm:w-auto">
          {/* A plain link: the browser saves what the server sends, named by the server. */}
          <a href={myDataEndpoints.downloadMyData.path} download>
            <Download aria-hidden="true" />
            {t('profile.myData.download')}
          </a>
        </Button>
        <input
          ref={input}
          type="file"
          accept={MY_DATA_ACCEPT}
          hidden
          aria-label={t('profile.myData.chooseFile')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) importing.mutate(file);
            // Choosing the same file again (after a failed import) must fire again.
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={importing.isPending}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          {importing.isPending ? t('profile.myData.importing') : t('profile.myData.import')}
        </Button>
      </div>
    </Card>
  );
}
