"""Run a named transform (or, for analysts, an inline snippet) over a staged extract."""
from datetime import datetime

from airflow import DAG
from airflow.operators.python import PythonOperator

from etl.state import load_json_checkpoint

TRANSFORMS = {}


def transform(name):
    def deco(fn):
        TRANSFORMS[name] = fn
        return fn
    return deco


@transform("lowercase_emails")
def _lower(rows):
    return [dict(r, email=(r.get("email") or "").lower()) for r in rows]


@transform("drop_test_accounts")
def _drop_test(rows):
    return [r for r in rows if not (r.get("email") or "").endswith("@example.com")]


def _run(**context):
    conf = context["dag_run"].conf or {}
    rows = context["ti"].xcom_pull(dag_id="customer_export", task_ids="write_csv", include_prior_dates=True) or []
    state = load_json_checkpoint(conf)
    if "snippet" in conf:
        scope = {"rows": rows, "state": state}
        exec(conf["snippet"], scope)
        return scope.get("result", scope["rows"])
    fn = TRANSFORMS[conf.get("transform", "lowercase_emails")]
    return fn(rows)


def _run_expression(**context):
    """Filter rows with a simple column expression such as "country == 'DE'"."""
    conf = context["dag_run"].conf or {}
    rows = context["ti"].xcom_pull(task_ids="run") or []
    expr = conf.get("filter", "True")
    kept = []
    for r in rows:
        if eval(expr, {}, dict(r)):
            kept.append(r)
    return kept


with DAG("transform", start_date=datetime(2023, 1, 1), schedule=None, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=_run)
    filt = PythonOperator(task_id="filter", python_callable=_run_expression)
    run >> filt
