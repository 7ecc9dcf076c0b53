import os
import pickle
import subprocess

from tornado.httpclient import AsyncHTTPClient

from ..config import options
from ..util import footage_name
from .base import BaseHandler, LeagueAdminHandler, OfficialHandler


class FootageHandler(BaseHandler):
    def get(self, name):
        try:
            name = footage_name(name)
        except ValueError:
            self.send_error(404)
            return
        self.set_header("Content-Type", "video/mp4")
        with open(os.path.join(options.footage_dir, name), "rb") as fh:
            self.write(fh.read())


class HighlightHandler(OfficialHandler):
    def post(self, name):
        src = os.path.join(options.footage_dir, footage_name(name))
        start = self.get_argument("start", "00:00:00")
        length = self.get_argument("length", "00:00:20")
        out = "/tmp/highlight.mp4"
        subprocess.run(["ffmpeg", "-y", "-ss", start, "-t", length, "-i", src, "-c", "copy", out], check=True)
        with open(out, "rb") as fh:
            self.set_header("Content-Type", "video/mp4")
            self.write(fh.read())


class FootageImportHandler(LeagueAdminHandler):
    """League admins pull bout footage from the streaming partner after a game."""

    async def post(self):
        source = self.get_argument("source")
        resp = await AsyncHTTPClient().fetch(source, request_timeout=300)
        dest = os.path.join(options.footage_dir, self.get_argument("name"))
        with open(dest, "wb") as fh:
            fh.write(resp.body)
        os.system("ffmpeg -loglevel error -i %s -vf scale=1280:-2 %s.720p.mp4" % (dest, dest))
        self.write_json({"stored": os.path.basename(dest)})


class RosterRestoreHandler(LeagueAdminHandler):
    def post(self):
        roster = pickle.loads(self.request.files["roster"][0]["body"])
        self.write_json({"skaters": len(roster)})
