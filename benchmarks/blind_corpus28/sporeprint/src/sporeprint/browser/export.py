import base64
import csv
import os
import pickle
import tempfile

import yaml
from plone import api
from Products.Five.browser import BrowserView

from sporeprint.db import connect


class RecordsExportView(BrowserView):
    def __call__(self):
        year = int(self.request.form.get("year", "2024"))
        rows = connect().execute("SELECT genus, species, site, gridref, found_on, recorder FROM finds "
                                 "WHERE strftime('%Y', found_on) = ?", (str(year),)).fetchall()
        with tempfile.NamedTemporaryFile("w+", suffix=".csv", newline="") as fh:
            w = csv.writer(fh)
            w.writerows([tuple(r) for r in rows])
            fh.seek(0)
            self.request.response.setHeader("Content-Type", "text/csv")
            return fh.read()


class NbnExportView(BrowserView):
    """Export for the national biodiversity network, run from the recorder's dashboard."""

    def __call__(self):
        path = os.path.join(tempfile.gettempdir(), "nbn-export.csv")
        with open(path, "w") as fh:
            for r in connect().execute("SELECT genus, species, gridref FROM finds"):
                fh.write("%s %s,%s\n" % tuple(r))
        return "written %s" % path


class ForayPlanImportView(BrowserView):
    def __call__(self):
        plan = yaml.safe_load(self.request.form.get("plan", ""))
        return "%d sites" % len(plan.get("sites", []))


class DraftRestoreView(BrowserView):
    """Restores an offline draft saved by the recording app (base64 in a hidden field)."""

    def __call__(self):
        blob = self.request.form.get("draft", "")
        draft = pickle.loads(base64.b64decode(blob))
        api.portal.show_message("Draft with %d finds restored" % len(draft), self.request)
        return self.request.response.redirect(self.context.absolute_url())
