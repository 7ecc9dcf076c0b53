import logging

import pandas as pd
from sqlalchemy import text

from . import settings
from .db import engine

log = logging.getLogger(__name__)

TARGET_TABLES = {
    "orders": "staging.partner_orders",
    "returns": "staging.partner_returns",
    "stock": "staging.partner_stock",
}


def ensure_columns(table, df):
    """Partners add columns without telling us; widen the staging table."""
    with engine().begin() as conn:
        existing = {r[0] for r in conn.execute(text(
            "SELECT column_name FROM information_schema.columns "
            "WHERE table_schema || '.' || table_name = :t"), {"t": table})}
        for col in df.columns:
            if col.lower() not in existing:
                conn.execute(text(f'ALTER TABLE {table} ADD COLUMN {col} TEXT'))
                log.info("added %s.%s", table, col)


def replace_partition(kind, ds, df):
    table = TARGET_TABLES[kind]
    ensure_columns(table, df)
    with engine().begin() as conn:
        conn.execute(text(f"DELETE FROM {table} WHERE load_date = :ds"), {"ds": ds})
        df.assign(load_date=ds).to_sql(table.split(".")[1], conn, schema=settings.STAGING_SCHEMA,
                                       if_exists="append", index=False, method="multi")


def load_csv(kind, path, ds):
    df = pd.read_csv(path, dtype=str, sep=";")
    replace_partition(kind, ds, df)
    return len(df)
