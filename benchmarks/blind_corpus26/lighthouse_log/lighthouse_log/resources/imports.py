import base64
import json
import pickle

import defusedxml.ElementTree as SafeET
import falcon
from lxml import etree

from ..db import cursor


class LogImportResource:
    """Imports maintenance logs exported by the old Lighthouse Board software."""

    def on_post(self, req, resp):
        raw = req.bounded_stream.read()
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
        doc = etree.fromstring(raw, parser)
        count = 0
        with cursor() as cur:
            for entry in doc.iter("entry"):
                cur.execute(
                    "INSERT INTO inspections (station, keeper, notes) VALUES (?, ?, ?)",
                    (entry.get("station"), entry.get("keeper"), entry.findtext("notes")),
                )
                count += 1
        resp.media = {"imported": count}

    def on_post_manifest(self, req, resp):
        raw = req.bounded_stream.read()
        root = SafeET.fromstring(raw)
        stations = [el.get("code") for el in root.findall("station")]
        resp.media = {"stations": stations}


class DraftResource:
    """Keeps a half-filled inspection form between page loads."""

    def on_post(self, req, resp):
        blob = (req.media or {}).get("draft", "")
        state = pickle.loads(base64.b64decode(blob))
        resp.media = {"restored": sorted(state.keys())}

    def on_put(self, req, resp):
        blob = (req.media or {}).get("draft", "")
        state = json.loads(base64.b64decode(blob).decode("utf-8"))
        resp.media = {"restored": sorted(state.keys())}
