/** One line of the benchmark table. */
export interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean | null;
}
