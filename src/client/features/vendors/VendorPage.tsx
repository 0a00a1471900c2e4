import { masterPage } from '../../lists/MasterTable';
import { VendorForm } from './VendorForm';
import { VendorTable } from './VendorTable';
import './vendors.css';

/** Vendor (/vendor): the transport companies trips are done for, with their tax and bank details. */
export const VendorPage = masterPage('vendors', VendorForm, VendorTable);
