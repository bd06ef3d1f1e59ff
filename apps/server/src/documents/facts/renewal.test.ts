import { describe, expect, it } from 'vitest';
import { readRenewal } from './renewal.ts';
import { toSentences } from './sentences.ts';

const renewal = (text: string) => readRenewal(toSentences([text]));
const amount = (value: number, unit: string) => ({ value, unit });

describe('readRenewal', () => {
  it('reads the notice in the termination section that follows the renewal, not in another section', () => {
    const term =
      '1. TERM\nThe term of this Agreement shall be five (5) years; provided, however, the Initial Term shall be subject to automatic successive renewal terms of three (3) years each.\n';
    const termination =
      '1.1. Termination. This Agreement may be terminated as follows: 1.1.1. By either party, upon written notice of termination of this Agreement no later than ninety (90) calendar days prior to the expiration of the relevant Term.';
    const payment =
      '1.1. Orders. The Distributor shall give written notice of its orders no later than ninety (90) calendar days prior to the expiration of the relevant Term.';
    expect(renewal(term + termination).noticePeriod?.value).toEqual(amount(90, 'DAYS'));
    expect(renewal(term + payment).noticePeriod).toBeUndefined();
  });

  it('reads annual renewals as one year, with the notice in the clause', () => {
    const result = renewal(
      '7. Term. The term of this Agreement is three (3) years with automatic annual renewals thereafter unless either party gives ninety (90) days notice of termination prior to the renewal date.',
    );
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(90, 'DAYS'));
  });

  it('reads renewals named in the plural, and annual periods after an initial term', () => {
    expect(
      renewal(
        'The Supply Term is four years from signature, with automatic 3 month extensions unless a party objects.',
      ).renewalTerm?.value,
    ).toEqual(amount(3, 'MONTHS'));
    expect(
      renewal(
        'This Agreement stays in force for an initial term of six (6) years and shall automatically renew for annual periods after that.',
      ).renewalTerm?.value,
    ).toEqual(amount(1, 'YEARS'));
  });

  it('reads the renewal length, not the initial term before it', () => {
    const result = renewal(
      'Term. This Agreement has an initial term of five (5) years and shall automatically renew for successive two (2) year terms.',
    );
    expect(result.renewalTerm?.value).toEqual(amount(2, 'YEARS'));
  });

  it('reads monthly renewals as one month', () => {
    expect(
      renewal(
        'Term. This Agreement shall renew automatically for monthly periods unless a party gives fifteen (15) days notice before the end of the current term.',
      ).renewalTerm?.value,
    ).toEqual(amount(1, 'MONTHS'));
  });

  it('does not read the length a clause names the initial term as the renewal', () => {
    const result = renewal(
      'Term. The term of this Agreement shall begin on the Effective Date and continue for four (4) years thereafter (the "Initial Term") and shall automatically renew for additional six (6) month terms.',
    );
    expect(result.renewalTerm?.value).toEqual(amount(6, 'MONTHS'));
  });

  it('reads the renewal length however the clause names it', () => {
    const length = (text: string) => renewal(text).renewalTerm?.value;
    expect(
      length('The Term will be 3 years from the Effective Date with an automatic 2 year term extension.'),
    ).toEqual({
      value: 2,
      unit: 'YEARS',
    });
    expect(
      length(
        'This Agreement shall be valid for five (5) years with automatic renewal of one year thereafter.',
      ),
    ).toEqual({ value: 1, unit: 'YEARS' });
    expect(
      length(
        'Thereafter, the Term shall automatically renew for successive period, 12 months, on the same terms.',
      ),
    ).toEqual({ value: 12, unit: 'MONTHS' });
    expect(
      length(
        'This Agreement shall be automatically renewed for additional extended terms each of two (2) years duration unless either party objects.',
      ),
    ).toEqual({ value: 2, unit: 'YEARS' });
  });

  it('reads the notice that stops an automatic continuation without a length', () => {
    const result = renewal(
      'Term. After the Initial Term, this Agreement shall automatically continue in effect until either party gives the other at least four (4) months prior written notice of termination.',
    );
    expect(result.renewalTerm).toBeUndefined();
    expect(result.noticePeriod?.value).toEqual(amount(4, 'MONTHS'));
  });

  it('reads the notice that ends an agreement going on after its term until terminated', () => {
    const result = renewal(
      'This Agreement shall commence on the Effective Date and continue until the end of the fifteenth Contract Year, and shall continue in full force and effect thereafter until terminated by either Party by providing thirty (30) calendar days prior written notice of termination.',
    );
    expect(result.noticePeriod?.value).toEqual(amount(30, 'DAYS'));
    expect(result.renewalTerm).toBeUndefined();
    expect(
      renewal(
        'This contract starts on signature and shall continue in place for a first period of two (2) years (the First Period) and indefinitely after that until terminated by either party on six (6) months written notice.',
      ).noticePeriod?.value,
    ).toEqual(amount(6, 'MONTHS'));
    expect(
      renewal('Either party may terminate this Agreement for breach on thirty (30) days notice.')
        .noticePeriod,
    ).toBeUndefined();
  });

  it('reads a notice before the clause that speaks of the end of the term', () => {
    const result = renewal(
      'Renewal. A party must notify the other within 10 days of the conclusion of the initial term if it will not continue. Without notice this Agreement will automatically extend for an additional month.',
    );
    expect(result.renewalTerm?.value).toEqual(amount(1, 'MONTHS'));
    expect(result.noticePeriod?.value).toEqual(amount(10, 'DAYS'));
  });

  it('keeps a renewal whose clause also speaks of breach, but not a notice for breach', () => {
    const result = renewal(
      'Term. This Agreement shall renew automatically for successive one (1) year periods, unless terminated earlier by a party upon thirty (30) days notice of a material breach that remains uncured.',
    );
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod).toBeUndefined();
  });

  it('reads no renewal from a clause where "automatically" governs something else', () => {
    expect(
      renewal(
        'Licenses. Each license shall automatically terminate on expiry of its patent, and a renewal of this Agreement for additional one (1) year terms requires a new patent.',
      ),
    ).toEqual({});
  });

  it('reads no renewal that needs an approval, or that is not the agreement’s', () => {
    expect(
      renewal(
        'This Agreement shall continue from year to year thereafter if such continuance is approved annually by the Board.',
      ),
    ).toEqual({});
    expect(
      renewal(
        'Security. The letter of credit shall have a two (2) month term and shall be renewed for five (5) consecutive periods.',
      ),
    ).toEqual({});
  });

  it('reads a length the notice asks for as the renewal, not as the notice', () => {
    const result = renewal(
      'Term. This Agreement shall renew automatically for one further year by written notice of either party, unless either party objects at least forty-five (45) days before the end of the term.',
    );
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(45, 'DAYS'));
  });
});
