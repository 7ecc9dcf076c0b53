"""Azure Function (HTTP trigger): POST /api/playlists -- import playlist definitions.

Partners upload playlists as YAML (the format our old desktop tool exported).
"""
import json

import azure.functions as func
import yaml


def _normalise(doc):
    items = doc.get("items", []) if isinstance(doc, dict) else []
    return [{"media": str(i.get("media")), "start": float(i.get("start", 0))} for i in items]


def _parse(body: bytes, strict: bool):
    if strict:
        return yaml.safe_load(body)
    # the desktop tool wrote !!python/tuple for time ranges, which safe_load rejects
    legacy = body.startswith(b"# acme-playlist v1")
    if legacy:
        return yaml.load(body, Loader=yaml.UnsafeLoader)
    return yaml.safe_load(body)


def main(req: func.HttpRequest) -> func.HttpResponse:
    doc = _parse(req.get_body(), strict=req.params.get("strict") == "1")
    items = _normalise(doc)
    return func.HttpResponse(json.dumps({"imported": len(items), "items": items}), mimetype="application/json")
