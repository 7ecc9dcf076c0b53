#!/usr/bin/env python3
"""Rough valuation of a member's basket of stamps."""
import ast
import base64
import cgi
import os
import pickle
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib import common  # noqa: E402


def main():
    form = cgi.FieldStorage()
    basket = pickle.loads(base64.b64decode(form.getfirst("basket", "")))
    multipliers = ast.literal_eval(form.getfirst("multipliers", "{}"))
    conn = common.db()
    total = 0.0
    for sg in basket:
        row = conn.execute("SELECT catalogue_value, condition FROM stamps WHERE sg_number = ?", (sg,)).fetchone()
        if row:
            total += row["catalogue_value"] * float(multipliers.get(row["condition"], 1.0))
    common.header("text/plain")
    print("%.2f" % total)


if __name__ == "__main__":
    main()
