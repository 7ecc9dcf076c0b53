from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.python import PythonOperator

from etl import loaders, partner_files, staging, templating
from etl.config import load_config
from etl.utils import timed


def ingest(**context):
    cfg = load_config()
    transforms = templating.load_transform_plugins(cfg)
    for path in partner_files.incoming_files():
        partner = partner_files.partner_from_path(path)
        meta = partner_files.partner_metadata(path)
        with timed("ingest %s" % path):
            frame = partner_files.read_partner_frame(partner_files.decompress(path))
            for transform in transforms:
                frame = transform(frame)
            loaders.load_partner_rows(frame, partner)
            staging.stage_for_snowflake(frame, "PARTNER_ORDERS")
        totals = loaders.partner_totals(partner)
        context["ti"].log.info("%s totals:\n%s", partner, totals.head())
        for row in frame.head(5).to_dict("records"):
            context["ti"].log.info(templating.render_partner_message(meta, row))


with DAG(
    dag_id="partner_ingest",
    start_date=datetime(2023, 1, 1),
    schedule="*/30 * * * *",
    catchup=False,
    default_args={"retries": 2, "retry_delay": timedelta(minutes=5)},
    tags=["partners"],
) as dag:
    PythonOperator(task_id="ingest", python_callable=ingest)
