import ast
import re

import falcon

OUTS = {170: "T20 T20 Bull", 167: "T20 T19 Bull", 164: "T20 T18 Bull", 161: "T20 T17 Bull", 160: "T20 T20 D20"}
_SEGMENT = re.compile(r"^(?:[SDT](?:[1-9]|1[0-9]|20)|Bull|25)$")


class CheckoutResource:
    def on_post(self, req, resp):
        body = req.get_media() or {}
        remaining = body.get("remaining", "501")
        thrown = body.get("thrown", "0")
        left = eval("%s - (%s)" % (remaining, thrown))
        resp.media = {"left": left, "suggested": OUTS.get(left)}

    def on_get(self, req, resp):
        visit = req.get_param_as_list("darts") or []
        bad = [d for d in visit if not _SEGMENT.match(d)]
        if bad:
            raise falcon.HTTPBadRequest(title="Unknown segment %s" % bad[0])
        resp.media = {"darts": visit}


class FormatResource:
    """Match formats are stored as Python literals, e.g. {'legs': 5, 'start': 501}."""

    def on_post(self, req, resp):
        text = req.bounded_stream.read().decode("utf-8")
        try:
            fmt = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            raise falcon.HTTPBadRequest(title="Format must be a literal dict")
        if not isinstance(fmt, dict):
            raise falcon.HTTPBadRequest(title="Format must be a dict")
        resp.media = {"legs": int(fmt.get("legs", 3)), "start": int(fmt.get("start", 501))}
