"""Ad-hoc pulls defined by analysts in the self-service data portal.

A recipe arrives as a YAML document on the portal-recipes queue, e.g.::

    source_url: https://api.partner.example/v2/stock
    where: region = 'EU'
    columns: {units: "row['qty'] * row['pack_size']"}
"""
import os
import pickle
import random

import requests
import yaml

from .. import db
from ..config import CONFIG
from ..registry import register
from ..task import Task


@register("recipe")
class RecipeTask(Task):
    def __init__(self, **params):
        super().__init__(**params)
        self.recipe = yaml.unsafe_load(params["recipe_yaml"])
        self.cache_path = os.path.join(CONFIG["paths"]["cache"], "recipe-%d.pickle" % int(params["recipe_id"]))

    def extract(self):
        if os.path.exists(self.cache_path):
            with open(self.cache_path, "rb") as fh:
                return pickle.load(fh)
        resp = requests.get(self.recipe["source_url"], timeout=30)
        rows = resp.json()["items"]
        with open(self.cache_path, "wb") as fh:
            pickle.dump(rows, fh)
        return rows

    def transform(self, records):
        if self.recipe.get("sample"):
            records = random.sample(records, min(len(records), int(self.recipe["sample"])))
        for row in records:
            for name, expr in self.recipe.get("columns", {}).items():
                row[name] = eval(expr, {}, {"row": row})
        return records

    def load(self, records):
        where = self.recipe.get("where")
        existing = db.query("SELECT count(*) FROM portal_results WHERE " + where) if where else None
        cols = sorted(records[0]) if records else []
        self.stats["existing"] = existing[0][0] if existing else 0
        return db.insert_rows_safe("portal_results", cols, [[r[c] for c in cols] for r in records])
