import pandas as pd


def read_table(conn, table, where=None, columns="*"):
    sql = f"SELECT {columns} FROM {table}"
    if where:
        sql += f" WHERE {where}"
    return pd.read_sql(sql, conn)


def read_by_key(conn, table, key_column, key):
    if not (table.isidentifier() and key_column.isidentifier()):
        raise ValueError("invalid identifier")
    return pd.read_sql(f'SELECT * FROM "{table}" WHERE "{key_column}" = ?', conn, params=[key])
