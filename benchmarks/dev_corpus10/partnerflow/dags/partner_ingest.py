from datetime import datetime, timedelta

from airflow import DAG
from airflow.models import Variable
from airflow.operators.bash import BashOperator
from airflow.operators.python import PythonOperator

from partnerflow.config import load_partner
from partnerflow.hooks import PartnerSftpHook
from partnerflow.operators import CsvLoadOperator, UnpackArchiveOperator, XmlLoadOperator

PARTNERS = ["acme", "nordlicht", "muellersoehne"]
LANDING = "/data/landing"

WAREHOUSE_ADMIN_PW = Variable.get("warehouse_admin_pw")
GPG_PASSPHRASE = "pf-ingest-Gp9!vX2k"


def fetch(partner_id, **context):
    seen = set(context["ti"].xcom_pull(key="seen", default=[]) or [])
    files = PartnerSftpHook().download_new("/outbox/%s" % partner_id, "%s/%s" % (LANDING, partner_id), seen)
    context["ti"].xcom_push(key="seen", value=sorted(seen | set(files)))
    return files


for pid in PARTNERS:
    cfg = load_partner(pid)
    with DAG(
        dag_id="partner_ingest_%s" % pid,
        start_date=datetime(2023, 1, 1),
        schedule=cfg.get("schedule", "@hourly"),
        catchup=False,
        default_args={"retries": 2, "retry_delay": timedelta(minutes=5)},
    ) as dag:
        get_files = PythonOperator(task_id="fetch", python_callable=fetch, op_kwargs={"partner_id": pid})
        decrypt = BashOperator(
            task_id="decrypt",
            bash_command="gpg --batch --passphrase %s -d {{ params.landing }}/*.gpg > {{ params.landing }}/batch.tar" % GPG_PASSPHRASE,
            params={"landing": "%s/%s" % (LANDING, pid)},
        )
        label = BashOperator(
            task_id="label_batch",
            bash_command="echo loaded {{ dag_run.conf.get('batch_label', 'auto') }} >> %s/%s/labels.log" % (LANDING, pid),
        )
        unpack = UnpackArchiveOperator(task_id="unpack", partner_id=pid, source_path="%s/%s/batch.tar" % (LANDING, pid),
                                       dest_dir="%s/%s/unpacked" % (LANDING, pid))
        load = (CsvLoadOperator(task_id="load_csv", partner_id=pid, source_path=unpack.dest_dir, delimiter=cfg.get("delimiter", ","))
                if cfg.get("format") == "csv" else
                XmlLoadOperator(task_id="load_xml", partner_id=pid, source_path=unpack.dest_dir))
        get_files >> decrypt >> label >> unpack >> load
        globals()[dag.dag_id] = dag
