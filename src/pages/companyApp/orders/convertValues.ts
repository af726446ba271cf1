/**
 * The conversion form's values from a request (what the customer asked for fills the employer and
 * the job: name, mobile, service type, the budget as the top salary, the address) and the
 * setCompanyAppOrder body from the values. Pure.
 */
import type { CompanyAppOrder, SetCompanyAppOrderRequest } from '@/api/companyApp';
import type { JobSchedule } from '@/api/employer.types';

export interface ConvertValues {
  mode: 'new' | 'existing';
  employerName: string;
  mobile: string;
  employerId?: number;
  title: string;
  serviceType?: number;
  salaryMin?: number | null;
  salaryMax?: number | null;
  schedule?: JobSchedule;
  address: string;
  requirements: string;
}

/** A salary range around a monthly budget: 85% of it (to the 100 yuan below) up to the budget itself (fen and all). */
function salaryOf(budget: number): Pick<ConvertValues, 'salaryMin' | 'salaryMax'> {
  if (budget <= 0) return { salaryMin: null, salaryMax: null };
  return { salaryMin: Math.floor((budget * 0.85) / 100) * 100, salaryMax: budget };
}

export function valuesOfRequest(request: CompanyAppOrder, matchedEmployerId?: number): ConvertValues {
  return {
    mode: matchedEmployerId ? 'existing' : 'new',
    employerName: request.contactName,
    mobile: request.mobile,
    employerId: matchedEmployerId,
    title: [request.serviceTypeName, request.district].filter(Boolean).join(' · '),
    serviceType: request.serviceType || undefined,
    ...salaryOf(request.budget),
    address: request.address,
    requirements: request.remarks,
  };
}

export function convertBody(request: CompanyAppOrder, values: ConvertValues): SetCompanyAppOrderRequest {
  const job = {
    title: values.title.trim(),
    serviceType: values.serviceType ?? 0,
    ...(request.cityId ? { cityId: request.cityId } : {}),
    district: request.district,
    address: values.address.trim(),
    salaryMin: values.salaryMin ?? 0,
    salaryMax: values.salaryMax ?? 0,
    schedule: values.schedule ?? 1,
    requirements: values.requirements.trim(),
  };
  if (values.mode === 'existing') return { appOrderId: request.appOrderId, action: 'convert', employerId: values.employerId ?? 0, job };
  return {
    appOrderId: request.appOrderId,
    action: 'convert',
    employer: {
      employerName: values.employerName.trim(),
      mobile: values.mobile.trim(),
      ...(values.serviceType ? { serviceType: values.serviceType } : {}),
      ...(request.cityId ? { cityId: request.cityId } : {}),
      district: request.district,
      address: values.address.trim(),
      ...(request.budget > 0 ? { limitMoney: request.budget } : {}),
      expectedStart: request.wantedDate,
      requirements: values.requirements.trim(),
    },
    job,
  };
}
