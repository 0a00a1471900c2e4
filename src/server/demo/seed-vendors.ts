import { checkVendorInput, type VendorInput } from '../../shared/masters/vendor';
import { vendorService } from '../modules/vendors/service';
import type { DemoContext } from './seed';

/** PAN's fourth letter: the holder's kind (P person/proprietor, F firm, C company). */
type Holder = 'P' | 'F' | 'C';

interface DemoVendor {
  companyName: string;
  companyOwner: string;
  holder: Holder;
  /** GST state code: 27 Maharashtra, 24 Gujarat, 29 Karnataka, 30 Goa, 23 Madhya Pradesh, 36 Telangana. */
  state: string;
  /** Registered for GST; small proprietors often are not. */
  gstRegistered: boolean;
  gstApplicable: 'Yes' | 'No';
  bank: keyof typeof BANKS;
  email: boolean;
}

/** Bank name (letters, digits, spaces), IFSC bank code, account number length. */
const BANKS = {
  sbi: { name: 'State Bank of India', code: 'SBIN', digits: 11 },
  hdfc: { name: 'HDFC Bank', code: 'HDFC', digits: 14 },
  icici: { name: 'ICICI Bank', code: 'ICIC', digits: 12 },
  axis: { name: 'Axis Bank', code: 'UTIB', digits: 15 },
  bob: { name: 'Bank of Baroda', code: 'BARB', digits: 14 },
  bom: { name: 'Bank of Maharashtra', code: 'MAHB', digits: 11 },
  canara: { name: 'Canara Bank', code: 'CNRB', digits: 13 },
  kotak: { name: 'Kotak Mahindra Bank', code: 'KKBK', digits: 10 },
} as const;

/** A firm (a company where holder says 'C') registered for GST that charges it, with an email address: most of the demo's vendors. */
const GST_FIRM = { holder: 'F', gstRegistered: true, gstApplicable: 'Yes', email: true } as const;

export const DEMO_VENDORS: DemoVendor[] = [
  {
    companyName: 'Shree Ganesh Roadlines',
    companyOwner: 'Ganesh Patil',
    ...GST_FIRM,
    state: '27',
    bank: 'sbi',
  },
  {
    companyName: 'Sai Krupa Transport',
    companyOwner: 'Suresh Jadhav',
    holder: 'P',
    state: '27',
    gstRegistered: true,
    gstApplicable: 'No',
    bank: 'bom',
    email: true,
  },
  {
    companyName: 'Maruti Logistics Pvt Ltd',
    companyOwner: 'Anil Deshmukh',
    ...GST_FIRM,
    holder: 'C',
    state: '27',
    bank: 'hdfc',
  },
  {
    companyName: 'Om Sai Carriers',
    companyOwner: 'Vinod Kale',
    holder: 'P',
    state: '27',
    gstRegistered: false,
    gstApplicable: 'No',
    bank: 'sbi',
    email: false,
  },
  {
    companyName: 'Jai Bhavani Transport Co',
    companyOwner: 'Santosh Pawar',
    ...GST_FIRM,
    state: '27',
    bank: 'icici',
  },
  {
    companyName: 'Bharat Goods Carriers',
    companyOwner: 'Rajesh Agarwal',
    ...GST_FIRM,
    state: '27',
    bank: 'axis',
  },
  {
    companyName: 'Shivam Roadways',
    companyOwner: 'Shivam Mishra',
    holder: 'P',
    state: '27',
    gstRegistered: false,
    gstApplicable: 'No',
    bank: 'bob',
    email: false,
  },
  {
    companyName: 'Patel Freight Movers',
    companyOwner: 'Jignesh Patel',
    ...GST_FIRM,
    state: '24',
    bank: 'bob',
  },
  {
    companyName: 'Gujarat Bulk Carriers Pvt Ltd',
    companyOwner: 'Hitesh Shah',
    ...GST_FIRM,
    holder: 'C',
    state: '24',
    bank: 'hdfc',
  },
  {
    companyName: 'Kaveri Transport',
    companyOwner: 'Manjunath Gowda',
    holder: 'P',
    state: '29',
    gstRegistered: true,
    gstApplicable: 'No',
    bank: 'canara',
    email: true,
  },
  {
    companyName: 'Karnataka Roadlines',
    companyOwner: 'Prakash Hegde',
    ...GST_FIRM,
    state: '29',
    bank: 'canara',
  },
  {
    companyName: 'Annapurna Logistics',
    companyOwner: 'Deepak Kulkarni',
    ...GST_FIRM,
    state: '27',
    bank: 'kotak',
  },
  {
    companyName: 'Vighnaharta Transport',
    companyOwner: 'Sachin Shinde',
    holder: 'P',
    state: '27',
    gstRegistered: true,
    gstApplicable: 'No',
    bank: 'bom',
    email: false,
  },
  {
    companyName: 'Royal Cement Carriers',
    companyOwner: 'Harpreet Singh',
    ...GST_FIRM,
    state: '27',
    bank: 'icici',
  },
  {
    companyName: 'Malwa Roadways',
    companyOwner: 'Ramesh Choudhary',
    holder: 'P',
    state: '23',
    gstRegistered: true,
    gstApplicable: 'No',
    bank: 'sbi',
    email: true,
  },
  {
    companyName: 'Durga Tanker Services',
    companyOwner: 'Amit Yadav',
    holder: 'P',
    state: '27',
    gstRegistered: false,
    gstApplicable: 'No',
    bank: 'axis',
    email: false,
  },
  {
    companyName: 'Konkan Express Cargo',
    companyOwner: 'Nilesh Sawant',
    ...GST_FIRM,
    state: '27',
    bank: 'sbi',
  },
  {
    companyName: 'Sahyadri Bulk Movers Pvt Ltd',
    companyOwner: 'Mahesh Bhosale',
    ...GST_FIRM,
    holder: 'C',
    state: '27',
    bank: 'hdfc',
  },
  {
    companyName: 'Goa Mining Transport Co',
    companyOwner: 'Francis Dsouza',
    ...GST_FIRM,
    state: '30',
    bank: 'sbi',
  },
  {
    companyName: 'Deccan Freight Lines',
    companyOwner: 'Syed Imran',
    ...GST_FIRM,
    state: '36',
    bank: 'axis',
  },
];

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character: Luhn mod 36 over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

