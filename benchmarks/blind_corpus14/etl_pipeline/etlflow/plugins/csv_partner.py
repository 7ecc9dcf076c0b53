"""Partners drop CSV files over SFTP into the inbox."""
import csv
import hashlib
import os
import zipfile

from .. import db
from ..config import CONFIG
from ..registry import register
from ..task import Task


@register("partner_csv")
class PartnerCsvTask(Task):
    def _files(self):
        inbox = os.path.join(CONFIG["paths"]["inbox"], self.params["partner"])
        for name in sorted(os.listdir(inbox)):
            path = os.path.join(inbox, name)
            if name.endswith(".zip"):
                with zipfile.ZipFile(path) as zf:
                    zf.extractall(os.path.join(CONFIG["paths"]["staging"], self.params["partner"]))
            elif name.endswith(".csv"):
                yield path

    def extract(self):
        for path in self._files():
            with open(path, newline="", encoding="utf-8") as fh:
                reader = csv.reader(fh)
                self.header = next(reader)
                for row in reader:
                    yield row

    def transform(self, records):
        seen = set()
        out = []
        for row in records:
            key = hashlib.md5("|".join(row).encode("utf-8")).hexdigest()
            if key not in seen:
                seen.add(key)
                out.append(row)
        return out

    def load(self, records):
        table = "raw_%s" % self.params["partner"]
        if self.params.get("strict_identifiers"):
            return db.insert_rows_safe(table, self.header, records)
        return db.insert_rows(table, self.header, records)
