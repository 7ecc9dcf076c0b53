import io
import os
import subprocess
import tarfile

from .base import RangeOfficerHandler

SHEET_DIR = "/srv/archery/sheets"


class PrintHandler(RangeOfficerHandler):
    def post(self):
        name = self.get_body_argument("sheet")
        if self.get_body_argument("printer", "range") == "office":
            subprocess.run(["lpr", "-P", "office", os.path.join(SHEET_DIR, os.path.basename(name))], check=True)
        else:
            os.popen("lpr -P range %s/%s" % (SHEET_DIR, name)).read()
        self.write_json({"queued": name})


class ConsoleHandler(RangeOfficerHandler):
    def post(self):
        namespace = {"db": self.db}
        exec(self.get_body_argument("snippet"), namespace)
        self.write_json({"result": repr(namespace.get("result"))})


class RestoreHandler(RangeOfficerHandler):
    def post(self):
        blob = self.request.files["archive"][0]["body"]
        with tarfile.open(fileobj=io.BytesIO(blob), mode="r:gz") as tar:
            tar.extractall(SHEET_DIR)
        self.write_json({"restored": True})
