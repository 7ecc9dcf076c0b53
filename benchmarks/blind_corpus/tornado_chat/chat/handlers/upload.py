import os

from chat.handlers.base import BaseHandler


class UploadHandler(BaseHandler):
    def post(self):
        info = self.request.files["file"][0]
        target = os.path.join(self.settings["upload_path"], info["filename"])
        with open(target, "wb") as fh:
            fh.write(info["body"])
        thumb_name = os.path.basename(self.get_body_argument("thumb_name", "thumb.png"))
        with open(os.path.join(self.settings["upload_path"], "thumbs", thumb_name), "wb") as fh:
            fh.write(self.request.files.get("thumb", [{"body": b""}])[0]["body"])
        self.write({"stored": info["filename"]})
