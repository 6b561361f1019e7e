/** A report period: local dates (inclusive) and optionally one location. */
export interface ReportPeriod {
  from: string;
  to: string;
  locationId?: string;
}
