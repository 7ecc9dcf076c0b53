"""Ad-hoc customer/order exports, triggered from the UI or the REST API with a conf like

    {"table": "orders", "where": "country = 'DE'", "filename": "orders_de.csv", "team": "finance"}
"""
import csv
import json
from datetime import datetime

from airflow import DAG
from airflow.operators.python import PythonOperator

from etl.operators import NotifyOperator, ShellExportOperator
from etl.paths import archive_target, export_target
from etl.sql import EXPORTABLE, export_rows
from etl.state import load_checkpoint


def _write_csv(**context):
    conf = context["dag_run"].conf or {}
    rows = export_rows(conf)
    start = load_checkpoint(conf).get("offset", 0)
    with open(export_target(conf), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(EXPORTABLE[conf.get("table", "orders")])
        w.writerows(rows[start:])
    return len(rows)


def _write_manifest(**context):
    conf = context["dag_run"].conf or {}
    manifest = {"table": conf.get("table"), "rows": context["ti"].xcom_pull(task_ids="write_csv"),
                "run_id": context["run_id"]}
    with open(archive_target(conf) + ".manifest.json", "w") as fh:
        json.dump(manifest, fh)


with DAG("customer_export", start_date=datetime(2023, 1, 1), schedule=None, catchup=False,
         tags=["export", "adhoc"], render_template_as_native_obj=True) as dag:
    write = PythonOperator(task_id="write_csv", python_callable=_write_csv)
    raw = ShellExportOperator(task_id="export")
    archive = PythonOperator(task_id="manifest", python_callable=_write_manifest)
    notify = NotifyOperator(task_id="notify")
    write >> archive >> notify
    raw >> notify
