/** The data sets of the list matrix: workspaces of `contracts` each, with properties and vendors in proportion. */
export const DATA_SETS = {
  '10k': { workspaces: 1, contracts: 10_000 },
  '100k': { workspaces: 1, contracts: 100_000 },
  '1m': { workspaces: 1000, contracts: 1000 },
} as const;
export type DataSet = keyof typeof DATA_SETS;
export const isDataSet = (name: string): name is DataSet => name in DATA_SETS;
