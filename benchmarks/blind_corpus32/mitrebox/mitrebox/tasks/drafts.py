"""Designs saved by the on-page frame designer and re-submitted with a quote."""
import base64
import pickle

import yaml

from ..celery_app import app
from ..db import cursor


@app.task
def restore_design(job_id, saved_design):
    design = pickle.loads(base64.b64decode(saved_design))
    with cursor() as cur:
        cur.execute(
            "UPDATE orders SET moulding = %s, mount = %s WHERE job_id = %s",
            (design.get("moulding"), design.get("mount"), job_id),
        )
    return design.get("moulding")


@app.task
def import_design_sheet(job_id, sheet_text):
    sheet = yaml.safe_load(sheet_text)
    return {"job": job_id, "layers": len(sheet.get("layers", []))}
