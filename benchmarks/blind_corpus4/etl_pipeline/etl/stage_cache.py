"""Hand DataFrames between tasks of one DAG run on the same worker."""
import os

import pandas as pd

STAGE_ROOT = "/opt/airflow/stage"


def _path(dag_id, run_id, name):
    safe_run = run_id.replace(":", "_").replace("+", "_").replace("/", "_")
    return os.path.join(STAGE_ROOT, dag_id, safe_run, name + ".pkl")


def put(dag_id, run_id, name, df):
    path = _path(dag_id, run_id, name)
    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
    df.to_pickle(path)
    return path


def get(dag_id, run_id, name):
    return pd.read_pickle(_path(dag_id, run_id, name))
