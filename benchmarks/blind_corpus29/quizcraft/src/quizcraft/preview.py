from flask import Flask, abort

from .formats import load_pack_strict, round_by_number
from .render import question_card


def preview_app(pack_bytes: bytes) -> Flask:
    app = Flask("quizcraft-preview")
    pack = load_pack_strict(pack_bytes)

    @app.get("/round/<int:n>")
    def show_round(n):
        rounds = round_by_number(pack, n)
        if not rounds:
            abort(404)
        return "".join(question_card(n, q.findtext("text")) for q in rounds[0].iter("question"))

    return app


def serve_preview(pack_bytes: bytes, port: int = 8000):
    """Let a question writer's teammates preview the pack over the venue Wi-Fi."""
    preview_app(pack_bytes).run(host="0.0.0.0", port=port, debug=True)


def serve_local(pack_bytes: bytes, port: int = 8000, debug: bool = False):
    preview_app(pack_bytes).run(host="127.0.0.1", port=port, debug=debug)
