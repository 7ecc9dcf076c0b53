import json
import os
import shlex
import subprocess
import sys

import pandas as pd

from ..features import load_transform, quick_feature
from . import store

DATA_ROOT = os.environ.get("SPARROW_DATA_ROOT", "/srv/sparrow/data")
NOTEBOOK_DIR = os.environ.get("SPARROW_NOTEBOOKS", "/srv/sparrow/notebooks")
OUT_DIR = os.environ.get("SPARROW_OUT", "/srv/sparrow/out")


def run(job_id):
    job = store.get_job(job_id)
    spec = json.loads(job["spec"])
    store.set_status(job_id, "running")
    df = pd.read_csv(os.path.join(DATA_ROOT, os.path.basename(spec["dataset"])))
    for feature in spec.get("features", []):
        df = quick_feature(df, feature)
    if spec.get("transform"):
        df = load_transform(spec["transform"])(df)
    df.to_parquet(os.path.join(OUT_DIR, f"job-{job_id}.parquet"))
    if spec.get("notebook"):
        nb = os.path.join(NOTEBOOK_DIR, os.path.basename(spec["notebook"]))
        out = os.path.join(OUT_DIR, f"job-{job_id}.ipynb")
        alpha = spec.get("alpha", 0.05)
        subprocess.run(f"papermill {nb} {out} -p alpha {alpha}", shell=True, check=True)
        subprocess.run(f"jupyter nbconvert --to html {shlex.quote(out)}", shell=True, check=True)
    store.set_status(job_id, "done")


if __name__ == "__main__":
    run(int(sys.argv[1]))
