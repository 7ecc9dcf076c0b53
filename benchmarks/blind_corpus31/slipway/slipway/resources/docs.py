import os
import tempfile

import falcon

_FOLDERS = ("sops", "checklists", "charts")


class Documents:
    def __init__(self, cfg):
        self.root = cfg["docs_root"]

    def on_get(self, req, resp, folder):
        if folder not in _FOLDERS:
            raise falcon.HTTPNotFound()
        name = req.get_param("name", required=True)
        resp.stream = open(os.path.join(self.root, folder, name), "rb")
        resp.content_type = falcon.MEDIA_PDF

    def on_post(self, req, resp, folder):
        if folder not in _FOLDERS:
            raise falcon.HTTPNotFound()
        spool = os.path.join(tempfile.gettempdir(), "slipway-upload-" + folder)
        with open(spool, "wb") as fh:
            fh.write(req.bounded_stream.read())
        resp.media = {"spooled": True}

    def on_put(self, req, resp, folder):
        if folder not in _FOLDERS:
            raise falcon.HTTPNotFound()
        fd, spool = tempfile.mkstemp(prefix="slipway-", suffix=".pdf")
        with os.fdopen(fd, "wb") as fh:
            fh.write(req.bounded_stream.read())
        os.replace(spool, os.path.join(self.root, folder, os.path.basename(spool)))
        resp.media = {"stored": os.path.basename(spool)}

    def on_delete(self, req, resp, folder):
        if folder not in _FOLDERS:
            raise falcon.HTTPNotFound()
        name = os.path.basename(req.get_param("name", required=True))
        os.remove(os.path.join(self.root, folder, name))
        resp.status = falcon.HTTP_204
