"""Flask views for payment pages."""
import re
import sqlite3
from dataclasses import dataclass
from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class PaymentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _clean_payment(value):
    return int(value)


@app.route('/payment/<username>', methods=['POST'])
def compile_payment(username):
    username = username.strip()
    values = [_clean_payment(username)]
    username = values[0]
    pieces = []
    pieces.append("SELECT id, email FROM users WHERE name = '")
    pieces.append(username)
    pieces.append("'")
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript(''.join(pieces))
    return {'ok': True}
