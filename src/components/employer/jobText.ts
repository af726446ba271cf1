/**
 * Display texts of a job shared by the jobs page, the employer's jobs panel and the export:
 * schedule with hours and days off ("白班 08:00-18:00 · 月休4天") and the place
 * ("上海市 浦东新区 ****": the detailed address masked). The salary is domain/format's moneyRange, as on orders.
 * Pure over `t` so both languages read the same.
 */
import type { TFunction } from 'i18next';
import type { EmployerJob } from '@/api/employer.types';
import { maskAddress } from '@/domain/personalData';

/** "住家 · 月休4天", "白班 08:00-18:00 · 月休4天" (hours are not shown for live-in). */
export function jobScheduleText(t: TFunction, job: Pick<EmployerJob, 'schedule' | 'workHours' | 'restDays'>): string {
  const schedule = t(`codes.jobSchedule.${job.schedule}`);
  const hours = job.schedule !== LIVE_IN_SCHEDULE && job.workHours ? ` ${job.workHours}` : '';
  const rest = job.restDays > 0 ? t('jobs.restDays', { count: job.restDays }) : t('jobs.noRestDays');
  return `${schedule}${hours} · ${rest}`;
}

/** City name (when known) and district, space separated: the part of the place that is not masked. */
export function jobAreaText(job: Pick<EmployerJob, 'district'>, cityName: string | undefined | null): string {
  return [cityName, job.district].filter((part) => part && part.trim() !== '').join(' ');
}

/** City name (when known), district and the address masked (domain/personalData, whatever the server sent), space separated. */
export function jobPlaceText(job: Pick<EmployerJob, 'district' | 'address'>, cityName: string | undefined | null): string {
  return [jobAreaText(job, cityName), maskAddress(job.address)].filter((part) => part !== '').join(' ');
}

/** 住家: no working hours to ask for or show. */
export const LIVE_IN_SCHEDULE = 1;
