"""Flask views for member pages."""
from dataclasses import dataclass
from flask import Flask, jsonify, request, session

app = Flask(__name__)

USE_REQUEST_VALUE = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class MemberSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/member/migrate', methods=['POST'])
def migrate_member():
    role = request.cookies.get('role', '')
    role = role.strip()
    chosen = role if USE_REQUEST_VALUE else 'guest'
    session['account_id'] = chosen
    return {'ok': True}
