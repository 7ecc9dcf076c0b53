import ast
import json
import subprocess

from ..router import Response

_BLANKS = {"UL050", "YA1", "AB-62", "ERA-DCK"}


def depth_formula(req):
    f = req.form
    cuts = [int(c) for c in f.get("cuts", "").split(",") if c.strip().isdigit()]
    rule = f.get("rule", "0.33 + 0.015 * c")
    depths = [eval(rule, {"__builtins__": {}}, {"c": c}) for c in cuts]
    return Response(json.dumps(depths), content_type="application/json")


def cut_key(req):
    f = req.form
    blank = f.get("blank", "")
    if blank not in _BLANKS:
        return Response("unknown blank", "400 Bad Request")
    cuts = "".join(str(int(c)) for c in ast.literal_eval(f.get("cuts", "()")))
    subprocess.run(["keycutter", "--blank", blank, "--bitting", cuts], check=True)
    return Response("queued")

