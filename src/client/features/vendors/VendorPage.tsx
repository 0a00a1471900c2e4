import { masterPage } from '../../lists/MasterTable';
import { VendorForm } from './VendorForm';
import { VendorTable } from './VendorTable';
import { VendorDeclarations } from './VendorDeclarations';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { VendorMailPanel } from '../../mail/VendorMailPanel';
import { useListVendorsQuery } from './vendors-api';
import './vendors.css';

/** The vendor list, then each declaring vendor's yearly declarations, then mail to vendors (accountant and admin). */
function VendorLists() {
  const permissions = useAppSelector(selectPermissions);
  const { data } = useListVendorsQuery();
  const vendors = data ?? [];
  return (
    <>
      <VendorTable />
      <VendorDeclarations />
      {permissions.mail && <VendorMailPanel vendors={vendors} />}
    </>
  );
}

/** Vendor (/vendor): the transport companies trips are done for, with their tax and bank details. */
export const VendorPage = masterPage('vendors', VendorForm, VendorLists);
