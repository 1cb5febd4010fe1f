import { describe, expect, it } from 'vitest';
import { csvCell, csvLines } from './csv';

describe('CSV cells', () => {
  it('leaves plain text alone and writes nothing for null', () => {
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('Lima, Ana')).toBe('"Lima, Ana"');
    expect(csvCell('The "Blue" one')).toBe('"The ""Blue"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a formula-like cell %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      csvLines([
        ['a', 'b'],
        ['1', null],
        ['x,y', '=1'],
      ]),
    ).toBe(`a,b\r\n1,\r\n"x,y",'=1\r\n`);
  });
});
