import os
import random
import tempfile
from datetime import datetime

from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.providers.postgres.hooks.postgres import PostgresHook

EXPORT_TABLES = {"orders": "mart.partner_orders", "stock": "mart.partner_stock"}


def export_table(kind, **context):
    table = EXPORT_TABLES[kind]
    partner = context["params"]["partner"]
    fd, path = tempfile.mkstemp(prefix="export-%s-" % kind, suffix=".csv")
    with os.fdopen(fd, "w") as fh:
        PostgresHook("warehouse").copy_expert(
            "COPY (SELECT * FROM %s WHERE partner_id = %s) TO STDOUT WITH CSV HEADER" % (table, partner), fh.name)
    return path


def sample_rows(path, n=20, **_):
    with open(path) as fh:
        lines = fh.readlines()
    return random.sample(lines[1:], min(n, len(lines) - 1))


with DAG("partner_export", start_date=datetime(2023, 1, 1), schedule="@daily", catchup=False,
         params={"partner": 0}) as dag:
    for kind in EXPORT_TABLES:
        exp = PythonOperator(task_id="export_%s" % kind, python_callable=export_table, op_kwargs={"kind": kind})
        qa = PythonOperator(task_id="qa_%s" % kind, python_callable=sample_rows,
                            op_kwargs={"path": "{{ ti.xcom_pull(task_ids='export_%s') }}" % kind})
        exp >> qa
