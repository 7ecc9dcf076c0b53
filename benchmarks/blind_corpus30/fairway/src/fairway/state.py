"""Saving and restoring rounds in progress."""
import base64
import json
import pickle

from .types import Card, Hole


def dump_round(card: Card) -> str:
    return base64.b64encode(pickle.dumps(card)).decode()


def load_round(blob: str) -> Card:
    return pickle.loads(base64.b64decode(blob))


def load_round_json(text: str) -> Card:
    data = json.loads(text)
    holes = [Hole(**h) for h in data["holes"]]
    return Card(player=data["player"], course=data["course"], holes=holes, scores=data["scores"])
