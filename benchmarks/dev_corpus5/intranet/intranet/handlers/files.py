import mimetypes
import os

import tornado.web

from intranet.handlers.base import BaseHandler


class SharedFileHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        rel = self.get_argument("path")
        full = os.path.join(self.settings["share_root"], rel)
        if not os.path.isfile(full):
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", mimetypes.guess_type(full)[0] or "application/octet-stream")
        with open(full, "rb") as fh:
            self.write(fh.read())


class PolicyDocHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, name):
        root = os.path.realpath(self.settings["policy_root"])
        full = os.path.realpath(os.path.join(root, name))
        if not full.startswith(root + os.sep) or not os.path.isfile(full):
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "application/pdf")
        with open(full, "rb") as fh:
            self.write(fh.read())


class UploadHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        upload = self.request.files["doc"][0]
        filename = upload["filename"]
        safe_name = os.path.basename(filename).replace("\x00", "")
        dest_dir = os.path.join(self.settings["share_root"], "inbox", self.current_user)
        os.makedirs(dest_dir, exist_ok=True)
        with open(os.path.join(dest_dir, safe_name), "wb") as fh:
            fh.write(upload["body"])
        self.finish("<p>Uploaded <b>%s</b> (%d bytes) to your inbox.</p>" % (filename, len(upload["body"])))


class FileInfoHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        rel = os.path.basename(self.get_argument("name"))
        full = os.path.join(self.settings["share_root"], "inbox", self.current_user, rel)
        if not os.path.isfile(full):
            raise tornado.web.HTTPError(404)
        self.write({"name": rel, "size": os.path.getsize(full), "type": mimetypes.guess_type(full)[0]})
