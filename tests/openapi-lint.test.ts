// @vitest-environment node
/**
 * docs/api/openapi.yaml passes Spectral's and Redocly's OpenAPI rules (docs/api/README.md,
 * "Checking the file"), with only the warnings listed there.
 */
import { readFileSync } from 'node:fs';
import { createConfig, lint } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const OPENAPI = new URL('../docs/api/openapi.yaml', import.meta.url).pathname;
const SPECTRAL_RULESET = new URL('../docs/api/.spectral.yaml', import.meta.url).pathname;

/** The ruleset file as Spectral's CLI reads it, its `spectral:oas` the rules package's. */
function spectralRuleset() {
  const definition = parse(readFileSync(SPECTRAL_RULESET, 'utf8')) as { extends: unknown };
  const named = { 'spectral:oas': spectralRulesets.oas };
  const extended = JSON.parse(JSON.stringify(definition.extends), (_, value: unknown) =>
    typeof value === 'string' && value in named ? named[value as keyof typeof named] : value,
  ) as unknown;
  return new spectralCore.Ruleset(
    { ...definition, extends: extended } as ConstructorParameters<typeof spectralCore.Ruleset>[0],
    { source: SPECTRAL_RULESET },
  );
}

describe('docs/api/openapi.yaml', { timeout: 60_000 }, () => {
  it('has no Spectral finding but the missing contact (spectral:oas)', async () => {
    const spectral = new spectralCore.Spectral();
    spectral.setRuleset(spectralRuleset());
    const document = new spectralCore.Document(
      readFileSync(OPENAPI, 'utf8'),
      spectralParsers.Yaml,
      OPENAPI,
    );
    const findings = await spectral.run(document);
    // Severity 1 is a warning.
    expect(findings.map(({ code, severity, path }) => ({ code, severity, path }))).toEqual([
      { code: 'info-contact', severity: 1, path: ['info'] },
    ]);
  });

  it("has no Redocly finding but the missing license (Redocly's recommended rules)", async () => {
    const problems = await lint({
      ref: OPENAPI,
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.map(({ ruleId, severity }) => ({ ruleId, severity }))).toEqual([
      { ruleId: 'info-license', severity: 'warn' },
    ]);
  });
});
