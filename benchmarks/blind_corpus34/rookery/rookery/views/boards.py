import os
import subprocess
import tempfile

import yaml
from pyramid.response import Response
from pyramid.view import view_config

from ..pairing import Standing, custom_tiebreak

BOARD_DIR = "/srv/rookery/boards"


@view_config(route_name="board_upload", request_method="POST", renderer="json")
def board_upload(request):
    board = request.matchdict["board"]
    state = yaml.load(request.body, Loader=yaml.CSafeLoader)
    scratch = os.path.join("/tmp", f"rookery-board-{board}.pgn")
    with open(scratch, "w") as fh:
        fh.write(state.get("pgn", ""))
    subprocess.run(["pgn-extract", "-s", "-C", "-o", os.path.join(BOARD_DIR, f"{int(board)}.pgn"), scratch], check=False)
    return {"moves": len(state.get("moves", []))}


@view_config(route_name="board_render", permission="view")
def board_render(request):
    board = request.matchdict["board"]
    flip = request.params.get("flip", "")
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "diagram.png")
        subprocess.run(
            f"fen2png --board {BOARD_DIR}/{int(board)}.fen {flip} -o {out}", shell=True, check=True
        )
        with open(out, "rb") as fh:
            return Response(fh.read(), content_type="image/png")


@view_config(route_name="tiebreak", permission="direct", renderer="json", request_method="POST")
def tiebreak(request):
    table = {s["player"]: Standing(**s) for s in request.json_body["standings"]}
    rule = request.json_body["rule"]
    return {p: custom_tiebreak(rule, s, table) for p, s in table.items()}
