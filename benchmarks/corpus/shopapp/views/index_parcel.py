"""Flask views for parcel pages."""
import json
import logging
import random
import string
from dataclasses import dataclass
from flask import Flask, jsonify, request

app = Flask(__name__)

log = logging.getLogger(__name__)


@dataclass
class ParcelSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/parcel/index', methods=['GET', 'POST'])
def index_parcel():
    session_id = '%032x' % random.getrandbits(128)
    record = {'parcel': session_id}
    return {'ok': True}
