import logging

import pandas as pd
from sqlalchemy import text

from etl.connections import warehouse_engine

log = logging.getLogger(__name__)


def load_partner_rows(frame, partner):
    engine = warehouse_engine()
    with engine.begin() as conn:
        for row in frame.itertuples(index=False):
            conn.exec_driver_sql(
                "INSERT INTO staging.partner_orders (partner, order_ref, sku, qty) VALUES ('%s', '%s', '%s', %d)"
                % (partner, row.order_ref, row.sku, int(row.qty))
            )
    log.info("loaded %d rows for %s", len(frame), partner)


def partner_totals(partner):
    return pd.read_sql(
        f"SELECT sku, sum(qty) AS qty FROM staging.partner_orders WHERE partner = '{partner}' GROUP BY sku",
        warehouse_engine(),
    )


def daily_snapshot(day):
    return pd.read_sql(text("SELECT * FROM mart.daily_sales WHERE day = :day"), warehouse_engine(), params={"day": day})


def rollup_sources(cfg):
    engine = warehouse_engine()
    frames = {}
    for table in cfg["rollup_tables"]:
        frames[table] = pd.read_sql(f"SELECT * FROM staging.{table} WHERE loaded_at >= current_date - 1", engine)
    return frames
