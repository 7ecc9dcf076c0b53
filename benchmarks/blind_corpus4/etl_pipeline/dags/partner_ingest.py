from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.python import PythonOperator

from etl import load, notify, report, sftp_fetch

PARTNERS = ["northwind", "globex", "initech"]

default_args = {
    "owner": "data-eng",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
}


def _ingest(partner, ds, **_):
    files = sftp_fetch.fetch_drop(partner, ds)
    total = 0
    for path in files:
        kind = path.rsplit("/", 1)[-1].split("_")[0]
        if kind in load.TARGET_TABLES:
            total += load.load_csv(kind, path, ds)
    notify.post(f"{partner}: loaded {total} rows for {ds}")


with DAG("partner_ingest", start_date=datetime(2023, 1, 1), schedule="0 5 * * *",
         catchup=False, default_args=default_args) as dag:
    for p in PARTNERS:
        PythonOperator(task_id=f"ingest_{p}", python_callable=_ingest, op_kwargs={"partner": p})
    publish = PythonOperator(task_id="weekly_report", python_callable=lambda ds, **_: report.write_html(ds))
    archive = BashOperator(task_id="archive_landing", bash_command="tar czf /data/archive/landing-{{ ds }}.tgz -C /data/landing . && find /data/landing -mindepth 1 -delete")
    publish >> archive
