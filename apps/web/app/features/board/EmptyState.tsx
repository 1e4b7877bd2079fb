import { useTranslation } from 'react-i18next';
import type { Tab } from './tabs.ts';

export function EmptyState({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  return (
    <div className="empty">
      <p className="empty-t">{t(`empty.${tab}`)}</p>
      <p className="empty-h">{t('empty.hint')}</p>
    </div>
  );
}
