"""Local preview server for card templates: python -m fairway.preview"""
import os

from flask import Flask, request

from .types import Card, Hole, render_summary

app = Flask(__name__)

SAMPLE = Card("Sample Player", "Old Course", [Hole(n, 4, n) for n in range(1, 19)], [4] * 18)


@app.get("/")
def index():
    return render_summary(SAMPLE)


def serve(host: str = "127.0.0.1", port: int = 5005, debug: bool = False):
    app.run(host=host, port=port, debug=debug)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 5005)), debug=True)
