"""Helpers imported at the top of the team's analysis notebooks."""
import os
import random
import shlex
import sqlite3
import subprocess

from tabkit import read_table

DEFAULT_DB = "warehouse.sqlite"
PARAMS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "params.py")


def connect(path=DEFAULT_DB):
    return sqlite3.connect(path)


def sales(conn):
    return read_table(conn, "sales", columns=["month", "region", "amount"])


def shuffled_ids(ids, seed=1234):
    rng = random.Random(seed)
    out = list(ids)
    rng.shuffle(out)
    return out


def export_notebook(nb_path):
    cmd = f"jupyter nbconvert --to html {shlex.quote(nb_path)}"
    return subprocess.run(cmd, shell=True, check=True)


def load_params(path=PARAMS_FILE):
    """Execute the analyst's local params.py (papermill-style) and return its globals."""
    namespace = {}
    with open(path) as fh:
        exec(compile(fh.read(), path, "exec"), namespace)
    return {k: v for k, v in namespace.items() if not k.startswith("_")}
