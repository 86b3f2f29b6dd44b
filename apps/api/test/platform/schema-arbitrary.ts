/**
 * fast-check arbitraries from the JSON schemas of the app's OpenAPI description (issue 15 "Schemathesis-style
 * property testing"): values that satisfy a schema (to reach the handlers), and mutations that do not (to probe
 * validation). No library maps JSON Schema (OpenAPI 3.0) to fast-check for Zod 4, so this covers the subset
 * the description uses: $ref, anyOf/oneOf/allOf, enum, nullable, string (length, pattern, date, date-time,
 * email, uuid), integer and number (bounds, exclusive bounds), boolean, array (item counts) and object.
 */
import fc from 'fast-check'

/** The JSON Schema subset of the OpenAPI description. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  nullable?: boolean
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  minItems?: number
  maxItems?: number
  default?: unknown
}

/** Resolves `#/components/schemas/X` references against `components`. */
export type Components = Record<string, JsonSchema>

/** Integers drawn near the small ids the seed uses as often as across the whole range. */
function integerArb(s: JsonSchema): fc.Arbitrary<number> {
  let min = s.minimum ?? -2_147_483_648
  let max = s.maximum ?? 2_147_483_647
  if (s.exclusiveMinimum === true) min += 1
  else if (typeof s.exclusiveMinimum === 'number') min = Math.max(min, s.exclusiveMinimum + 1)
  if (s.exclusiveMaximum === true) max -= 1
  else if (typeof s.exclusiveMaximum === 'number') max = Math.min(max, s.exclusiveMaximum - 1)
  min = Math.ceil(min)
  max = Math.floor(max)
  if (min > max) return fc.constant(min)
  const low = Math.max(min, Math.min(max, 0))
  return fc.oneof(fc.integer({ min: low, max: Math.min(max, low + 60) }), fc.integer({ min, max }))
}

/** Strings satisfying the length, pattern and format of `s`. */
function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date')
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10))
  if (s.format === 'date-time')
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString())
  if (s.format === 'email') return fc.emailAddress()
  if (s.format === 'uuid') return fc.uuid()
  const minLength = s.minLength ?? 0
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 40))
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern)
      return fc
        .stringMatching(re)
        .filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? Number.POSITIVE_INFINITY))
    } catch {
      // A pattern JavaScript cannot compile: fall back to plain strings (validation answers 400).
    }
  }
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }))
}

/** Values that satisfy `schema` (as far as the subset goes). */
export function validArb(
  schema: JsonSchema | undefined,
  components: Components,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 1 })
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '')
    if (depth > 3) return fc.constant(undefined)
    return validArb(components[name], components, depth + 1)
  }
  const base = nonNullArb(schema, components, depth)
  return schema.nullable ? fc.oneof(fc.constant(null), base) : base
}

function nonNullArb(schema: JsonSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validArb(s, components, depth)))
  if (schema.allOf?.length) return validArb(schema.allOf[0], components, depth)
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (type.length > 1)
    return fc.oneof(...type.map((t) => validArb({ ...schema, type: t }, components, depth)))
  switch (type[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return integerArb(schema)
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'string':
      return stringArb(schema)
    case 'array':
      return fc.array(validArb(schema.items, components, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      })
    case 'object':
    case undefined: {
      if (!schema.properties)
        return type[0] === 'object'
          ? fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }))
          : fc.jsonValue({ maxDepth: 1 })
      const model: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, s] of Object.entries(schema.properties))
        model[key] = validArb(s, components, depth + 1)
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) })
    }
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

/**
 * Values for `schema` that are valid three times in four and otherwise anything JSON (wrong types, missing or
 * extra fields, huge or negative numbers, odd Unicode), as a fuzzer mixes them.
 */
export function fuzzArb(schema: JsonSchema | undefined, components: Components): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validArb(schema, components) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  )
}

/** A parameter's value as it travels in a path or query string. */
export function asParam(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)
}
