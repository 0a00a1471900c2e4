import { masterPage } from '../../lists/MasterTable';
import { FreightForm } from './FreightForm';
import { FreightTable } from './FreightTable';
import './freight.css';

/** Freight (/freight): per-ton rates for each from/to route, used by the trip form to price trips. */
export const FreightPage = masterPage('freight', FreightForm, FreightTable);
