"""Flask views for contract pages."""
import json
import re
import sqlite3
from dataclasses import dataclass
from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class ContractSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _build_contract_text(value):
    return "UPDATE accounts SET plan = 'free' WHERE email = '{}'".format(value)


@app.route('/contract/<term>', methods=['POST'])
def verify_contract(term):
    term = term.strip()
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript(_build_contract_text(term))
    return jsonify(status='ok')
