import os
import tempfile

import pandas as pd

from . import settings
from .db import engine


def weekly_top_products(ds):
    df = pd.read_sql("SELECT partner, product_name, SUM(qty) AS qty FROM staging.partner_orders "
                     "WHERE load_date > %(ds)s::date - 7 GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 50",
                     engine(), params={"ds": ds})
    return df


def write_html(ds):
    df = weekly_top_products(ds)
    df["product_name"] = df["product_name"].map(lambda s: "<b>%s</b>" % s)
    html = df.to_html(index=False, escape=False)
    path = os.path.join(settings.REPORT_DIR, "top-products-%s.html" % ds)
    with open(path, "w") as fh:
        fh.write(html)
    return path


def write_partner_table(ds):
    df = weekly_top_products(ds)
    path = os.path.join(settings.REPORT_DIR, "partners-%s.html" % ds)
    with open(path, "w") as fh:
        fh.write(df.groupby("partner")["qty"].sum().reset_index().to_html(index=False))
    return path


def stage_for_upload(ds):
    # the celery workers (airflow-w01..w04) run every team's DAGs under their own unix users
    tmp = os.path.join(tempfile.gettempdir(), "top-products-%s.csv" % ds)
    weekly_top_products(ds).to_csv(tmp, index=False)
    return tmp


def stage_dir():
    return tempfile.TemporaryDirectory(prefix="etl-report-")
