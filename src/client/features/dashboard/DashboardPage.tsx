import { useNavigate } from 'react-router-dom';
import { GENERIC_MESSAGES } from '../../../shared/common/messages';
import { serverMessage } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import {
  BillingCard,
  BusiestRoutesCard,
  ExpiringDocumentsCard,
  TripsPerDayCard,
  VendorFreightCard,
} from './DashboardCards';
import { useDashboardQuery } from './dashboard-api';
import { TdsDueCard } from './TdsDueCard';
import { DiskSpaceBanner } from './DiskSpaceBanner';
import './dashboard.css';

/** Dashboard (/dashboard): the first screen after login. Money only for those who may see freight. */
export function DashboardPage() {
  const { seeFreight, accounting, settings } = useAppSelector(selectPermissions);
  const navigate = useNavigate();
  const { data, error, isLoading } = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <p className="card empty-state">Loading...</p>;
  if (!data)
    return (
      <p className="card empty-state" role="alert">
        {serverMessage(error) ?? GENERIC_MESSAGES.fetchFailed}
      </p>
    );

  const open = (link: string) => navigate(link);
  return (
    <div className="dashboard">
      {settings && <DiskSpaceBanner />}
      <TripsPerDayCard data={data} open={open} />
      {seeFreight && <VendorFreightCard data={data} open={open} />}
      <BusiestRoutesCard data={data} open={open} seeFreight={seeFreight} />
      {seeFreight && <BillingCard data={data} open={open} />}
      <ExpiringDocumentsCard data={data} />
      {accounting && <TdsDueCard />}
    </div>
  );
}
