import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/** better-sqlite3 binds only numbers, strings, bigints, buffers and null. */
function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

class SqliteValueTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return super.transformValue({ ...node, value: toSqliteValue(node.value) });
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return super.transformPrimitiveValueList({ ...node, values: node.values.map(toSqliteValue) });
  }
}

/**
 * Lets the services speak one language on both dialects: booleans and dates go in as SQLite can
 * store them, and our is_* flag columns come back as real booleans.
 */
export class SqliteValuesPlugin implements KyselyPlugin {
  readonly #transformer = new SqliteValueTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows.map((row) => {
      let copy: UnknownRow | undefined;
      for (const key in row) {
        const value = row[key];
        if (key.startsWith('is_') && typeof value === 'number') {
          copy ??= { ...row };
          copy[key] = value === 1;
        }
      }
      return copy ?? row;
    });
    return Promise.resolve({ ...args.result, rows });
  }
}
