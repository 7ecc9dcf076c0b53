import string

import falcon

RATE_CARD = {"weld": 92.0, "paint": 61.5, "rig": 78.0}


class Costing:
    def on_post(self, req, resp):
        body = req.get_media()
        ns = dict(RATE_CARD, hours=float(body.get("hours", 0)))
        formula = body.get("formula", "hours * weld")
        exec("result = " + formula, {"__builtins__": {}}, ns)
        note = string.Template(body.get("note", "Quote: $$${total}")).safe_substitute(total="%.2f" % ns["result"])
        resp.media = {"total": ns["result"], "note": note}
