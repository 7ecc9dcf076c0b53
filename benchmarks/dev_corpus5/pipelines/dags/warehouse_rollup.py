from datetime import datetime

from airflow import DAG
from airflow.operators.python import PythonOperator

from etl import loaders, partner_files, staging
from etl.config import load_config


def rollup(ds, **_):
    cfg = load_config()
    frames = loaders.rollup_sources(cfg)
    snapshot = loaders.daily_snapshot(ds)
    frames["daily_snapshot"] = snapshot
    staging.stage_batch(frames)


def forecast(ds, **_):
    model = partner_files.load_forecast_model()
    snapshot = loaders.daily_snapshot(ds)
    return float(model.predict(snapshot.select_dtypes("number")).sum())


def raw_import(**_):
    partner_files.bulk_copy(load_config())


with DAG(dag_id="warehouse_rollup", start_date=datetime(2023, 1, 1), schedule="@daily", catchup=False) as dag:
    t_import = PythonOperator(task_id="raw_import", python_callable=raw_import)
    t_rollup = PythonOperator(task_id="rollup", python_callable=rollup)
    t_forecast = PythonOperator(task_id="forecast", python_callable=forecast)
    t_import >> t_rollup >> t_forecast
