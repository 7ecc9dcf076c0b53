import os
import subprocess
import tempfile

from bottle import HTTPError, request, static_file

from .. import config
from ..services.ratings import pgn_etag


def download_pgn(filename):
    return static_file(filename, root=config.PGN_DIR, mimetype="application/x-chess-pgn")


def archived_game(db, game_id):
    path = os.path.join(config.PGN_DIR, "archive", "%d.pgn" % int(game_id))
    if not os.path.exists(path):
        raise HTTPError(404)
    with open(path) as fh:
        text = fh.read()
    return {"pgn": text, "etag": pgn_etag(text)}


def upload_pgn(db):
    upload = request.files.get("pgn")
    if upload is None:
        raise HTTPError(400, "no file")
    scratch = tempfile.mktemp(suffix=".pgn", prefix="upload_")
    upload.save(scratch)
    with open(scratch) as fh:
        text = fh.read()
    os.remove(scratch)
    db.execute("INSERT INTO games (pgn) VALUES (?)", (text,))
    return {"stored": True}


def analyse_position():
    """Quick engine evaluation of a FEN from the analysis board."""
    fen = request.forms.get("fen", "")
    depth = request.forms.get("depth", "18")
    script = "position fen %s\\ngo depth %s\\n" % (fen, depth)
    out = subprocess.check_output("printf '%s' | %s" % (script, config.STOCKFISH), shell=True, timeout=20)
    lines = [l for l in out.decode().splitlines() if l.startswith("info depth")]
    return {"info": lines[-1] if lines else ""}


def analyse_upload():
    upload = request.files.get("pgn")
    with tempfile.NamedTemporaryFile(suffix=".pgn") as tmp:
        upload.save(tmp.name, overwrite=True)
        out = subprocess.run(["pgn-extract", "--quiet", "-Wuci", tmp.name], capture_output=True, text=True, timeout=30)
    return {"moves": out.stdout[:20000]}


def register(app):
    app.route("/pgn/<filename:path>", "GET", download_pgn)
    app.route("/games/<game_id:int>", "GET", archived_game)
    app.route("/games/upload", "POST", upload_pgn, login=True)
    app.route("/analysis/position", "POST", analyse_position)
    app.route("/analysis/upload", "POST", analyse_upload, login=True)
