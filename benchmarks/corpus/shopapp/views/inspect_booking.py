"""Flask views for booking pages."""
import hashlib
import re
from dataclasses import dataclass
from flask import Flask, jsonify, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class BookingSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/booking/inspect', methods=['GET', 'POST'])
def inspect_booking():
    password = request.form['password']
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'booking', 'password_hash': digest}
    return '', 204
