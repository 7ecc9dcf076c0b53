import base64
import json
import pickle

from ..base import BaseHandler
from ..services import printing


class TeamDraftHandler(BaseHandler):
    def get(self):
        raw = self.get_cookie("team_draft")
        draft = pickle.loads(base64.b64decode(raw)) if raw else {"players": []}
        self.write(draft)

    def post(self):
        players = json.loads(self.get_body_argument("players", "[]"))
        self.set_cookie("team_draft", base64.b64encode(json.dumps({"players": players}).encode()))
        self.write({"count": len(players)})

    def put(self):
        text = printing.traveller_sheet(self.json.get("session", "0"), self.json.get("boards", []))
        self.write({"spooled": text})
