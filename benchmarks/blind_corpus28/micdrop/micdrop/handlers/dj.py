import base64
import json
import pickle
import subprocess

import tornado.web

from micdrop import settings
from micdrop.handlers.base import BaseHandler


class Mixer:
    def __init__(self, card="1"):
        self.card = card

    def set_level(self, control, percent):
        if control not in settings.MIXER_CONTROLS:
            raise ValueError(control)
        level = max(0, min(100, int(percent)))
        subprocess.run(["amixer", "-c", self.card, "sset", control, "%d%%" % level], check=True)

    def apply_effect(self, mic, preset):
        subprocess.run("mic-fx --input %s --preset %s" % (mic, preset), shell=True, check=True)


class MixerHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        mixer = Mixer()
        if "preset" in self.json:
            mixer.apply_effect(self.json.get("mic", "mic1"), self.json["preset"])
        else:
            mixer.set_level(self.json.get("control", "Master"), self.json.get("level", 70))
        self.write_json({"ok": True})


class PlaylistHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        """DJs carry playlists between venues on the old desktop app, which exports pickles."""
        blob = self.get_body_argument("playlist")
        playlist = pickle.loads(base64.b64decode(blob))
        self.write_json({"tracks": len(playlist)})

    @tornado.web.authenticated
    def put(self):
        playlist = json.loads(self.request.body)
        self.write_json({"tracks": len(playlist.get("tracks", []))})