function demoDetails(vendor: DemoVendor, random: () => number): VendorInput {
  const letter = () => LETTERS[Math.floor(random() * 26)];
  const digits = (n: number, first = '') =>
    first + Array.from({ length: n - first.length }, () => Math.floor(random() * 10)).join('');
  // A firm's or company's PAN carries its name's first letter; a person's, the surname's.
  const nameLetter = (
    vendor.holder === 'P' ? vendor.companyOwner.split(' ').at(-1)! : vendor.companyName
  )[0].toUpperCase();
  const pan = `${letter()}${letter()}${letter()}${vendor.holder}${nameLetter}${digits(4)}${letter()}`;
  const gst14 = `${vendor.state}${pan}1Z`;
  const bank = BANKS[vendor.bank];
  const domain = vendor.companyName
    .toLowerCase()
    .replace(/ pvt ltd$/, '')
    .replace(/[^a-z]/g, '');
  return {
    companyName: vendor.companyName,
    companyOwner: vendor.companyOwner,
    // TDS on payments to transporters (section 194C): 1% for individuals and HUFs, 2% for others.
    tdsRate: vendor.holder === 'P' ? 1 : 2,
    pan,
    gst: vendor.gstRegistered ? gst14 + gstinCheckCharacter(gst14) : '',
    gstApplicable: vendor.gstApplicable,
    email: vendor.email ? `accounts@${domain}.in` : '',
    mobile: digits(10, ['98', '97', '94', '88', '70'][Math.floor(random() * 5)]),
    bankName: bank.name,
    bankAccount: digits(bank.digits, String(1 + Math.floor(random() * 9))),
    ifscCode: `${bank.code}0${digits(6)}`,
  };
}

/** About 20 vendors, validated and stored exactly as the Vendor screen would (normalised, audited). */
export async function seedVendors(ctx: DemoContext): Promise<void> {
  const service = vendorService(ctx.db);
  for (const vendor of DEMO_VENDORS) {
    const checked = checkVendorInput(demoDetails(vendor, ctx.random));
    if (!checked.ok) throw new Error(`Demo vendor ${vendor.companyName}: ${checked.message}`);
    await service.create('system', checked.value);
  }
}
