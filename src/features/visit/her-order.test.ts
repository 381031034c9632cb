import { describe, expect, it } from 'vitest';
import { chartColumns } from '../../domain/clinical/chart';
import { inHerOrder } from './her-order';

describe('the methods the visit allows, in her order', () => {
  it('puts first what fits what she said, and keeps only the allowed', () => {
    const noHormones = { answers: { hormones: 'none' as const }, marked: [] };
    expect(inHerOrder(noHormones, chartColumns).map(({ method }) => method)[0]).toBe('cu_iud');

    const noProcedure = {
      answers: { no_procedure: 'yes' as const, how_often: 'daily' as const },
      marked: [],
    };
    const order = inHerOrder(noProcedure, ['implant', 'chc', 'dmpa', 'pop']);
    expect(
      order
        .map(({ method }) => method)
        .slice(0, 2)
        .sort(),
    ).toEqual(['chc', 'pop']);
    // A procedure and a needle tie, in the chart's order.
    expect(order.map(({ method }) => method).slice(2)).toEqual(['implant', 'dmpa']);
  });

  it('keeps the methods of the explorer she marked under the visit’s method for them', () => {
    const marked = {
      answers: {},
      marked: ['ring' as const, 'implant' as const, 'withdrawal' as const],
    };
    const order = inHerOrder(marked, ['chc', 'implant', 'pop']);
    expect(order.find(({ method }) => method === 'chc')?.marked).toEqual(['ring']);
    expect(order.find(({ method }) => method === 'implant')?.marked).toEqual(['implant']);
    expect(order.find(({ method }) => method === 'pop')?.marked).toEqual([]);
  });

  it('is the chart’s order, most effective first, when she stated nothing', () => {
    const order = inHerOrder({ answers: { infections: 'not_sure' }, marked: [] }, chartColumns);
    expect(order.map(({ method }) => method)).toEqual([
      'implant',
      'lng_iud',
      'cu_iud',
      'dmpa',
      'chc',
      'pop',
    ]);
  });
});
