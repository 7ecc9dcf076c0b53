import csv
import os
import tempfile

from ..config import options
from ..statsbook import Statsbook
from .base import BaseHandler, OfficialHandler


class BoutSummaryHandler(BaseHandler):
    def get(self, bout_id):
        bout = self.repo.bout(int(bout_id))
        if bout is None:
            self.send_error(404)
            return
        title = self.get_argument("title", bout["name"])
        self.write("<html><body><h1>%s</h1><p>Final: %s - %s</p></body></html>"
                   % (title, bout["home_score"], bout["away_score"]))


class StatsbookUploadHandler(OfficialHandler):
    def post(self, bout_id):
        data = self.request.files["statsbook"][0]["body"]
        legacy = self.get_argument("legacy", "no") == "yes"
        book = Statsbook(data, lax=legacy)
        skater = self.get_argument("skater", "")
        jams = book.jams_for(skater) if skater else book.lead_jammer_jams(self.get_argument("team", "home"))
        self.write_json({"jams": list(jams)})


class ExportHandler(OfficialHandler):
    def get(self, bout_id):
        rows = self.repo.bout_penalties(int(bout_id), "home") + self.repo.bout_penalties(int(bout_id), "away")
        with tempfile.NamedTemporaryFile("w", dir=options.export_dir, suffix=".csv", delete=False) as fh:
            writer = csv.writer(fh)
            for r in rows:
                writer.writerow([r["skater"], r["code"], r["jam"], r["period"]])
        self.set_header("Content-Type", "text/csv")
        with open(fh.name) as src:
            self.write(src.read())
        os.unlink(fh.name)
