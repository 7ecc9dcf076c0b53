"""Files partners upload to the shared SFTP dropbox (one chroot per partner, same incoming tree)."""
import glob
import json
import os
import subprocess

import joblib
import pandas as pd

DROPBOX = "/sftp/partners/incoming"
MODEL_PATH = "/opt/pipelines/models/demand_v3.joblib"


def incoming_files():
    return sorted(p for p in glob.glob(os.path.join(DROPBOX, "*", "*")) if not p.endswith(".json"))


def partner_from_path(path):
    # ACME_2024-05-01.csv -> ACME
    return os.path.basename(path).split("_", 1)[0]


def partner_metadata(path):
    meta_path = os.path.join(os.path.dirname(path), "metadata.json")
    if not os.path.exists(meta_path):
        return {}
    with open(meta_path) as fh:
        return json.load(fh)


def decompress(path):
    if path.endswith(".gz"):
        subprocess.run("gunzip -f %s" % path, shell=True, check=True)
        return path[:-3]
    return path


def read_partner_frame(path):
    if path.endswith(".pkl"):
        return pd.read_pickle(path)
    return pd.read_csv(path, dtype=str)


def load_forecast_model():
    return joblib.load(MODEL_PATH)


def bulk_copy(cfg):
    cmd = "psql '%s' -v ON_ERROR_STOP=1 -c \"\\copy staging.raw_import FROM '%s' CSV HEADER\"" % (
        cfg["warehouse_dsn"], cfg["import_path"])
    subprocess.run(cmd, shell=True, check=True)
