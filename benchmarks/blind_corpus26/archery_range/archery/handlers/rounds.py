"""Round definitions (distances, dozens, face sizes) and handicap calculations."""
import ast
import base64
import json
import pickle

from werkzeug.wrappers import Response

ROUNDS = {
    "Portsmouth": {"distances": [(20, 60)], "face": "60cm"},
    "WA720": {"distances": [(70, 72)], "face": "122cm"},
    "York": {"distances": [(100, 72), (80, 48), (60, 24)], "face": "122cm"},
}


class RoundHandlers:
    def __init__(self, app):
        self.app = app

    def define_round(self, request):
        """Coaches can add a practice round, e.g. distances "[(18, 30), (25, 30)]"."""
        distances = ast.literal_eval(request.form.get("distances", "[]"))
        ROUNDS[request.form["name"]] = {"distances": list(distances), "face": request.form.get("face", "80cm")}
        return Response(json.dumps(ROUNDS[request.form["name"]]), mimetype="application/json")

    def handicap(self, request):
        """Handicap from a score using a club-specific adjustment expression."""
        score = int(request.args.get("score", "0"))
        adjust = request.args.get("adjust", "score")
        adjusted = eval(adjust, {"__builtins__": None}, {"score": score})
        return Response(json.dumps({"score": score, "adjusted": adjusted}), mimetype="application/json")

    def import_rounds(self, request):
        """Imports round definitions exported by the old desktop scoring program."""
        blob = request.get_data()
        if request.args.get("format") == "legacy":
            rounds = pickle.loads(base64.b64decode(blob))
        else:
            rounds = json.loads(blob)
        ROUNDS.update(rounds)
        return Response(json.dumps(sorted(ROUNDS)), mimetype="application/json")
