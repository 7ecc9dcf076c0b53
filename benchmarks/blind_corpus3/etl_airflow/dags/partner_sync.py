"""Pull a partner's daily catalogue and load it into staging.

Triggered per partner by the partner-portal backend through the Airflow REST
API with {"partner": "acme", "source_url": "https://..."}; the scheduled run
uses the HTTP connection configured for the partner instead.
"""
from datetime import datetime

import requests
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.providers.http.hooks.http import HttpHook

from etl.sql import delete_partition
from etl.tmp import scratch_dir, staging_file


def _download(**context):
    conf = context["dag_run"].conf or {}
    partner = conf.get("partner", "default")
    out = staging_file(context["run_id"], partner)
    if conf.get("source_url"):
        resp = requests.get(conf["source_url"], timeout=60)
        resp.raise_for_status()
        data = resp.content
    else:
        hook = HttpHook(method="GET", http_conn_id="partner_%s" % partner)
        data = hook.run("/catalogue/daily.csv").content
    with open(out, "wb") as fh:
        fh.write(data)
    return out


def _reset_partition(**context):
    """Re-runs for a day first clear that day's rows from the staging table."""
    conf = context["dag_run"].conf or {}
    if conf.get("day"):
        delete_partition({"table": conf.get("partner", "default") + "_catalogue", "day": conf["day"]})


def _split(**context):
    path = context["ti"].xcom_pull(task_ids="download")
    work = scratch_dir()
    with open(path, encoding="utf-8", errors="replace") as fh:
        header = fh.readline()
        for i, line in enumerate(fh):
            with open("%s/part-%05d.csv" % (work, i // 10000), "a") as part:
                if i % 10000 == 0:
                    part.write(header)
                part.write(line)
    return work


with DAG("partner_sync", start_date=datetime(2023, 6, 1), schedule="@daily", catchup=False,
         tags=["partners"]) as dag:
    reset = PythonOperator(task_id="reset_partition", python_callable=_reset_partition)
    download = PythonOperator(task_id="download", python_callable=_download)
    split = PythonOperator(task_id="split", python_callable=_split)
    reset >> download >> split
