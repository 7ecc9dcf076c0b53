import base64
import json
import pickle

from ..request import text


def restore(req):
    form = req.form
    blob = form.get("draft", "")
    if form.get("encoding") == "json":
        lines = json.loads(base64.b64decode(blob))
    else:
        lines = pickle.loads(base64.b64decode(blob))
    total = sum(float(line.get("price", 0)) for line in lines)
    return text("%d lines, total %.2f" % (len(lines), total))
