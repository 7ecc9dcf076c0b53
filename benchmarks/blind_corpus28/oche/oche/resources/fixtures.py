import os
import tempfile
from urllib.parse import quote

import falcon
import requests
import yaml
from lxml import etree

from oche.hooks import require_captain
from oche.services import scoresheets


class FixtureCollection:
    def __init__(self, db, settings):
        self.db = db
        self.settings = settings

    def on_get(self, req, resp):
        season = req.get_param_as_int("season", default=2024)
        rows = self.db.all(
            "SELECT f.id, f.week, h.name AS home, a.name AS away, f.home_legs, f.away_legs "
            "FROM fixtures f JOIN teams h ON h.id = f.home_id JOIN teams a ON a.id = f.away_id "
            f"WHERE f.season = {season} ORDER BY f.week"
        )
        resp.media = {"season": season, "fixtures": rows}

    @falcon.before(require_captain)
    def on_post(self, req, resp):
        body = req.bounded_stream.read()
        spec = yaml.safe_load(body) or {}
        for week in spec.get("weeks", []):
            for match in week.get("matches", []):
                self.db.write(
                    "INSERT INTO fixtures (season, week, home_id, away_id) VALUES (?, ?, ?, ?)",
                    (spec["season"], week["week"], match["home"], match["away"]),
                )
        resp.status = falcon.HTTP_201


class LegSearch:
    def __init__(self, db, settings):
        self.db = db
        self.settings = settings

    def _tree(self, fixture_id):
        path = os.path.join(self.settings.sheet_dir, "%d.xml" % fixture_id)
        with open(path, "rb") as fh:
            return etree.parse(fh)

    def on_get(self, req, resp, fixture_id):
        tree = self._tree(fixture_id)
        player = req.get_param("player")
        if player:
            legs = scoresheets.legs_for_player(tree, player)
        else:
            legs = scoresheets.legs_with_checkout(tree, req.get_param_as_int("min", default=100))
        resp.media = {"legs": [etree.tostring(l, encoding="unicode") for l in legs]}


class ScoresheetImport:
    def __init__(self, db, settings):
        self.db = db
        self.settings = settings

    @falcon.before(require_captain)
    def on_post(self, req, resp):
        fixture_id = req.get_param_as_int("fixture", required=True)
        raw = req.bounded_stream.read()
        with tempfile.NamedTemporaryFile(prefix="sheet-", suffix=".xml", delete=False) as tmp:
            tmp.write(raw)
            spool = tmp.name
        root = scoresheets.parse_board_export(raw)
        os.replace(spool, os.path.join(self.settings.sheet_dir, "%d.xml" % fixture_id))
        summary = scoresheets.summarise(root)
        self.db.write(
            "UPDATE fixtures SET home_legs = ?, away_legs = ? WHERE id = ?",
            (root.get("home_legs"), root.get("away_legs"), fixture_id),
        )
        self._notify_federation(fixture_id, summary)
        resp.media = summary

    def _notify_federation(self, fixture_id, summary):
        url = "%s/results/%s" % (self.settings.federation_api, quote(str(fixture_id), safe=""))
        requests.post(url, json=summary, timeout=10)


class ScoresheetDownload:
    def __init__(self, settings):
        self.settings = settings

    def on_get(self, req, resp, fixture_id):
        variant = os.path.basename(req.get_param("variant", default="full"))
        path = os.path.join(self.settings.sheet_dir, "%d-%s.pdf" % (fixture_id, variant))
        if not os.path.exists(path):
            raise falcon.HTTPNotFound()
        resp.content_type = "application/pdf"
        resp.stream = open(path, "rb")
